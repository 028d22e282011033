// An in-house drawing of a web page with the Mote Sidebar open beside it, in one of its three
// modes. Shapes only (no words), so it needs no translation; it mirrors in right-to-left.
import type { ReactNode } from 'react';

export type SidebarMode = 'reading' | 'writing' | 'creating';

const PURPLE = '#6d28d9';
const PINK = '#be185d';
const SOFT = '#f5f3ff';
const LINE = '#e4dff0';

/** Grey bars standing for lines of text on the page. */
function PageLines({ from, count }: { from: number; count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, line) => (
        <rect
          key={line}
          x="22"
          y={from + line * 16}
          width={line % 3 === 2 ? 120 : 170}
          height="7"
          rx="3.5"
          fill={LINE}
        />
      ))}
    </>
  );
}

const PAGE: Record<SidebarMode, ReactNode> = {
  reading: (
    <>
      <PageLines from={44} count={8} />
      {/* The word being read aloud, and the reading ruler over its line. */}
      <rect x="16" y="69" width="182" height="19" rx="4" fill={PURPLE} opacity="0.12" />
      <rect x="62" y="74" width="38" height="9" rx="3" fill="#fbcfe8" />
    </>
  ),
  writing: (
    <>
      <PageLines from={44} count={3} />
      {/* A text box being typed into, with the caret and a suggested word. */}
      <rect
        x="22"
        y="100"
        width="170"
        height="66"
        rx="6"
        fill="#fff"
        stroke={LINE}
        strokeWidth="2"
      />
      <rect x="32" y="112" width="96" height="7" rx="3.5" fill={LINE} />
      <rect x="32" y="128" width="60" height="7" rx="3.5" fill={LINE} />
      <rect x="96" y="124" width="2.5" height="15" fill={PURPLE} />
      <rect x="104" y="126" width="40" height="11" rx="5.5" fill={SOFT} stroke={PURPLE} />
    </>
  ),
  creating: (
    <>
      <PageLines from={44} count={8} />
      <rect x="22" y="106" width="90" height="7" rx="3.5" fill="#fbcfe8" />
    </>
  ),
};

const PANEL: Record<SidebarMode, ReactNode> = {
  reading: (
    <>
      <circle cx="262" cy="82" r="16" fill={PURPLE} />
      <path d="M257 73.5v17l13.5-8.5z" fill="#fff" />
      <rect x="228" y="112" width="68" height="5" rx="2.5" fill={LINE} />
      <circle cx="254" cy="114.5" r="6" fill={PINK} />
      {[0, 1, 2, 3, 4].map((swatch) => (
        <circle
          key={swatch}
          cx={232 + swatch * 15}
          cy="140"
          r="5.5"
          fill={['#fde047', '#86efac', '#f9a8d4', '#fdba74', '#60a5fa'][swatch]}
        />
      ))}
      <rect x="228" y="158" width="68" height="18" rx="4" fill="#fff" stroke={LINE} />
    </>
  ),
  writing: (
    <>
      {[0, 1, 2].map((chip) => (
        <rect
          key={chip}
          x="228"
          y={66 + chip * 24}
          width={68 - chip * 12}
          height="16"
          rx="8"
          fill="#fff"
          stroke={PURPLE}
        />
      ))}
      <rect x="254" y="142" width="16" height="24" rx="8" fill={PINK} />
      <path d="M248 158a14 14 0 0 0 28 0M262 172v6" stroke={PINK} strokeWidth="3" fill="none" />
    </>
  ),
  creating: (
    <>
      <circle cx="262" cy="84" r="19" fill="#fff" stroke={PINK} strokeWidth="3" />
      <circle cx="262" cy="84" r="11" fill={PINK} />
      {[8, 16, 24, 12, 20, 10, 18, 6].map((height, bar) => (
        <rect
          key={bar}
          x={232 + bar * 8}
          y={124 - height / 2}
          width="4"
          height={height}
          rx="2"
          fill={PURPLE}
        />
      ))}
      <rect x="228" y="144" width="68" height="14" rx="4" fill="#fff" stroke={LINE} />
      <rect x="228" y="162" width="68" height="14" rx="4" fill="#fff" stroke={LINE} />
    </>
  ),
};

const MODES: readonly SidebarMode[] = ['reading', 'writing', 'creating'];

/** The page and the sidebar in `mode`; `label` describes it to assistive technology. */
export function SidebarIllustration({ mode, label }: { mode: SidebarMode; label: string }) {
  return (
    <svg className="home-sidebar-art" viewBox="0 0 320 200" role="img" aria-label={label}>
      <rect
        x="1"
        y="1"
        width="318"
        height="198"
        rx="10"
        fill="#fff"
        stroke="#d9d4e5"
        strokeWidth="2"
      />
      <path d="M1 11a10 10 0 0 1 10-10h298a10 10 0 0 1 10 10v13H1z" fill={SOFT} />
      {[14, 26, 38].map((cx) => (
        <circle key={cx} cx={cx} cy="12.5" r="3.5" fill="#d9d4e5" />
      ))}
      {PAGE[mode]}
      <rect
        x="216"
        y="30"
        width="92"
        height="158"
        rx="8"
        fill={SOFT}
        stroke={PURPLE}
        strokeWidth="1.5"
      />
      {MODES.map((tab, index) => (
        <rect
          key={tab}
          x={224 + index * 27}
          y="38"
          width="22"
          height="10"
          rx="5"
          fill={tab === mode ? PURPLE : '#ddd6fe'}
        />
      ))}
      {PANEL[mode]}
    </svg>
  );
}
