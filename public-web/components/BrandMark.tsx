// The school's mark: a drawn emblem (no image request), used in the header and the footer.
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg class="brand-mark" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#12355b" />
      <path
        d="M9 28 L16 18 L21 24 L31 11"
        fill="none"
        stroke="#f2b134"
        stroke-width="3.2"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
      <circle cx="31" cy="11" r="2.6" fill="#f2b134" />
      <rect x="9" y="30" width="22" height="2.4" rx="1.2" fill="#ffffff" opacity="0.85" />
    </svg>
  );
}
