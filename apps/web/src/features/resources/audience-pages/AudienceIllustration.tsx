import { useId } from 'react';
import { ResourceIconPaths, type ResourceIconName } from '../components/ResourceIcon';
import './AudienceIllustration.css';

// Bar heights of the sound wave behind the icon, left to right.
const WAVE = [40, 76, 120, 92, 150, 104, 64, 132, 84, 48];

/**
 * The hero picture of an audience page: the page's icon on a brand-gradient disc, over a
 * sound wave (a mote). Decorative: the heading beside it says what the page is about.
 */
export function AudienceIllustration({ icon }: { icon: ResourceIconName }) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 480 320"
      className="audience-illustration"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d28d9" />
          <stop offset="1" stopColor="#be185d" />
        </linearGradient>
      </defs>
      <rect
        x="16"
        y="24"
        width="448"
        height="272"
        rx="28"
        fill="#ffffff"
        stroke="#ddd6fe"
        strokeWidth="3"
      />
      <g fill="#ede9fe">
        {WAVE.map((height, index) => (
          <rect
            key={index}
            x={50 + index * 40}
            y={160 - height / 2}
            width="20"
            height={height}
            rx="10"
          />
        ))}
      </g>
      <circle cx="240" cy="160" r="88" fill={`url(#${gradientId})`} />
      <g transform="translate(192 112) scale(4)" color="#ffffff">
        <ResourceIconPaths name={icon} />
      </g>
    </svg>
  );
}
