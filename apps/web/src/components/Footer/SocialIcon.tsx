import type { SocialNetwork } from '@motes/shared';

// In-house glyphs, drawn for this site: a generic camera, letter marks and a play button,
// not the networks' logo artwork. Stroked in currentColor so they follow the link colour.
const GLYPHS: Readonly<Record<SocialNetwork, string>> = {
  // A camera: rounded body, lens and viewfinder dot.
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z M12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z M17 6.5v.01',
  // A lower-case "f".
  facebook: 'M15 4h-1.5A3.5 3.5 0 0 0 10 7.5V20 M7 11h7',
  // A lower-case "t".
  twitter: 'M10 4v11.5a3.5 3.5 0 0 0 3.5 3.5H16 M6.5 9H15',
  // A play button in a rounded screen.
  youtube: 'M6 5h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3z M10 9v6l5-3z',
  // A musical note.
  tiktok: 'M11 17a3 3 0 1 1-3-3a3 3 0 0 1 3 3V4c1 2.5 3 4 6 4',
};

/** The icon of a social network's link; decorative, the link carries the name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      data-network={network}
    >
      <path
        d={GLYPHS[network]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
