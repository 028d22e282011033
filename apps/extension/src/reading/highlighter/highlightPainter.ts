// Paints the user's highlights in the page without touching its DOM: the CSS Custom Highlight
// API, one highlight name per §3 colour (`::highlight(motes-highlight-yellow)`), as Play Page
// does (../playPage/pageHighlighter.ts). The painted set is kept on a global of the content
// script's isolated world, so the restore chunk (on page load) and the sidebar's tool (later)
// paint one set between them.
import {
  HIGHLIGHT_COLOURS,
  HIGHLIGHT_PAINT_COLOURS,
  type HighlightColourName,
} from '@motes/shared';

/** The highlight name of a colour. */
export const highlightName = (colour: HighlightColourName) => `motes-highlight-${colour}`;

interface PaintedHighlight {
  colour: HighlightColourName;
  range: Range;
}

interface PainterState {
  painted: Map<string, PaintedHighlight>;
  sheet: CSSStyleSheet | null;
}

type HighlightWindow = Window & {
  CSS?: { highlights?: Map<string, unknown> };
  Highlight?: new (...ranges: Range[]) => unknown;
};

const STATE_KEY = Symbol.for('motes.highlightPainter');

function stateOf(view: Window): PainterState {
  const scope = view as Window & { [STATE_KEY]?: PainterState };
  return (scope[STATE_KEY] ??= { painted: new Map(), sheet: null });
}

/** Whether this browser can colour text in the page (Chromium 105+, Firefox 140+). */
export function canPaintHighlights(view: Window): boolean {
  const scope = view as HighlightWindow;
  return Boolean(scope.CSS?.highlights && typeof scope.Highlight === 'function');
}

function styleText(): string {
  return HIGHLIGHT_COLOURS.map(
    (colour) =>
      `::highlight(${highlightName(colour)}) { background-color: ${HIGHLIGHT_PAINT_COLOURS[colour]}; color: #000; }`,
  ).join('\n');
}

function repaint(document: Document): void {
  const view = document.defaultView;
  if (!view || !canPaintHighlights(view)) return;
  const state = stateOf(view);
  if (!state.sheet) {
    // A constructed sheet adds nothing to the page's DOM.
    state.sheet = new CSSStyleSheet();
    state.sheet.replaceSync(styleText());
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, state.sheet];
  }
  const scope = view as HighlightWindow;
  for (const colour of HIGHLIGHT_COLOURS) {
    const ranges = [...state.painted.values()]
      .filter((entry) => entry.colour === colour)
      .map((entry) => entry.range);
    if (ranges.length === 0) scope.CSS!.highlights!.delete(highlightName(colour));
    else scope.CSS!.highlights!.set(highlightName(colour), new scope.Highlight!(...ranges));
  }
}

/** Paints (or repaints in a new colour) one highlight. */
export function paintHighlight(
  document: Document,
  id: string,
  colour: HighlightColourName,
  range: Range,
): void {
  if (!document.defaultView) return;
  stateOf(document.defaultView).painted.set(id, { colour, range });
  repaint(document);
}

/** Removes one highlight's paint. */
export function unpaintHighlight(document: Document, id: string): void {
  if (!document.defaultView) return;
  stateOf(document.defaultView).painted.delete(id);
  repaint(document);
}

/** The ids painted now (tests, and to skip work already done). */
export function paintedHighlightIds(document: Document): string[] {
  return document.defaultView ? [...stateOf(document.defaultView).painted.keys()] : [];
}
