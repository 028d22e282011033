import type { IllustrationProps } from './VoiceNoteIllustration';

/**
 * A web page with the Mote Sidebar open beside it: a reading band, a highlighted line, a word
 * being read aloud and the sidebar's tool buttons. Decorative.
 */
export function SidebarIllustration({ className }: IllustrationProps) {
  const tools = [0, 1, 2, 3, 4, 5];
  return (
    <svg
      className={className}
      viewBox="0 0 480 340"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="16" y="16" width="448" height="308" rx="18" fill="#ffffff" stroke="#d9d4e5" />
      <rect x="16" y="16" width="448" height="36" rx="18" fill="#f5f3ff" />
      <circle cx="40" cy="34" r="6" fill="#fbcfe8" />
      <circle cx="58" cy="34" r="6" fill="#ddd6fe" />
      <rect x="80" y="27" width="220" height="14" rx="7" fill="#ffffff" />
      <rect x="44" y="76" width="260" height="18" rx="6" fill="#1f1a2e" opacity="0.85" />
      <rect x="44" y="112" width="300" height="10" rx="5" fill="#e9e5f2" />
      <rect x="36" y="134" width="316" height="26" rx="6" fill="#f5f3ff" />
      <rect x="44" y="142" width="84" height="10" rx="5" fill="#6d28d9" />
      <rect x="134" y="142" width="200" height="10" rx="5" fill="#c4b5fd" />
      <rect x="44" y="172" width="280" height="10" rx="5" fill="#e9e5f2" />
      <rect x="44" y="194" width="290" height="10" rx="5" fill="#fde68a" />
      <rect x="44" y="216" width="240" height="10" rx="5" fill="#e9e5f2" />
      <rect x="44" y="238" width="300" height="10" rx="5" fill="#bfdbfe" />
      <rect x="44" y="260" width="200" height="10" rx="5" fill="#e9e5f2" />
      <rect x="372" y="68" width="76" height="240" rx="16" fill="#5b21b6" />
      {tools.map((index) => (
        <rect
          key={index}
          x="390"
          y={84 + index * 36}
          width="40"
          height="26"
          rx="8"
          fill={index === 0 ? '#be185d' : '#7c3aed'}
        />
      ))}
      <path d="M404 90v14l12-7z" fill="#ffffff" />
    </svg>
  );
}
