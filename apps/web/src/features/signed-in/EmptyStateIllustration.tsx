/**
 * A speech bubble holding a sound wave: the in-house picture of an empty list of voice notes.
 * Decorative only (the page's text says everything), so hidden from assistive technology.
 */
export function EmptyStateIllustration() {
  return (
    <svg
      className="empty-state__illustration"
      viewBox="0 0 120 96"
      width="120"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="4" width="112" height="72" rx="18" fill="var(--motes-color-primary-soft)" />
      <path d="M30 74 L26 92 L48 76 Z" fill="var(--motes-color-primary-soft)" />
      <g stroke="var(--motes-color-primary)" strokeWidth="6" strokeLinecap="round">
        <line x1="34" y1="34" x2="34" y2="46" />
        <line x1="48" y1="24" x2="48" y2="56" />
        <line x1="62" y1="30" x2="62" y2="50" />
        <line x1="76" y1="20" x2="76" y2="60" />
      </g>
      <line
        x1="90"
        y1="36"
        x2="90"
        y2="44"
        stroke="var(--motes-color-accent)"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}
