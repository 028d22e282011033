import type { IllustrationProps } from './VoiceNoteIllustration';

function Wave({ x, y, colour }: { x: number; y: number; colour: string }) {
  const heights = [12, 26, 18, 32, 14, 24, 10];
  return (
    <>
      {heights.map((height, index) => (
        <rect
          key={index}
          x={x + index * 14}
          y={y - height / 2}
          width="8"
          height={height}
          rx="4"
          fill={colour}
        />
      ))}
    </>
  );
}

/** A loop: a teacher's voice note and a student's spoken reply, as two speech bubbles. */
export function LoopIllustration({ className }: IllustrationProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 480 340"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="70" cy="96" r="34" fill="#ddd6fe" />
      <circle cx="70" cy="86" r="12" fill="#5b21b6" />
      <path d="M48 118a22 18 0 0 1 44 0z" fill="#5b21b6" />
      <path d="M122 56h240a20 20 0 0 1 20 20v48a20 20 0 0 1-20 20H150l-28 20z" fill="#6d28d9" />
      <circle cx="158" cy="100" r="16" fill="#ffffff" />
      <path d="M153 92v16l13-8z" fill="#6d28d9" />
      <Wave x={190} y={100} colour="#ede9fe" />
      <circle cx="410" cy="250" r="34" fill="#fbcfe8" />
      <circle cx="410" cy="240" r="12" fill="#be185d" />
      <path d="M388 272a22 18 0 0 1 44 0z" fill="#be185d" />
      <path
        d="M358 210H118a20 20 0 0 0-20 20v48a20 20 0 0 0 20 20h212l28 20z"
        fill="#fdf2f8"
        stroke="#be185d"
        strokeWidth="2"
      />
      <circle cx="138" cy="254" r="16" fill="#be185d" />
      <path d="M133 246v16l13-8z" fill="#ffffff" />
      <Wave x={170} y={254} colour="#be185d" />
      <path
        d="M240 168c-10 0-18-8-18-18"
        fill="none"
        stroke="#c4b5fd"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M258 168c10 0 18 8 18 18"
        fill="none"
        stroke="#fbcfe8"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
