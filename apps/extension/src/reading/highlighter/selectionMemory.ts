// The last text selected in the page itself. Pressing a colour in the sidebar may move focus
// (and, on some pages, the selection) away from the page; the highlighter then uses the
// selection the user made last. Selections inside the extension's own elements are ignored.

export interface SelectionMemory {
  /** The page's selection now, else the last one made in the page; null when none. */
  current(): Range | null;
  forget(): void;
  stop(): void;
}

function pageRange(document: Document): Range | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const body = document.body;
  if (!body || !body.contains(range.commonAncestorContainer)) return null;
  for (let node: Node | null = range.commonAncestorContainer; node; node = node.parentNode) {
    if (node instanceof Element && node.localName.startsWith('motes-')) return null;
  }
  return range.cloneRange();
}

export function rememberPageSelection(document: Document): SelectionMemory {
  let remembered: Range | null = pageRange(document);
  const handleChange = () => {
    const range = pageRange(document);
    if (range) remembered = range;
  };
  document.addEventListener('selectionchange', handleChange);
  return {
    current: () => pageRange(document) ?? remembered,
    forget() {
      remembered = null;
      document.getSelection()?.removeAllRanges();
    },
    stop: () => document.removeEventListener('selectionchange', handleChange),
  };
}
