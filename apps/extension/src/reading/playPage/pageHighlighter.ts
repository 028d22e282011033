// Shows the sentence and the word being read in the page itself without rewriting it: the CSS
// Custom Highlight API paints Ranges of the page's own text nodes. Where it is missing, boxes
// drawn from the Range's client rects in one absolutely positioned overlay (no text node is
// split, nothing in the page moves). Scrolls to keep the word in view. `clear()` removes it all.
import type { ReadingHighlighter } from './playPagePlayer';

/** Background colours of the highlights (any CSS colour). Text is drawn dark on them. */
export interface ReadingHighlightColours {
  word: string;
  sentence: string;
}

/** Defaults: a strong yellow word inside a pale yellow sentence; black text on both ≥ 15:1. */
export const DEFAULT_READING_HIGHLIGHT_COLOURS: ReadingHighlightColours = {
  word: '#ffd43b',
  sentence: '#fff5cc',
};

/** The names the highlights are registered under (`::highlight(motes-word)`). */
export const WORD_HIGHLIGHT_NAME = 'motes-word';
export const SENTENCE_HIGHLIGHT_NAME = 'motes-sentence';
/** The overlay's element (a `motes-*` name, so reading skips it). */
export const OVERLAY_TAG = 'motes-reading-highlight';

export interface PageHighlighter extends ReadingHighlighter {
  setColours(colours: Partial<ReadingHighlightColours>): void;
  /** Which way the highlights are drawn on this page. */
  readonly mode: 'custom-highlights' | 'overlay';
}

export interface PageHighlighterOptions {
  colours?: Partial<ReadingHighlightColours>;
  /** Default true: scroll when the word leaves the viewport. */
  followWord?: boolean;
  /** Draw with the overlay even where the Custom Highlight API exists (tests, odd pages). */
  forceOverlay?: boolean;
}

/** A highlighter for `document` (the Custom Highlight API when the browser has it). */
export function createPageHighlighter(
  document: Document,
  options: PageHighlighterOptions = {},
): PageHighlighter {
  const view = document.defaultView!;
  let colours = withColours(DEFAULT_READING_HIGHLIGHT_COLOURS, options.colours ?? {});
  const painter =
    !options.forceOverlay && supportsCustomHighlights(view)
      ? customHighlightPainter(document, view)
      : overlayPainter(document, view);
  let shown: { sentence: Range | null; word: Range | null } = { sentence: null, word: null };
  let lastWord: Range | null = null;

  return {
    mode: painter.mode,
    show(sentence, word) {
      shown = { sentence, word };
      painter.paint(sentence, word, colours);
      if (word && word !== lastWord && options.followWord !== false) followWord(view, word);
      lastWord = word;
    },
    clear() {
      shown = { sentence: null, word: null };
      lastWord = null;
      painter.remove();
    },
    setColours(change) {
      colours = withColours(colours, change);
      if (shown.sentence || shown.word) painter.paint(shown.sentence, shown.word, colours);
    },
  };
}

