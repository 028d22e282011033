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
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';
import { usePresence } from '../internal/usePresence';
import { useStableId } from '../internal/useStableId';

/** One entry of a {@link Dropdown} menu. */
export interface DropdownItem {
  /** Stable key; the label is used when it is a string and no id is given. */
  id?: string;
  label: ReactNode;
  /** Called when the item is chosen by click, Enter or Space. */
  onSelect?: () => void;
  disabled?: boolean;
  /** Keeps the menu open after this item is chosen, whatever `closeOnSelect` says. */
  keepOpen?: boolean;
}

/** How a {@link Dropdown} opens: on click, or on hover and focus after a 100 ms delay. */
export type DropdownTrigger = 'click' | 'hover';

/** Props of {@link Dropdown}. */
export interface DropdownProps {
  /** Content of the trigger button, e.g. "Resources" or the user's email. */
  label: ReactNode;
  items: readonly DropdownItem[];
  /** §9 placements; defaults to `bottom-left`. */
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

function itemKey(item: DropdownItem, index: number): string {
  return item.id ?? (typeof item.label === 'string' ? item.label : String(index));
}

/**
 * A menu button (WAI-ARIA menu button pattern; §4 "Dropdown", §9). It opens on click, or in
 * hover mode on hover or focus after 100 ms. It closes on Escape, an outside click, blur,
 * Tab and (by default) on selection. Arrow keys, Home and End move between items.
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
  const reducedMotion = usePrefersReducedMotion();
  const { mounted, state } = usePresence(open, reducedMotion ? 0 : DROPDOWN_TRANSITION_MS);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusRequest = useRef<FocusRequest>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  function setOpen(next: boolean, focus: FocusRequest = null) {
    clearTimeout(hoverTimer.current);
    focusRequest.current = next ? focus : null;
    // Read from the ref: a hover timer may call this from an older render.
    if (next === openRef.current) {
      if (next && focus) focusItem(focus);
      return;
    }
    openRef.current = next;
    setOpenState(next);
    onOpenChange?.(next);
  }

  function enabledItems(): HTMLElement[] {
    return [
      ...(menuRef.current?.querySelectorAll<HTMLElement>(
        '[role="menuitem"]:not([aria-disabled="true"])',
      ) ?? []),
    ];
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

  // Keyboard opening moves focus into the menu once it is rendered.
  useEffect(() => {
    if (!open || !focusRequest.current) return;
    const request = focusRequest.current;
    focusRequest.current = null;
    const enabled = [
      ...(menuRef.current?.querySelectorAll<HTMLElement>(
        '[role="menuitem"]:not([aria-disabled="true"])',
      ) ?? []),
    ];
    (request === 'first' ? enabled[0] : enabled.at(-1))?.focus();
  }, [open]);

  // §4: an outside click closes the menu.
  const latestClose = useRef(() => {});
  useEffect(() => {
    latestClose.current = () => {
      openRef.current = false;
      setOpenState(false);
      onOpenChange?.(false);
    };
  });
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: globalThis.MouseEvent) {
      const target = event.target as Node | null;
      if (target && rootRef.current?.contains(target)) return;
      latestClose.current();
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
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem('next');
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem('previous');
        break;
      case 'Home':
        event.preventDefault();
        focusItem('first');
        break;
      case 'End':
        event.preventDefault();
        focusItem('last');
        break;
      case 'Escape':
        if (event.defaultPrevented) return;
        // Handled here, so a dialog around the menu stays open.
        event.preventDefault();
        closeAndFocusTrigger();
        break;
      case 'Tab':
        // §4: Tab closes; focus moves on to the next element as usual.
        setOpen(false);
        break;
    }
  }

  function select(item: DropdownItem) {
    if (item.disabled) return;
    item.onSelect?.();
    if (closeOnSelect && !item.keepOpen) closeAndFocusTrigger();
  }

  // §4: blur closes the menu once focus has left both the trigger and the menu.
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current?.contains(next)) return;
    if (open) setOpen(false);
  }

  const rootStyle = {
    '--motes-dropdown-width': `${width}px`,
    '--motes-dropdown-duration': `${reducedMotion ? 0 : DROPDOWN_TRANSITION_MS}ms`,
    '--motes-layer-dropdown': String(LAYERS.dropdown),
  } as CSSProperties;

  return (
    <div
      ref={rootRef}
      className={classNames('motes-dropdown', className)}
      style={rootStyle}
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
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={triggerId}
          className={classNames('motes-dropdown__menu', `motes-dropdown__menu--${placement}`)}
          data-state={state}
          inert={!open}
          onKeyDown={handleMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={itemKey(item, index)} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="motes-dropdown__item"
                aria-disabled={item.disabled || undefined}
                onClick={() => select(item)}
                onMouseEnter={(event) => {
                  if (!item.disabled) event.currentTarget.focus();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
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
