// While a modal dialog is open, everything else the app renders is `inert`: no clicks, no
// focus, hidden from assistive technology. Dialogs can nest, so each element counts how many
// open dialogs asked for it to be inert; an element that was inert before is never touched.

import { STAYS_INTERACTIVE_ATTRIBUTE } from './staysInteractive';

export { STAYS_INTERACTIVE_ATTRIBUTE } from './staysInteractive';

const holds = new WeakMap<Element, number>();

function hold(element: Element) {
  const count = holds.get(element);
  if (count === undefined) {
    if (element.hasAttribute('inert')) return; // Someone else's: leave it alone.
    element.setAttribute('inert', '');
  }
  holds.set(element, (count ?? 0) + 1);
}

function release(element: Element) {
  const count = holds.get(element);
  if (count === undefined) return;
  if (count > 1) {
    holds.set(element, count - 1);
    return;
  }
  holds.delete(element);
  element.removeAttribute('inert');
}

function skipped(element: Element): boolean {
  return (
    element.hasAttribute(STAYS_INTERACTIVE_ATTRIBUTE) ||
    ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName)
  );
}

/**
 * Makes every sibling of `element`, and of each of its ancestors up to `<body>` (or the
 * shadow root it lives in), inert. Returns the function that undoes exactly that.
 */
export function inertOthers(element: Element): () => void {
  const held: Element[] = [];
  let node: Element = element;
  while (node.parentElement && node !== document.body) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || skipped(sibling)) continue;
      hold(sibling);
      held.push(sibling);
    }
    node = node.parentElement;
  }
  return () => held.forEach(release);
}
