import { useId } from 'react';
import type { LogoVariant } from '@motes/shared';
import { BRAND_NAME, classNames } from '@motes/ui';
import './BrandLogo.css';

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  /** §2 logo variants. Default `normal`. */
  variant?: LogoVariant;
  /** Height of the mark in px; the word scales with it. Default 36. */
  size?: number;
  /** Leave the word out (the mark alone, e.g. in a tight corner). Then the mark is named. */
  markOnly?: boolean;
  className?: string;
}

// Sound-wave bars inside the bubble: x, height (centred on y 22).
const BARS = [
  [13.5, 6],
  [18.75, 12],
  [24, 18],
  [29.25, 12],
  [34.5, 6],
] as const;

/**
 * The brand logo: the "mote" mark (a speech bubble holding a sound wave, purple to pink) and
 * the brand name. The Halloween variant adds a pumpkin, the Christmas one a hat and snow;
 * the accents are decorative, so every variant reads as the brand name alone.
 */
export function BrandLogo({
  variant = 'normal',
  size = 36,
  markOnly = false,
  className,
}: BrandLogoProps) {
  // SVG ids must be unique in the page (the logo shows in the nav and the footer).
  const gradientId = `brand-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <span
      className={classNames('brand-logo', `brand-logo--${variant}`, className)}
      data-variant={variant}
      style={{ fontSize: `${size * 0.72}px` }}
      {...(markOnly ? { role: 'img', 'aria-label': BRAND_NAME } : {})}
    >
      <svg
        className="brand-logo__mark"
        viewBox="0 -6 54 54"
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6d28d9" />
            <stop offset="1" stopColor="#be185d" />
          </linearGradient>
        </defs>
        <path
          d="M10 6h28a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8H21l-9 8v-8h-2a8 8 0 0 1-8-8V14a8 8 0 0 1 8-8z"
          fill={`url(#${gradientId})`}
        />
        {BARS.map(([x, height]) => (
          <rect
            key={x}
            x={x - 1.5}
            y={22 - height / 2}
            width="3"
            height={height}
            rx="1.5"
            fill="#ffffff"
          />
        ))}
        {variant === 'halloween' && <PumpkinAccent />}
        {variant === 'christmas' && <ChristmasAccent />}
      </svg>
      {!markOnly && <span className="brand-logo__word">{BRAND_NAME}</span>}
    </span>
  );
}

/** A small pumpkin on the bubble's top-right corner (a logo does not mirror in right-to-left). */
function PumpkinAccent() {
  return (
    <g className="brand-logo__accent">
      <rect x="43" y="-3.5" width="2.4" height="4" rx="1" fill="#15803d" />
      <ellipse cx="44.2" cy="5" rx="7.5" ry="6" fill="#ea580c" stroke="#ffffff" strokeWidth="1.2" />
      <path
        d="M41.2 1.5q-1.6 3.5 0 7M47.2 1.5q1.6 3.5 0 7"
        fill="none"
        stroke="#c2410c"
        strokeWidth="1"
      />
      <path d="M40.5 4l1.6-1.2 1.2 1.6zM45.1 4.4l1.2-1.6 1.6 1.2z" fill="#431407" />
    </g>
  );
}

/** A red hat on the bubble's top-left corner and a few snowflakes. */
function ChristmasAccent() {
  return (
    <g className="brand-logo__accent">
      <path d="M3 9.5 11.5-3.5 19 7.5z" fill="#dc2626" stroke="#ffffff" strokeWidth="1" />
      <rect
        x="2"
        y="6.5"
        width="18"
        height="4.5"
        rx="2.25"
        fill="#ffffff"
        stroke="#e5e7eb"
        strokeWidth="0.6"
      />
      <circle cx="11.5" cy="-3.5" r="2.4" fill="#ffffff" stroke="#e5e7eb" strokeWidth="0.6" />
      <circle cx="40" cy="1" r="1.3" fill="#93c5fd" />
      <circle cx="48" cy="-2" r="1" fill="#93c5fd" />
      <circle cx="51" cy="5" r="1.2" fill="#93c5fd" />
    </g>
  );
}
