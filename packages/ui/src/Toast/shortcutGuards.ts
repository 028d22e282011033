// §2 "Page behaviours": keyboard shortcuts ignore keystrokes typed in input or textarea
// fields, respect an open dialog or drawer, and the highest-priority listener wins.

/** True when the key press belongs to a field the user is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, [contenteditable="true"], [contenteditable=""]') !== null
  );
}

/**
 * True while a modal dialog or drawer is open in `root`. A shortcut that moves focus must
 * then stay quiet: pulling focus out of a modal would strand a keyboard user behind it.
 */
export function isModalOpen(root: Document | ShadowRoot = document): boolean {
  if (root.querySelector('[aria-modal="true"]')) return true;
  try {
    return root.querySelector('dialog:modal') !== null;
  } catch {
    // Engines without the :modal selector (older browsers, jsdom).
    return false;
  }
}

/**
 * The toast hotkey, Alt+T. Matched by physical key as well as by character because on macOS
 * Option+T types "†".
 */
export function isToastHotkey(event: KeyboardEvent): boolean {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  return event.code === 'KeyT' || event.key.toLowerCase() === 't';
}
