// Small line icons for the five tool groups (Reading, Writing, Creating, Teaching, School
// admin). They inherit the text colour and are hidden from assistive technology.

const iconProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** An open book. */
export function ReadingIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3z" />
      <path d="M21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z" />
    </svg>
  );
}

/** A pencil. */
export function WritingIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

/** A microphone. */
export function CreatingIcon() {
  return (
    <svg {...iconProps}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </svg>
  );
}

/** Two speech bubbles (a teacher and a student). */
export function TeachingIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 5h11v8H8l-3 3v-3H3z" />
      <path d="M17 9h4v8h-2v3l-3-3h-5v-2" />
    </svg>
  );
}

/** A school building. */
export function SchoolIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3 10l9-6 9 6" />
      <path d="M5 10v10h14V10M10 20v-5h4v5" />
    </svg>
  );
}
