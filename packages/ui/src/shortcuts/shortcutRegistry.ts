// §2 "Page behaviours": keyboard shortcuts ignore keystrokes typed in input or textarea
// fields, respect an open dialog or drawer, and the highest-priority listener for a key
// combination wins. One registry per root (the page's document, or the extension sidebar's
// shadow root) holds every shortcut and listens for keydown once.
import { isTypingTarget } from '../Toast/shortcutGuards';
import { matchesShortcut, parseShortcut, type ShortcutCombo } from './shortcutCombo';

/** Where a registry listens: the page, or a shadow root (the extension sidebar). */
export type ShortcutRoot = Document | ShadowRoot;

/**
 * Runs when the combination is pressed. Returning `false` declines the key press (e.g. the
 * toast hotkey with no toast to focus), and the next listener in priority order gets it.
 */
export type ShortcutHandler = (event: KeyboardEvent) => void | boolean;

/** How a shortcut behaves. */
export interface ShortcutOptions {
  /** Higher wins; ties go to the shortcut registered last. Default 0. */
  priority?: number;
  /** Also run while the user types in a field. Default false (§2). */
  allowInInputs?: boolean;
  /** Also run while a modal dialog or drawer is open. Default false (§2). */
  allowWhenModalOpen?: boolean;
  /**
   * The element the shortcut belongs to. A shortcut whose element is inside the open dialog
   * or drawer runs while it is open (it belongs to the dialog).
   */
  scope?: () => Element | null | undefined;
  /** Shown in the list of keyboard shortcuts (help widget); omitted shortcuts are not listed. */
  description?: string;
  /** Turns the shortcut off without unregistering it. Default true. */
  enabled?: boolean;
}

/** A listed shortcut: its combination as `aria-keyshortcuts` spells it, and what it does. */
export interface ListedShortcut {
  keys: string;
  description: string;
}

interface Entry extends ShortcutOptions {
  combo: ShortcutCombo;
  handler: ShortcutHandler;
  sequence: number;
}

/** The shortcuts of one root. */
export interface ShortcutRegistry {
  readonly root: ShortcutRoot;
  /** Adds a shortcut; the returned function removes it. */
  register(combo: string, handler: ShortcutHandler, options?: ShortcutOptions): () => void;
  /** Offers a key press to the registered shortcuts; true when one of them took it. */
  handleKeyDown(event: KeyboardEvent): boolean;
  /** The listed shortcuts, one per combination (the one that would win). Stable between changes. */
  list(): readonly ListedShortcut[];
  subscribe(listener: () => void): () => void;
}

/** Fields, selects and text widgets: keys typed there belong to the field. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (isTypingTarget(target)) return true;
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (
    (target as Element).closest(
      'select, [role="textbox"], [role="searchbox"], [role="combobox"]',
    ) !== null
  );
}

/**
 * The open modal dialog or drawer in `root` that the user sees on top (the last one in the
 * page), or null. Drawers count when they are marked `aria-modal="true"`, as modal ones must be.
 */
export function topModalElement(root: ShortcutRoot): Element | null {
  const modals = [...root.querySelectorAll('[aria-modal="true"]')];
  try {
    modals.push(...root.querySelectorAll('dialog:modal'));
  } catch {
    // Engines without the :modal selector (jsdom).
  }
  if (modals.length === 0) return null;
  return modals.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[modals.length - 1]!;
}

/** Creates the registry of `root`. Most code uses {@link shortcutRegistryFor} instead. */
export function createShortcutRegistry(root: ShortcutRoot): ShortcutRegistry {
  const entries = new Set<Entry>();
  const listeners = new Set<() => void>();
  let sequence = 0;
  let listed: readonly ListedShortcut[] = [];

  function winnersFirst(candidates: Entry[]): Entry[] {
    return candidates.sort(
      (a, b) => (b.priority ?? 0) - (a.priority ?? 0) || b.sequence - a.sequence,
    );
  }

  function changed() {
    const byKeys = new Map<string, ListedShortcut>();
    for (const entry of winnersFirst([...entries].filter((entry) => entry.enabled !== false))) {
      if (!entry.description || byKeys.has(entry.combo.label)) continue;
      byKeys.set(entry.combo.label, { keys: entry.combo.label, description: entry.description });
    }
    listed = [...byKeys.values()];
    listeners.forEach((listener) => listener());
  }

  function onKeyDown(event: Event) {
    registry.handleKeyDown(event as KeyboardEvent);
  }

  const registry: ShortcutRegistry = {
    root,
    register(combo, handler, options = {}) {
      const entry: Entry = {
        ...options,
        combo: parseShortcut(combo),
        handler,
        sequence: ++sequence,
      };
      if (entries.size === 0) root.addEventListener('keydown', onKeyDown);
      entries.add(entry);
      changed();
      return () => {
        if (!entries.delete(entry)) return;
        if (entries.size === 0) root.removeEventListener('keydown', onKeyDown);
        changed();
      };
    },
    handleKeyDown(event) {
      // A listener nearer the target (a field, a menu) already used this key press: it wins.
      if (event.defaultPrevented || event.isComposing) return false;
      // Inside a shadow root the event reaches the document retargeted to the host.
      const target = event.composedPath?.()[0] ?? event.target;
      const typing = isEditableTarget(target);
      const modal = topModalElement(root);
      const candidates = [...entries].filter((entry) => {
        if (entry.enabled === false || !matchesShortcut(entry.combo, event)) return false;
        if (typing && !entry.allowInInputs) return false;
        if (!modal || entry.allowWhenModalOpen) return true;
        const element = entry.scope?.();
        return element != null && modal.contains(element);
      });
      for (const entry of winnersFirst(candidates)) {
        if (entry.handler(event) === false) continue;
        event.preventDefault();
        return true;
      }
      return false;
    },
    list: () => listed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return registry;
}

const registries = new WeakMap<ShortcutRoot, ShortcutRegistry>();

/**
 * The one registry of `root`, created on first use. Every shortcut of a page shares it, so
 * priorities compare across the whole page whichever component registered them.
 */
export function shortcutRegistryFor(root: ShortcutRoot): ShortcutRegistry {
  let registry = registries.get(root);
  if (!registry) {
    registry = createShortcutRegistry(root);
    registries.set(root, registry);
  }
  return registry;
}
