// §9 "Colour palette: primary purple/pink". The named colours of the design system, written
// here once. styles.css declares each as `--motes-color-<name>`;
// colorTokens.test.ts checks that the two agree and that every pair below meets WCAG 2.2 AA.

/** One colour token: its name (CSS `--motes-color-<name>`) and value. */
export interface ColorToken {
  name: string;
  value: `#${string}`;
}

/** The design system's colours. */
export const COLOR_TOKENS = [
  /** Body text and headings. */
  { name: 'text', value: '#1f1a2e' },
  /** Secondary text, captions. */
  { name: 'text-muted', value: '#5b5570' },
  /** Text on purple, pink and red fills. */
  { name: 'text-on-primary', value: '#ffffff' },
  /** Page and card background. */
  { name: 'surface', value: '#ffffff' },
  /** Raised panels, table stripes. */
  { name: 'surface-raised', value: '#faf9fc' },
  /** Decorative dividers and card edges. */
  { name: 'border', value: '#d9d4e5' },
  /** Edges of form fields (3:1). */
  { name: 'border-strong', value: '#8a84a0' },
  /** Primary buttons, links (purple). */
  { name: 'primary', value: '#6d28d9' },
  /** Hover and pressed primary. */
  { name: 'primary-strong', value: '#5b21b6' },
  /** Tinted purple backgrounds. */
  { name: 'primary-soft', value: '#f5f3ff' },
  /** Highlights and the brand gradient (pink). */
  { name: 'accent', value: '#be185d' },
  /** Hover and pressed accent. */
  { name: 'accent-strong', value: '#9d174d' },
  /** Tinted pink backgrounds. */
  { name: 'accent-soft', value: '#fdf2f8' },
  /** Destructive actions, errors. */
  { name: 'danger', value: '#b91c1c' },
  /** Hover and pressed danger. */
  { name: 'danger-strong', value: '#991b1b' },
  /** Keyboard focus outline. */
  { name: 'focus-ring', value: '#4c1d95' },
] as const satisfies readonly ColorToken[];

/** A colour token name. */
export type ColorTokenName = (typeof COLOR_TOKENS)[number]['name'];

/** The value of a colour token. */
export function colorTokenValue(name: ColorTokenName): string {
  return COLOR_TOKENS.find((token) => token.name === name)!.value;
}

/**
 * Foreground/background pairs the components use, with the contrast WCAG 2.2 AA asks of
 * them: 4.5:1 for text, 3:1 for focus rings and field edges (1.4.11).
 */
export const COLOR_PAIRS: readonly {
  foreground: ColorTokenName;
  background: ColorTokenName;
  minimum: 4.5 | 3;
}[] = [
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'text', background: 'surface-raised', minimum: 4.5 },
  { foreground: 'text', background: 'primary-soft', minimum: 4.5 },
  { foreground: 'text', background: 'accent-soft', minimum: 4.5 },
  { foreground: 'text-muted', background: 'surface', minimum: 4.5 },
  { foreground: 'text-muted', background: 'surface-raised', minimum: 4.5 },
  { foreground: 'text-muted', background: 'primary-soft', minimum: 4.5 },
  { foreground: 'primary', background: 'surface', minimum: 4.5 },
  { foreground: 'primary', background: 'primary-soft', minimum: 4.5 },
  { foreground: 'primary-strong', background: 'primary-soft', minimum: 4.5 },
  { foreground: 'accent', background: 'surface', minimum: 4.5 },
  { foreground: 'accent', background: 'accent-soft', minimum: 4.5 },
  { foreground: 'danger', background: 'surface', minimum: 4.5 },
  { foreground: 'text-on-primary', background: 'primary', minimum: 4.5 },
  { foreground: 'text-on-primary', background: 'primary-strong', minimum: 4.5 },
  { foreground: 'text-on-primary', background: 'accent', minimum: 4.5 },
  { foreground: 'text-on-primary', background: 'accent-strong', minimum: 4.5 },
  { foreground: 'text-on-primary', background: 'danger', minimum: 4.5 },
  { foreground: 'text-on-primary', background: 'text', minimum: 4.5 },
  { foreground: 'focus-ring', background: 'surface', minimum: 3 },
  { foreground: 'border-strong', background: 'surface', minimum: 3 },
];

function relativeLuminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(full.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio of two `#rgb`/`#rrggbb` colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
