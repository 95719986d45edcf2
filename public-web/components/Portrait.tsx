// The director's portrait slot: a drawn portrait with initials until a photograph is supplied,
// so the page never shows a broken image.
export function Portrait({ name, photoUrl }: { name: string; photoUrl?: string }) {
  if (photoUrl) return <img class="portrait" src={photoUrl} alt={`${name} 원장 사진`} width={280} height={340} />;
  return (
    <svg class="portrait" viewBox="0 0 280 340" role="img" aria-label={`${name} 원장`}>
      <defs>
        <linearGradient id="portrait-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stop-color="#1d4f86" />
          <stop offset="1" stop-color="#12355b" />
        </linearGradient>
      </defs>
      <rect width="280" height="340" rx="18" fill="url(#portrait-bg)" />
      <circle cx="140" cy="128" r="58" fill="#e9eef5" opacity="0.95" />
      <path d="M40 340 C46 252 92 214 140 214 C188 214 234 252 240 340 Z" fill="#e9eef5" opacity="0.95" />
      <path d="M118 214 L140 262 L162 214 Z" fill="#f2b134" />
      <text
        x="140"
        y="143"
        text-anchor="middle"
        font-size="44"
        font-weight="700"
        fill="#12355b"
        font-family="sans-serif"
      >
        {name.slice(0, 1)}
      </text>
    </svg>
  );
}
