import type { CSSProperties, KeyboardEvent, ReactNode, RefObject } from 'react';
import { LAYERS, type DropdownPlacement } from '@motes/shared';
import { classNames } from '../classNames';
import { Link } from '../Link/Link';
import type { Align, Side } from '../internal/placement';
import { useFloatingPosition } from '../internal/useFloatingPosition';
import { Portal } from '../Portal/PortalContainer';

/** One entry of a dropdown menu. */
export interface DropdownItem {
  /** Stable key; the label is used when it is a string and no id is given. */
  id?: string;
  label: ReactNode;
  /** Called when the item is chosen by click, Enter or Space. */
  onSelect?: () => void;
  disabled?: boolean;
  /** Keeps the menu open after this item is chosen, whatever `closeOnSelect` says. */
  keepOpen?: boolean;
  /**
   * Makes the item a link (`<a role="menuitem">`, through {@link Link}) to this in-app path or
   * external address, so it can also be opened in a new tab; `onSelect` still runs first.
   */
  href?: string;
}

/** The gap between the trigger and the menu, in px. */
const MENU_GAP_PX = 4;

/**
 * The physical side and alignment of a §9 placement. Names follow the reading direction:
 * in right-to-left, `bottom-left` lines the menu up with the trigger's inline start (its
 * right edge) and `left` opens towards the inline start (to the right).
 */
export function dropdownSideAlign(
  placement: DropdownPlacement,
  rtl: boolean,
): { side: Side; align: Align } {
  const towardsStart: Align = rtl ? 'end' : 'start';
  const towardsEnd: Align = rtl ? 'start' : 'end';
  switch (placement) {
    case 'left':
      return { side: rtl ? 'right' : 'left', align: 'start' };
    case 'right':
      return { side: rtl ? 'left' : 'right', align: 'start' };
    default: {
      const [side, edge] = placement.split('-') as ['top' | 'bottom', 'left' | 'right' | 'center'];
      return {
        side,
        align: edge === 'center' ? 'center' : edge === 'left' ? towardsStart : towardsEnd,
      };
    }
  }
}

function itemKey(item: DropdownItem, index: number): string {
  return item.id ?? (typeof item.label === 'string' ? item.label : String(index));
}

interface DropdownMenuProps {
  id: string;
  triggerId: string;
  items: readonly DropdownItem[];
  placement: DropdownPlacement;
  rtl: boolean;
  open: boolean;
  state: 'open' | 'closed';
  style: CSSProperties;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuRef: RefObject<HTMLUListElement | null>;
  onSelect: (item: DropdownItem) => void;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  onPointerInside: (inside: boolean) => void;
}

/** The menu list, rendered in a portal and kept beside its trigger (flipping if needed). */
export function DropdownMenu({
  id,
  triggerId,
  items,
  placement,
  rtl,
  open,
  state,
  style,
  triggerRef,
  menuRef,
  onSelect,
  onKeyDown,
  onPointerInside,
}: DropdownMenuProps) {
  const { side, align } = dropdownSideAlign(placement, rtl);
  const position = useFloatingPosition(triggerRef, menuRef, open, {
    side,
    align,
    gap: MENU_GAP_PX,
    layer: LAYERS.dropdown,
  });
  return (
    <Portal>
      <ul
        ref={menuRef}
        id={id}
        role="menu"
        aria-labelledby={triggerId}
        className={classNames('motes-dropdown__menu', `motes-dropdown__menu--${placement}`)}
        data-state={state}
        data-side={position.placement?.side ?? side}
        style={{ ...style, ...position.style }}
        inert={!open}
        onKeyDown={onKeyDown}
        // Keeps focus where it is while pressing, so the press is not a "blur" (§4) first.
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => onPointerInside(true)}
        onMouseLeave={() => onPointerInside(false)}
      >
        {items.map((item, index) => (
          <li key={itemKey(item, index)} role="none">
            {item.href && !item.disabled ? (
              <Link
                to={item.href}
                role="menuitem"
                tabIndex={-1}
                className="motes-dropdown__item"
                onClick={() => onSelect(item)}
                onMouseEnter={(event) => event.currentTarget.focus()}
              >
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="motes-dropdown__item"
                aria-disabled={item.disabled || undefined}
                onClick={() => onSelect(item)}
                onMouseEnter={(event) => {
                  if (!item.disabled) event.currentTarget.focus();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Portal>
  );
}
