// A professor without a photograph: a drawn card (silhouette and the name's first syllable) in the school's
// colours, the same size as a photo, so the list looks finished. Decorative: the name is the card's heading.
// Colours are SVG presentation attributes, not style attributes (the CSP refuses those).
export function ProfessorPlaceholder({ name }: { name: string }) {
  return (
    <svg class="prof-photo prof-photo--initial" viewBox="0 0 96 120" aria-hidden="true" focusable="false">
      <rect width="96" height="120" rx="8" fill="#12355b" />
      <circle cx="48" cy="46" r="21" fill="#e8eef6" opacity="0.9" />
      <path d="M12 120 C14 90 30 76 48 76 C66 76 82 90 84 120 Z" fill="#e8eef6" opacity="0.9" />
      <circle cx="74" cy="22" r="15" fill="#f2b134" />
      <text x="74" y="27.5" text-anchor="middle" font-size="15" font-weight="700" fill="#12355b">
        {name.slice(0, 1)}
      </text>
    </svg>
  );
}
