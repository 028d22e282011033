// The extension's own elements on a page (the sidebar, popovers, panels) are all `motes-*`
// custom elements; what happens inside them is not the page's.

/** Whether `node` is inside one of the extension's `motes-*` elements, across shadow roots. */
export function isInsideMotesElement(node: Node | null): boolean {
  let current: Node | null = node;
  while (current) {
    if (current instanceof Element && current.localName.startsWith('motes-')) return true;
    const root = current.getRootNode();
    current = current.parentNode ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return false;
}

/** Whether an event happened inside one of the extension's elements. */
export function isEventInsideMotesElement(event: Event): boolean {
  return event
    .composedPath()
    .some((target) => target instanceof Element && target.localName.startsWith('motes-'));
}
