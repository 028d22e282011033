import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  shortcutRegistryFor,
  type ListedShortcut,
  type ShortcutHandler,
  type ShortcutOptions,
  type ShortcutRegistry,
  type ShortcutRoot,
} from './shortcutRegistry';

const RootContext = createContext<ShortcutRoot | null>(null);

/** Props of {@link ShortcutProvider}. */
export interface ShortcutProviderProps {
  /** Where keys are listened for. Default: the page's document. */
  root?: ShortcutRoot;
  children?: ReactNode;
}

/**
 * Sets the root whose shortcut registry the components below use. The page does not need
 * one (shortcuts use the document by default); the extension sidebar passes its shadow root
 * so that keys typed in the sidebar reach its shortcuts and the page's own fields are left alone.
 */
export function ShortcutProvider({ root, children }: ShortcutProviderProps) {
  return <RootContext value={root ?? null}>{children}</RootContext>;
}

/** The registry of the surrounding {@link ShortcutProvider}, else the document's. */
export function useShortcutRegistry(): ShortcutRegistry | undefined {
  const root = useContext(RootContext) ?? (typeof document === 'undefined' ? null : document);
  return root ? shortcutRegistryFor(root) : undefined;
}

/**
 * Registers a keyboard shortcut while the component is mounted (§2 "Page behaviours"): not
 * while the user types in a field, not behind an open dialog or drawer (unless the shortcut
 * belongs to it, see `scope`, or says `allowWhenModalOpen`), and only the highest-priority
 * listener of a combination runs. The handler may change on every render without
 * re-registering.
 */
export function useShortcut(
  combo: string,
  handler: ShortcutHandler,
  options: ShortcutOptions = {},
): void {
  const registry = useShortcutRegistry();
  const latest = useRef({ handler, scope: options.scope });
  useEffect(() => {
    latest.current = { handler, scope: options.scope };
  });
  const { priority, allowInInputs, allowWhenModalOpen, description, enabled } = options;
  useEffect(() => {
    if (!registry || enabled === false) return;
    return registry.register(combo, (event) => latest.current.handler(event), {
      priority,
      allowInInputs,
      allowWhenModalOpen,
      description,
      scope: () => latest.current.scope?.(),
    });
  }, [registry, combo, priority, allowInInputs, allowWhenModalOpen, description, enabled]);
}

const NO_SHORTCUTS: readonly ListedShortcut[] = [];

/** The shortcuts registered with a description, one per combination, for a help list. */
export function useRegisteredShortcuts(): readonly ListedShortcut[] {
  const registry = useShortcutRegistry();
  return useSyncExternalStore(
    (onChange) => registry?.subscribe(onChange) ?? (() => {}),
    () => registry?.list() ?? NO_SHORTCUTS,
    () => NO_SHORTCUTS,
  );
}
