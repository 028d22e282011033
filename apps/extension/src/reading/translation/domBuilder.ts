// A small element builder for the popover: text goes in as text nodes, never as HTML, so
// nothing the page or the server sends can inject markup.

type Child = Node | string | null | undefined | false;

/** Creates `<tag>` with `attributes` and `children` in `document`. */
export function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    created.append(child);
  }
  return created;
}
