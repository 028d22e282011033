import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  DROPDOWN_HOVER_DELAY_MS,
  DROPDOWN_TRANSITION_MS,
  DROPDOWN_WIDTH_PX,
  LAYERS,
  type DropdownPlacement,
} from '@motes/shared';
import { classNames } from '../classNames';
import { isRightToLeft } from '../internal/direction';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { usePresence } from '../internal/usePresence';
import { useStableId } from '../internal/useStableId';
import { DropdownMenu, type DropdownItem } from './DropdownMenu';

export type { DropdownItem } from './DropdownMenu';

/** How a {@link Dropdown} opens: on click, or on hover and focus after a 100 ms delay. */
export type DropdownTrigger = 'click' | 'hover';

/** Props of {@link Dropdown}. */
export interface DropdownProps {
  /** Content of the trigger button, e.g. "Resources" or the user's email. */
  label: ReactNode;
  items: readonly DropdownItem[];
  /**
   * §9 placements; defaults to `bottom-left`. Left and right follow the reading direction
   * (in Arabic `bottom-left` starts at the trigger's right edge). The menu flips to the
   * opposite side or alignment when it would overflow the viewport.
   */
  placement?: DropdownPlacement;
  /** Menu width in px; §9 default 215. */
  width?: number;
  /** §4: `hover` also opens on hover or focus, after 100 ms. Defaults to `click`. */
  trigger?: DropdownTrigger;
  /** §4: choosing an item closes the menu. Defaults to true. */
  closeOnSelect?: boolean;
  /** Called whenever the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Id of the menu element; generated when omitted. */
  id?: string;
  className?: string;
  /** Class of the trigger button, e.g. to match the navigation bar. */
  triggerClassName?: string;
}

type FocusRequest = 'first' | 'last' | null;

const ENABLED_ITEMS = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * A menu button (WAI-ARIA menu button pattern; §4 "Dropdown", §9). It opens on click, or in
 * hover mode on hover or focus after 100 ms. It closes on Escape, an outside click, blur,
 * Tab and (by default) on selection. Arrow keys, Home and End move between items. The menu
 * renders in a portal (see `PortalContainerProvider`), so no `overflow: hidden` clips it.
 */
