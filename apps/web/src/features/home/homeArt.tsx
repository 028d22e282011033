// In-house illustrations for the home page's carousel slides and compliance badges: simple
// shapes in the brand's purple and pink. Each sits beside text that says what it shows, so
// they are hidden from assistive technology.
import type { ReactNode } from 'react';

const PURPLE = '#6d28d9';
const PINK = '#be185d';
const SOFT = '#f5f3ff';
const BLUSH = '#fdf2f8';

/** Bars of a sound wave, centred on `y`. */
function Wave({
  x,
  y,
  heights,
  colour,
}: {
  x: number;
  y: number;
  heights: number[];
  colour: string;
}) {
  return (
    <>
      {heights.map((height, bar) => (
        <rect
          key={bar}
          x={x + bar * 9}
          y={y - height / 2}
          width="5"
          height={height}
          rx="2.5"
          fill={colour}
        />
      ))}
    </>
  );
}

function Art({ children }: { children: ReactNode }) {
  return (
    <svg className="home-slide-art" viewBox="0 0 240 150" aria-hidden="true" focusable="false">
      <rect width="240" height="150" rx="16" fill={SOFT} />
      {children}
    </svg>
  );
}

/** The carousel's pictures, by slide. */
export const SLIDE_ART = {
  feedback: (
    <Art>
      <rect
        x="34"
        y="24"
        width="92"
        height="108"
        rx="6"
        fill="#fff"
        stroke="#d9d4e5"
        strokeWidth="2"
      />
      {[0, 1, 2, 3, 4].map((line) => (
        <rect
          key={line}
          x="46"
          y={42 + line * 16}
          width={line === 4 ? 40 : 68}
          height="6"
          rx="3"
          fill="#e4dff0"
        />
      ))}
      <path
        d="M118 52h84a10 10 0 0 1 10 10v34a10 10 0 0 1-10 10h-58l-16 14v-14h-10a10 10 0 0 1-10-10V62a10 10 0 0 1 10-10z"
        fill={PURPLE}
      />
      <Wave x={132} y={79} heights={[10, 22, 30, 18, 26, 12, 20, 8]} colour="#fff" />
    </Art>
  ),
  language: (
    <Art>
      <path
        d="M30 30h96a10 10 0 0 1 10 10v36a10 10 0 0 1-10 10H62l-16 14V86H30a10 10 0 0 1-10-10V40a10 10 0 0 1 10-10z"
        fill={PURPLE}
      />
      <Wave x={40} y={58} heights={[10, 24, 16, 28, 12, 20, 14, 8, 18]} colour="#fff" />
      <path
        d="M110 64h96a10 10 0 0 1 10 10v36a10 10 0 0 1-10 10h-16v14l-16-14h-64a10 10 0 0 1-10-10V74a10 10 0 0 1 10-10z"
        fill={PINK}
      />
      <Wave x={122} y={92} heights={[8, 18, 26, 14, 24, 10, 20, 16, 8]} colour="#fff" />
    </Art>
  ),
  accessibility: (
    <Art>
      <path
        d="M40 46c18-8 40-8 58 4v66c-18-12-40-12-58-4z"
        fill="#fff"
        stroke={PURPLE}
        strokeWidth="3"
      />
      <path
        d="M156 46c-18-8-40-8-58 4v66c18-12 40-12 58-4z"
        fill="#fff"
        stroke={PURPLE}
        strokeWidth="3"
      />
      <rect x="50" y="62" width="36" height="6" rx="3" fill="#fbcfe8" />
      <rect x="50" y="76" width="30" height="6" rx="3" fill="#e4dff0" />
      <rect x="110" y="62" width="34" height="6" rx="3" fill="#e4dff0" />
      <path
        d="M176 62a22 22 0 0 1 0 32M188 52a36 36 0 0 1 0 52M200 42a50 50 0 0 1 0 72"
        stroke={PINK}
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
    </Art>
  ),
  family: (
    <Art>
      <path
        d="M36 78l46-38 46 38v48H36z"
        fill="#fff"
        stroke={PURPLE}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="70" y="96" width="24" height="30" rx="3" fill={PURPLE} />
      <rect
        x="148"
        y="36"
        width="56"
        height="92"
        rx="10"
        fill="#fff"
        stroke={PINK}
        strokeWidth="3"
      />
      <rect x="156" y="48" width="40" height="56" rx="4" fill={BLUSH} />
      <Wave x={160} y={76} heights={[8, 18, 26, 14]} colour={PINK} />
      <circle cx="176" cy="116" r="4" fill={PINK} />
    </Art>
  ),
} as const;

export type SlideArtName = keyof typeof SLIDE_ART;

function Badge({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <svg className="home-badge-art" viewBox="0 0 64 72" aria-hidden="true" focusable="false">
      <path d="M32 2l28 10v22c0 18-12 30-28 36C16 64 4 52 4 34V12z" fill={colour} />
      <g fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </svg>
  );
}

/** The compliance badges' emblems. */
export const BADGE_ART = {
  accessibility: (
    <Badge colour={PURPLE}>
      <circle cx="32" cy="20" r="3" fill="#fff" />
      <path d="M20 28l12 3 12-3M32 31v10l-6 11M32 41l6 11" />
    </Badge>
  ),
  rights: (
    <Badge colour={PINK}>
      <path d="M22 18h14l6 6v24H22zM27 36l4 4 7-8" />
    </Badge>
  ),
  neverSold: (
    <Badge colour={PURPLE}>
      <path d="M20 32l12-12h12v12L32 44zM38 26h.01M18 48l28-28" />
    </Badge>
  ),
  noAds: (
    <Badge colour={PINK}>
      <path d="M20 28v10h6l12 8V20l-12 8zM18 48l28-28" />
    </Badge>
  ),
} as const;

export type BadgeArtName = keyof typeof BADGE_ART;
