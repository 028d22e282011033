// Small in-house line icons for the home page (24 × 24, drawn in the current colour). They sit
// next to text that says the same thing, so they are decorative.
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The icons by name. */
export const HOME_ICONS = {
  qrCode: (
    <Icon>
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 20h2M20 14v2" />
    </Icon>
  ),
  speaker: (
    <Icon>
      <path d="M4 9v6h4l5 4V5L8 9zM16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </Icon>
  ),
  translate: (
    <Icon>
      <path d="M3 5h9M7.5 3v2M5 5c.8 3 3 5.5 6 7M10 5c-.8 3-3 5.5-6 7M13 21l4-9 4 9M14.5 18h5" />
    </Icon>
  ),
  toggles: (
    <Icon>
      <rect x="3" y="5" width="18" height="6" rx="3" />
      <rect x="3" y="13" width="18" height="6" rx="3" />
      <circle cx="17" cy="8" r="1.5" />
      <circle cx="7" cy="16" r="1.5" />
    </Icon>
  ),
  loop: (
    <Icon>
      <path d="M4 12a7 7 0 0 1 12-5l2 2M20 12a7 7 0 0 1-12 5l-2-2M18 4v5h-5M6 20v-5h5" />
    </Icon>
  ),
  shield: (
    <Icon>
      <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </Icon>
  ),
  globe: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
    </Icon>
  ),
  document: (
    <Icon>
      <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />
    </Icon>
  ),
  embed: (
    <Icon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M10 10l-2.5 2.5L10 15M14 10l2.5 2.5L14 15" />
    </Icon>
  ),
  message: (
    <Icon>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </Icon>
  ),
  pause: (
    <Icon>
      <path d="M9 6v12M15 6v12" />
    </Icon>
  ),
  play: (
    <Icon>
      <path d="M8 5.5v13l10-6.5z" />
    </Icon>
  ),
  previous: (
    <Icon>
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  ),
  next: (
    <Icon>
      <path d="M9 5l7 7-7 7" />
    </Icon>
  ),
} as const;

export type HomeIconName = keyof typeof HOME_ICONS;