export function Dropdown({
  label,
  items,
  placement = 'bottom-left',
  width = DROPDOWN_WIDTH_PX,
  trigger = 'click',
  closeOnSelect = true,
  onOpenChange,
  id,
  className,
  triggerClassName,
}: DropdownProps) {
  const menuId = useStableId('motes-dropdown', id);
  const triggerId = `${menuId}-trigger`;
  const [open, setOpenState] = useState(false);
  const [rtl, setRtl] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const { mounted, state } = usePresence(open, reducedMotion ? 0 : DROPDOWN_TRANSITION_MS);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusRequest = useRef<FocusRequest>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = useRef(open);

  function enabledItems(): HTMLElement[] {
    return [...(menuRef.current?.querySelectorAll<HTMLElement>(ENABLED_ITEMS) ?? [])];
  }

  function focusItem(which: 'first' | 'last' | 'next' | 'previous') {
    const enabled = enabledItems();
    if (enabled.length === 0) return;
    const current = enabled.indexOf(document.activeElement as HTMLElement);
    const index =
      which === 'first'
        ? 0
        : which === 'last'
          ? enabled.length - 1
          : which === 'next'
            ? (current + 1) % enabled.length
            : (current - 1 + enabled.length) % enabled.length;
    enabled[index]?.focus();
  }

  function setOpen(next: boolean, focus: FocusRequest = null) {
    clearTimeout(hoverTimer.current);
    focusRequest.current = next ? focus : null;
    // Read from the ref: a hover timer may call this from an older render.
    if (next === openRef.current) {
      if (next && focus) focusItem(focus);
      return;
    }
    if (next) setRtl(isRightToLeft(triggerRef.current));
    openRef.current = next;
    setOpenState(next);
    onOpenChange?.(next);
  }
  // The document listeners below call the latest setOpen, not the one of their first render.
  const latestSetOpen = useRef(setOpen);
  useEffect(() => {
    latestSetOpen.current = setOpen;
  });

  // Keyboard opening moves focus into the menu once it is rendered.
  useEffect(() => {
    if (!open || !focusRequest.current) return;
    const request = focusRequest.current;
    focusRequest.current = null;
    const enabled = [...(menuRef.current?.querySelectorAll<HTMLElement>(ENABLED_ITEMS) ?? [])];
    (request === 'first' ? enabled[0] : enabled.at(-1))?.focus();
  }, [open]);

  // §4: an outside click closes the menu. The event's path is read (not its target) because
  // inside the extension's shadow root the document sees the shadow host as the target.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: globalThis.MouseEvent) {
      const path = event.composedPath();
      if (rootRef.current && path.includes(rootRef.current)) return;
      if (menuRef.current && path.includes(menuRef.current)) return;
      latestSetOpen.current(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  function scheduleHover(next: boolean) {
    if (trigger !== 'hover') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(next), DROPDOWN_HOVER_DELAY_MS);
  }

  function closeAndFocusTrigger() {
    setOpen(false);
    triggerRef.current?.focus();
  }

  // Enter and Space reach here as a click with `detail` 0; they also move focus into the
  // menu, as the menu button pattern asks. A pointer click leaves focus on the trigger.
  function handleTriggerClick(event: MouseEvent<HTMLButtonElement>) {
    const focus: FocusRequest = event.detail === 0 ? 'first' : null;
    if (trigger === 'hover' || !open) setOpen(true, focus);
    else setOpen(false);
  }

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true, 'last');
    } else if (event.key === 'Escape' && open && !event.defaultPrevented) {
      event.preventDefault();
      setOpen(false);
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' } as const;
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key as keyof typeof moves]);
      return;
    }
    switch (event.key) {
      case 'Escape':
        if (event.defaultPrevented) return;
        // Handled here, so a dialog around the menu stays open.
        event.preventDefault();
        closeAndFocusTrigger();
        break;
      case 'Tab':
        // §4: Tab closes. The menu lives at the end of the page (a portal), so focus first
        // goes back to the trigger and the browser's Tab moves on from there; Shift+Tab
        // stops on the trigger itself.
        if (event.shiftKey) event.preventDefault();
        closeAndFocusTrigger();
        break;
      case ' ':
        // Space activates a link item as it does a button item (menu pattern).
        if (event.target instanceof HTMLAnchorElement) {
          event.preventDefault();
          event.target.click();
        }
        break;
    }
  }

  function select(item: DropdownItem) {
    if (item.disabled) return;
    item.onSelect?.();
    if (closeOnSelect && !item.keepOpen) closeAndFocusTrigger();
  }

  // §4: blur closes the menu once focus has left both the trigger and the menu. Focus events
  // from the portal bubble here through React's tree.
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (next && (rootRef.current?.contains(next) || menuRef.current?.contains(next))) return;
    if (open) setOpen(false);
  }

  const sizeStyle = {
    '--motes-dropdown-width': `${width}px`,
    '--motes-dropdown-duration': `${reducedMotion ? 0 : DROPDOWN_TRANSITION_MS}ms`,
    '--motes-layer-dropdown': String(LAYERS.dropdown),
  } as CSSProperties;

  return (
    <div
      ref={rootRef}
      className={classNames('motes-dropdown', className)}
      style={sizeStyle}
      onMouseEnter={() => scheduleHover(true)}
      onMouseLeave={() => scheduleHover(false)}
      onBlur={handleBlur}
    >
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={classNames('motes-dropdown__trigger', triggerClassName)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={handleTriggerClick}
        onKeyDown={handleTriggerKeyDown}
        onFocus={() => {
          if (!open) scheduleHover(true);
        }}
      >
        <span className="motes-dropdown__label">{label}</span>
        <ChevronIcon />
      </button>
      {mounted && (
        <DropdownMenu
          id={menuId}
          triggerId={triggerId}
          items={items}
          placement={placement}
          rtl={rtl}
          open={open}
          state={state}
          style={sizeStyle}
          triggerRef={triggerRef}
          menuRef={menuRef}
          onSelect={select}
          onKeyDown={handleMenuKeyDown}
          onPointerInside={scheduleHover}
        />
      )}
    </div>
  );
}

function ChevronIcon() {
  return (
    <svg
      className="motes-dropdown__chevron"
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
