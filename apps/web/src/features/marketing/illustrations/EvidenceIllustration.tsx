import type { IllustrationProps } from './VoiceNoteIllustration';

/** Four steps rising from a rationale to strong evidence, the lowest one marked as reached. */
export function EvidenceIllustration({ className }: IllustrationProps) {
  const steps = [
    { x: 48, height: 70, fill: '#6d28d9' },
    { x: 148, height: 130, fill: '#ddd6fe' },
    { x: 248, height: 190, fill: '#ddd6fe' },
    { x: 348, height: 250, fill: '#ddd6fe' },
  ];
  return (
    <svg
      className={className}
      viewBox="0 0 480 340"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="24" y="306" width="432" height="4" rx="2" fill="#d9d4e5" />
      {steps.map((step) => (
        <rect
          key={step.x}
          x={step.x}
          y={306 - step.height}
          width="84"
          height={step.height}
          rx="10"
          fill={step.fill}
        />
      ))}
      <circle cx="90" cy="200" r="22" fill="#be185d" />
      <path
        d="M80 200l7 7 14-14"
        fill="none"
        stroke="#ffffff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M120 172c40-50 120-90 250-120"
        fill="none"
        stroke="#be185d"
        strokeWidth="3"
        strokeDasharray="8 8"
      />
      <path d="M370 52l-16-4 8 14z" fill="#be185d" />
    </svg>
  );
}
