// How the five §3 highlighters ("Default highlight colours") paint text, in the page and in
// lists of highlights. Black text on each keeps a contrast above 10:1.
import type { HighlightColourName } from '../identity/highlightColours';

/** The background of each highlighter colour (CSS hex). */
export const HIGHLIGHT_PAINT_COLOURS: Readonly<Record<HighlightColourName, string>> = Object.freeze(
  {
    blue: '#a5d8ff',
    yellow: '#ffe066',
    green: '#8ce99a',
    orange: '#ffc078',
    purple: '#d0bfff',
  },
);
