// In-house line icons for the resource pages, drawn on a 24 × 24 grid with round strokes.
// They are decorative: the text next to each one says what it means.

const ICON_PATHS = {
  microphone: [
    'M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3z',
    'M5 11a7 7 0 0 0 14 0',
    'M12 18v3',
  ],
  speaker: ['M4 9h4l5-4v14l-5-4H4z', 'M16.5 8.5a5 5 0 0 1 0 7', 'M19 6a8.5 8.5 0 0 1 0 12'],
  ear: ['M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-5.5 1.5', 'M10 9.5a2 2 0 0 1 4 0'],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9h8', 'M8 12h5'],
  feedback: ['M4 4h12v9H8l-4 3z', 'M14 16v2h5l2 2V9h-3'],
  qr: [
    'M4 4h6v6H4z',
    'M14 4h6v6h-6z',
    'M4 14h6v6H4z',
    'M14 14h2v2h-2z',
    'M18 18h2v2h-2z',
    'M14 19v1',
    'M19 14v1',
  ],
  globe: [
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
    'M3 12h18',
    'M12 3c3 3.5 3 14.5 0 18',
    'M12 3c-3 3.5-3 14.5 0 18',
  ],
  translate: [
    'M4 5h8',
    'M8 3v2',
    'M6 5c0 4 2 6 5 7',
    'M10 5c0 3-2 6-6 8',
    'M13 21l4-9 4 9',
    'M14.5 18h5',
  ],
  users: [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6',
    'M16 4.5a3.5 3.5 0 0 1 0 6.5',
    'M18 14c2 .8 3 2.8 3 6',
  ],
  sliders: [
    'M4 6h9',
    'M17 6h3',
    'M15 4v4',
    'M4 12h3',
    'M11 12h9',
    'M9 10v4',
    'M4 18h11',
    'M19 18h1',
    'M17 16v4',
  ],
  loop: [
    'M4 12a8 8 0 0 1 13.7-5.6L20 8',
    'M20 4v4h-4',
    'M20 12a8 8 0 0 1-13.7 5.6L4 16',
    'M4 20v-4h4',
  ],
  graduation: ['M2 9l10-5 10 5-10 5z', 'M6 11v5c2 2 10 2 12 0v-5', 'M22 9v6'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5', 'M8 14h3'],
  book: ['M4 5c3-1 6-1 8 1v14c-2-2-5-2-8-1z', 'M20 5c-3-1-6-1-8 1v14c2-2 5-2 8-1z'],
  school: ['M3 21h18', 'M5 21V10l7-5 7 5v11', 'M10 21v-5h4v5', 'M12 9v2'],
  chart: ['M4 20V4', 'M4 20h16', 'M8 16v-4', 'M12 16V8', 'M16 16v-6'],
  keyboard: ['M3 7h18v10H3z', 'M7 11h.01', 'M11 11h.01', 'M15 11h.01', 'M8 14h8'],
  pencil: ['M4 20l4-1 11-11-3-3L5 16z', 'M14 6l3 3'],
  heart: ['M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z'],
  slides: ['M3 4h18v12H3z', 'M12 16v4', 'M8 20h8', 'M7 8h6', 'M7 11h4'],
  sparkle: ['M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z', 'M9 12l2 2 4-4'],
  check: ['M5 12l4 4 10-10'],
  play: ['M7 4l13 8-13 8z'],
} as const;

/** The names of the icons {@link ResourceIcon} can draw. */
export type ResourceIconName = keyof typeof ICON_PATHS;

/** The icon's strokes as a group, to draw it inside a larger illustration (24 × 24 units). */
export function ResourceIconPaths({ name }: { name: ResourceIconName }) {
  return (
    <g
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

/** A decorative line icon (hidden from assistive technology), coloured by `currentColor`. */
export function ResourceIcon({ name }: { name: ResourceIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <ResourceIconPaths name={name} />
    </svg>
  );
}