/** Hex, rgb()/hsl() or a colour keyword; anything else (it goes into CSS text) is ignored. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d.,%\s/]+\)|[a-z]+)$/i;

function withColours(
  colours: ReadingHighlightColours,
  change: Partial<ReadingHighlightColours>,
): ReadingHighlightColours {
  const pick = (value: string | undefined, fallback: string) =>
    value !== undefined && SAFE_COLOUR.test(value.trim()) ? value.trim() : fallback;
  return {
    word: pick(change.word, colours.word),
    sentence: pick(change.sentence, colours.sentence),
  };
}

interface Painter {
  mode: PageHighlighter['mode'];
  paint(sentence: Range | null, word: Range | null, colours: ReadingHighlightColours): void;
  remove(): void;
}

type HighlightWindow = Window & {
  CSS?: { highlights?: Map<string, unknown> };
  Highlight?: new (...ranges: Range[]) => unknown;
};

function supportsCustomHighlights(view: Window): boolean {
  const scope = view as HighlightWindow;
  return Boolean(scope.CSS?.highlights && typeof scope.Highlight === 'function');
}

function customHighlightPainter(document: Document, view: Window): Painter {
  const scope = view as HighlightWindow;
  const registry = scope.CSS!.highlights!;
  const HighlightClass = scope.Highlight!;
  let sheet:
    | { kind: 'adopted'; sheet: CSSStyleSheet }
    | { kind: 'element'; element: HTMLStyleElement }
    | null = null;
  let sheetText = '';
  const setStyle = (text: string) => {
    if (text === sheetText && sheet) return;
    sheetText = text;
    if (sheet?.kind === 'adopted') return sheet.sheet.replaceSync(text);
    if (sheet?.kind === 'element') return void (sheet.element.textContent = text);
    try {
      // A constructed sheet adds nothing to the page's DOM.
      const constructed = new CSSStyleSheet();
      constructed.replaceSync(text);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, constructed];
      sheet = { kind: 'adopted', sheet: constructed };
    } catch {
      const element = document.createElement('style');
      element.dataset.motes = 'reading-highlight';
      element.textContent = text;
      (document.head ?? document.documentElement).append(element);
      sheet = { kind: 'element', element };
    }
  };
  return {
    mode: 'custom-highlights',
    paint(sentence, word, colours) {
      setStyle(
        `::highlight(${SENTENCE_HIGHLIGHT_NAME}) { background-color: ${colours.sentence}; color: #000; }\n` +
          `::highlight(${WORD_HIGHLIGHT_NAME}) { background-color: ${colours.word}; color: #000; }`,
      );
      if (sentence) registry.set(SENTENCE_HIGHLIGHT_NAME, new HighlightClass(sentence));
      else registry.delete(SENTENCE_HIGHLIGHT_NAME);
      if (word) registry.set(WORD_HIGHLIGHT_NAME, new HighlightClass(word));
      else registry.delete(WORD_HIGHLIGHT_NAME);
    },
    remove() {
      registry.delete(SENTENCE_HIGHLIGHT_NAME);
      registry.delete(WORD_HIGHLIGHT_NAME);
      if (sheet?.kind === 'adopted') {
        const added = sheet.sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== added);
      } else {
        sheet?.element.remove();
      }
      sheet = null;
      sheetText = '';
    },
  };
}

function overlayPainter(document: Document, view: Window): Painter {
  let host: HTMLElement | null = null;
  let layer: ShadowRoot | null = null;
  let last: { sentence: Range | null; word: Range | null; colours: ReadingHighlightColours };
  const repaint = () => last && draw(last.sentence, last.word, last.colours);
  const draw = (sentence: Range | null, word: Range | null, colours: ReadingHighlightColours) => {
    last = { sentence, word, colours };
    if (!host) {
      host = document.createElement(OVERLAY_TAG);
      // Out of the flow, on top, and never in the way of the pointer or assistive technology.
      host.setAttribute('aria-hidden', 'true');
      host.style.cssText =
        'position:absolute;top:0;left:0;width:0;height:0;margin:0;padding:0;border:0;' +
        'pointer-events:none;z-index:2147483646;contain:layout style;';
      layer = host.attachShadow({ mode: 'open' });
      document.documentElement.append(host);
      view.addEventListener('resize', repaint);
    }
    const boxes: string[] = [];
    const origin = host.getBoundingClientRect();
    const addBoxes = (range: Range | null, colour: string) => {
      for (const rect of range ? Array.from(range.getClientRects()) : []) {
        if (rect.width < 1 || rect.height < 1) continue;
        boxes.push(
          `<div style="position:absolute;left:${rect.left - origin.left}px;top:${rect.top - origin.top}px;` +
            `width:${rect.width}px;height:${rect.height}px;background:${colour};` +
            `mix-blend-mode:multiply;opacity:0.9"></div>`,
        );
      }
    };
    addBoxes(sentence, colours.sentence);
    addBoxes(word, colours.word);
    layer!.innerHTML = boxes.join('');
  };
  return {
    mode: 'overlay',
    paint: draw,
    remove() {
      view.removeEventListener('resize', repaint);
      host?.remove();
      host = null;
      layer = null;
    },
  };
}

/** Scrolls the word back into view when it has left it (instantly under reduced motion). */
function followWord(view: Window, word: Range): void {
  const rect = word.getBoundingClientRect?.();
  if (!rect || (rect.width === 0 && rect.height === 0)) return;
  const margin = Math.min(80, view.innerHeight / 6);
  if (rect.top >= margin && rect.bottom <= view.innerHeight - margin) return;
  const reduced = view.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  view.scrollBy({ top: rect.top - view.innerHeight / 3, behavior: reduced ? 'instant' : 'smooth' });
}
