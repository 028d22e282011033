// The Focus view's article (market-notes: "strips a page to its main article text, like a
// reader view"), found by Mozilla's Readability, the engine of Firefox's Reader View.
import { Readability } from '@mozilla/readability';

/** The page's main article, ready to show. */
export interface FocusArticle {
  title: string;
  byline: string | null;
  /** The article's body as inert, sanitised nodes. */
  content: DocumentFragment;
}

/** Elements the Focus view keeps; anything else is replaced by its children. */
const KEPT_ELEMENTS = new Set([
  'A',
  'B',
  'BLOCKQUOTE',
  'BR',
  'CAPTION',
  'CODE',
  'DD',
  'DL',
  'DT',
  'EM',
  'FIGCAPTION',
  'FIGURE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HR',
  'I',
  'IMG',
  'LI',
  'OL',
  'P',
  'PRE',
  'Q',
  'S',
  'SMALL',
  'STRONG',
  'SUB',
  'SUP',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TR',
  'U',
  'UL',
]);
/** Elements dropped with everything inside them. */
const DROPPED_ELEMENTS = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'SVG']);
const KEPT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan', 'scope'],
};

/**
 * Finds the main article of `sourceDocument` (left untouched: Readability works on a copy).
 * `null` when the page has no article-like text.
 */
export function extractFocusArticle(sourceDocument: Document): FocusArticle | null {
  const copy = sourceDocument.cloneNode(true) as Document;
  // The extension's own elements are not part of the page's text.
  copy.querySelectorAll('motes-sidebar, motes-screen-mask').forEach((element) => element.remove());
  const parsed = new Readability(copy).parse();
  if (!parsed?.content || !parsed.textContent?.trim()) return null;
  // DOMParser documents are inert: nothing in them loads or runs while they are sanitised.
  const inert = new DOMParser().parseFromString(parsed.content, 'text/html');
  const content = document.createDocumentFragment();
  for (const child of Array.from(inert.body.childNodes)) appendSanitised(child, content);
  return {
    title: parsed.title?.trim() || sourceDocument.title,
    byline: parsed.byline?.trim() || null,
    content,
  };
}

/** Copies `node` into `parent`, keeping only text, known elements and safe attributes. */
function appendSanitised(node: Node, parent: Node): void {
  if (node.nodeType === Node.TEXT_NODE) {
    parent.appendChild(document.createTextNode(node.textContent ?? ''));
    return;
  }
  if (!(node instanceof Element)) return;
  const tag = node.tagName.toUpperCase();
  if (DROPPED_ELEMENTS.has(tag)) return;
  let target: Node = parent;
  if (KEPT_ELEMENTS.has(tag)) {
    const copy = document.createElement(tag.toLowerCase());
    for (const name of KEPT_ATTRIBUTES[tag] ?? []) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      if ((name === 'href' || name === 'src') && !isWebUrl(value, document.baseURI)) continue;
      copy.setAttribute(
        name,
        name === 'href' || name === 'src' ? absoluteUrl(value, document.baseURI) : value,
      );
    }
    if (tag === 'A') copy.setAttribute('rel', 'noopener noreferrer');
    parent.appendChild(copy);
    target = copy;
  }
  for (const child of Array.from(node.childNodes)) appendSanitised(child, target);
}

function absoluteUrl(value: string, base: string): string {
  return new URL(value, base).href;
}

function isWebUrl(value: string, base: string): boolean {
  try {
    const { protocol } = new URL(value, base);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
