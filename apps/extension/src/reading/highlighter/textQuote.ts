// W3C Web Annotation TextQuoteSelector over the page's text: describe a selected Range as the
// quoted text with some text before (prefix) and after (suffix) it, and find it again later —
// after a reload, or when the page's markup changed and no offset can be trusted. The text
// is the page's own text nodes joined, as `Range.toString()` gives it (never the rendered text,
// which `text-transform` and layout change).
import { HIGHLIGHT_CONTEXT_LENGTH, type TextQuoteSelector } from '@motes/shared';

/** Elements whose text is not the page's reading text. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'SELECT']);

/** The page's text and where each text node starts in it. */
interface TextIndex {
  text: string;
  nodes: Text[];
  starts: number[];
}

function isSkipped(element: Element | null, root: Node): boolean {
  for (let current = element; current && current !== root; current = current.parentElement) {
    if (SKIPPED.has(current.tagName) || current.localName.startsWith('motes-')) return true;
  }
  return false;
}

function indexText(root: Node): TextIndex {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      isSkipped(node.parentElement, root) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  const starts: number[] = [];
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push(node as Text);
    starts.push(text.length);
    text += (node as Text).data;
  }
  return { text, nodes, starts };
}

/** The offset in `index.text` of a Range boundary point. */
function offsetOf(index: TextIndex, container: Node, offset: number): number {
  const point = container.ownerDocument!.createRange();
  point.setStart(container, offset);
  let before = 0;
  for (let i = 0; i < index.nodes.length; i += 1) {
    const node = index.nodes[i]!;
    if (node === container) return index.starts[i]! + offset;
    if (point.comparePoint(node, 0) >= 0) break;
    before = index.starts[i]! + node.data.length;
  }
  return before;
}

/**
 * The selector of `range` within `root` (usually `document.body`), with white space at its
 * ends left out; null when the range holds no page text (or lies outside `root`).
 */
export function describeRange(range: Range, root: Node): TextQuoteSelector | null {
  if (!root.contains(range.commonAncestorContainer)) return null;
  const index = indexText(root);
  let start = offsetOf(index, range.startContainer, range.startOffset);
  let end = offsetOf(index, range.endContainer, range.endOffset);
  while (start < end && /\s/.test(index.text[start]!)) start += 1;
  while (end > start && /\s/.test(index.text[end - 1]!)) end -= 1;
  if (start >= end) return null;
  return {
    exact: index.text.slice(start, end),
    prefix: index.text.slice(Math.max(0, start - HIGHLIGHT_CONTEXT_LENGTH), start),
    suffix: index.text.slice(end, end + HIGHLIGHT_CONTEXT_LENGTH),
  };
}

/** How many characters at the end of `a` and the end of `b` agree. */
function commonEnd(a: string, b: string): number {
  let count = 0;
  while (
    count < a.length &&
    count < b.length &&
    a[a.length - 1 - count] === b[b.length - 1 - count]
  )
    count += 1;
  return count;
}

/** How many characters at the start of `a` and `b` agree. */
function commonStart(a: string, b: string): number {
  let count = 0;
  while (count < a.length && count < b.length && a[count] === b[count]) count += 1;
  return count;
}

/**
 * Finds `selector` in `root`'s text: of every place its exact text occurs, the one whose
 * surroundings agree best with its prefix and suffix. Null when the text is not there.
 */
export function anchorQuote(root: Node, selector: TextQuoteSelector): Range | null {
  const index = indexText(root);
  let best: { start: number; score: number } | null = null;
  for (
    let start = index.text.indexOf(selector.exact);
    start !== -1;
    start = index.text.indexOf(selector.exact, start + 1)
  ) {
    const end = start + selector.exact.length;
    const score =
      commonEnd(
        index.text.slice(Math.max(0, start - selector.prefix.length), start),
        selector.prefix,
      ) + commonStart(index.text.slice(end, end + selector.suffix.length), selector.suffix);
    if (!best || score > best.score) best = { start, score };
  }
  if (!best) return null;
  return rangeOf(index, best.start, best.start + selector.exact.length);
}

function rangeOf(index: TextIndex, start: number, end: number): Range | null {
  const range = index.nodes[0]?.ownerDocument.createRange();
  if (!range) return null;
  let started = false;
  for (let i = 0; i < index.nodes.length; i += 1) {
    const node = index.nodes[i]!;
    const nodeStart = index.starts[i]!;
    const nodeEnd = nodeStart + node.data.length;
    if (!started && start >= nodeStart && start < nodeEnd) {
      range.setStart(node, start - nodeStart);
      started = true;
    }
    if (started && end > nodeStart && end <= nodeEnd) {
      range.setEnd(node, end - nodeStart);
      return range;
    }
  }
  return null;
}
