// The page's main text as reading units: one per block of text (a paragraph, a heading, a list
// item), in document order, found without changing the page. The root is the page's <main> or
// <article> when it holds the text, else the element with the most paragraph text (the idea of
// Readability's candidate scoring, much simplified).
import { buildUnitText, type UnitText } from './unitText';

/** A block of the page's text, read as one piece. */
export interface ReadingUnit extends UnitText {
  /** The block element the text belongs to. */
  element: Element;
}

export interface ReadingUnitOptions {
  /**
   * Elements whose text is never read, besides navigation, hidden content and the extension's
   * own `motes-*` elements (the sidebar's host, the screen mask).
   */
  exclude?: readonly Element[];
}

/** Elements that start a block of text. Anything else (b, a, span, em…) is inline. */
const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BODY', 'CAPTION', 'DD', 'DETAILS', 'DIV', 'DL',
  'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6',
  'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY', 'TABLE', 'TD',
  'TH', 'TR', 'UL', 'BR',
]); // prettier-ignore
/** Elements skipped with everything inside them. */
const SKIPPED_TAGS = new Set([
  'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'NAV', 'ASIDE', 'FOOTER', 'BUTTON', 'SELECT',
  'TEXTAREA', 'INPUT', 'OPTION', 'SVG', 'MATH', 'IFRAME', 'OBJECT', 'CANVAS', 'VIDEO', 'AUDIO',
  'DIALOG',
]); // prettier-ignore
const SKIPPED_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search']);
/** A root needs this much paragraph text to be taken for the main text. */
const MIN_ROOT_TEXT = 200;
/** Text that is only punctuation or symbols is not read. */
const READABLE = /[\p{L}\p{N}]/u;

/** The element holding the page's main text. */
export function findReadingRoot(document: Document): Element {
  const body = document.body ?? document.documentElement;
  const landmarks = Array.from(
    document.querySelectorAll('main, [role="main"], article, [role="article"]'),
  ).filter((element) => !isSkipped(element) && paragraphText(element) >= MIN_ROOT_TEXT);
  // The outermost landmark: <main> around several <article>s reads them all.
  const outer = landmarks.find(
    (element) => !landmarks.some((other) => other !== element && other.contains(element)),
  );
  if (outer) return outer;
  return bestScoredContainer(body) ?? body;
}

/**
 * The units of `root` in document order. `<br>` and nested blocks split units; text in inline
 * elements (links, bold, spans) stays in its block's unit.
 */
export function collectReadingUnits(
  root: Element,
  options: ReadingUnitOptions = {},
): ReadingUnit[] {
  const excluded = options.exclude ?? [];
  const units: ReadingUnit[] = [];
  let current: { element: Element; nodes: Text[] } | null = null;
  const flush = () => {
    if (!current) return;
    const text = buildUnitText(current.nodes);
    if (READABLE.test(text.text)) units.push({ element: current.element, ...text });
    current = null;
  };
  const walk = (node: Node, block: Element) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (current?.element !== block) {
        flush();
        current = { element: block, nodes: [] };
      }
      current.nodes.push(node as Text);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    if (element !== root && (isSkipped(element) || excluded.includes(element))) return;
    const isBlock = element === root || BLOCK_TAGS.has(element.tagName.toUpperCase());
    if (isBlock) flush();
    const childBlock = isBlock ? element : block;
    for (const child of Array.from(element.childNodes)) walk(child, childBlock);
    if (isBlock) flush();
  };
  walk(root, root);
  flush();
  return units;
}

/**
 * The index of the unit a click or caret position `target` falls in: the unit holding that text
 * node, else the first unit of the nearest block around it, else the first unit inside it; -1
 * when `target` is outside every unit.
 */
export function unitIndexAt(units: readonly ReadingUnit[], target: Node): number {
  const exact = units.findIndex((unit) => unit.points.some((point) => point.node === target));
  if (exact >= 0) return exact;
  for (let node: Node | null = target; node; node = node.parentNode) {
    const index = units.findIndex((unit) => unit.element === node);
    if (index >= 0) return index;
  }
  return units.findIndex((unit) => target.contains(unit.element));
}

/** True for an element whose text is not part of the page's reading: hidden, navigation, ours. */
function isSkipped(element: Element): boolean {
  const tag = element.tagName.toUpperCase();
  if (SKIPPED_TAGS.has(tag) || tag.startsWith('MOTES-')) return true;
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return true;
  if (element.getAttribute('contenteditable') === 'true') return true;
  const role = element.getAttribute('role');
  if (role && SKIPPED_ROLES.has(role)) return true;
  // A page-level <header> is the site's banner; one inside an article holds its title.
  if (tag === 'HEADER' && !element.closest('main, article, [role="main"]')) return true;
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return style?.display === 'none' || style?.visibility === 'hidden';
}

/** Length of the text directly in paragraphs (p, li, blockquote, pre) under `element`. */
function paragraphText(element: Element): number {
  let total = 0;
  for (const paragraph of Array.from(element.querySelectorAll('p, li, blockquote, pre'))) {
    if (!paragraph.closest('nav, aside, footer, [aria-hidden="true"]')) {
      total += (paragraph.textContent ?? '').trim().length;
    }
  }
  return total;
}

/**
 * The container with the most paragraph text: each paragraph scores its parent by its length
 * and its grandparent by half of it, so the element that directly holds the article's
 * paragraphs wins over the page around it.
 */
function bestScoredContainer(body: Element): Element | null {
  const scores = new Map<Element, number>();
  for (const paragraph of Array.from(body.querySelectorAll('p, pre, blockquote'))) {
    if (paragraph.closest('nav, aside, footer, [aria-hidden="true"]')) continue;
    const length = (paragraph.textContent ?? '').trim().length;
    if (length < 25) continue;
    const parent = paragraph.parentElement;
    if (!parent) continue;
    scores.set(parent, (scores.get(parent) ?? 0) + length);
    const grandparent = parent.parentElement;
    if (grandparent) scores.set(grandparent, (scores.get(grandparent) ?? 0) + length / 2);
  }
  let best: Element | null = null;
  let bestScore = MIN_ROOT_TEXT;
  for (const [element, score] of scores) {
    if (score > bestScore && !isSkipped(element)) {
      best = element;
      bestScore = score;
    }
  }
  return best;
}
