/** Props shared by the marketing illustrations. */
export interface IllustrationProps {
  className?: string;
}

/**
 * A mote's share page, drawn simply: a play button, a waveform, transcript lines and a QR
 * code. Decorative: the text beside it says what it shows.
 */
export function VoiceNoteIllustration({ className }: IllustrationProps) {
  const bars = [18, 34, 52, 28, 60, 40, 22, 48, 30, 56, 36, 20, 44, 26, 14];
  return (
    <svg
      className={className}
      viewBox="0 0 480 340"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="24" y="20" width="432" height="300" rx="24" fill="#ffffff" stroke="#d9d4e5" />
      <rect x="24" y="20" width="432" height="56" rx="24" fill="#f5f3ff" />
      <circle cx="60" cy="48" r="8" fill="#be185d" />
      <rect x="80" y="42" width="140" height="12" rx="6" fill="#c4b5fd" />
      <circle cx="92" cy="140" r="36" fill="#6d28d9" />
      <path d="M82 122v36l30-18z" fill="#ffffff" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={148 + index * 18}
          y={140 - height / 2}
          width="10"
          height={height}
          rx="5"
          fill={index < 6 ? '#6d28d9' : '#ddd6fe'}
        />
      ))}
      <rect x="56" y="206" width="250" height="10" rx="5" fill="#e9e5f2" />
      <rect x="56" y="228" width="220" height="10" rx="5" fill="#e9e5f2" />
      <rect x="56" y="250" width="236" height="10" rx="5" fill="#e9e5f2" />
      <rect x="56" y="272" width="150" height="10" rx="5" fill="#fbcfe8" />
      <rect
        x="340"
        y="200"
        width="88"
        height="88"
        rx="10"
        fill="#ffffff"
        stroke="#5b21b6"
        strokeWidth="3"
      />
      <rect x="352" y="212" width="24" height="24" fill="#5b21b6" />
      <rect x="392" y="212" width="24" height="24" fill="#5b21b6" />
      <rect x="352" y="252" width="24" height="24" fill="#5b21b6" />
      <rect x="396" y="256" width="8" height="8" fill="#be185d" />
      <rect x="408" y="268" width="8" height="8" fill="#5b21b6" />
      <rect x="384" y="244" width="8" height="8" fill="#5b21b6" />
    </svg>
  );
}
