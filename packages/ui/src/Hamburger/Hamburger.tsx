import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import { HAMBURGER_SIZE_PX } from '@motes/shared';
import { classNames } from '../classNames';
import { useTranslate } from '../i18n/LocalizationProvider';

/** Props of {@link Hamburger}; native `<button>` props pass through. */
export interface HamburgerProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onToggle' | 'children'
> {
  /** Whether the menu it controls is open. */
  open: boolean;
  /** Called with the next open state when the button is pressed. */
  onToggle: (open: boolean) => void;
  /** Id of the menu it shows and hides (`aria-controls`). */
  controls: string;
  /** Accessible name, "Menu" by default; it stays the same while `aria-expanded` tells the state. */
  label?: string;
  /** Square size in px; §9 default 40. */
  size?: number;
  /** Icon shown while the menu is open; defaults to a cross. */
  openIcon?: ReactNode;
  /** Icon shown while the menu is closed; defaults to three bars. */
  closedIcon?: ReactNode;
}

/**
 * The mobile navigation toggle (§2 "Shared interface pieces", §9 "Hamburger default size
 * 40 px"). A disclosure button: `aria-expanded` and `aria-controls` describe the menu.
 */
export function Hamburger({
  open,
  onToggle,
  controls,
  label,
  size = HAMBURGER_SIZE_PX,
  openIcon = <CloseIcon />,
  closedIcon = <BarsIcon />,
  className,
  style,
  onClick,
  ...rest
}: HamburgerProps) {
  const t = useTranslate();
  const sizeStyle = { '--motes-hamburger-size': `${size}px` } as CSSProperties;
  return (
    <button
      type="button"
      {...rest}
      className={classNames('motes-hamburger', open && 'motes-hamburger--open', className)}
      style={{ ...sizeStyle, ...style }}
      aria-label={label ?? t('ui-hamburger-label', undefined, 'Menu')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onToggle(!open);
      }}
    >
      <span className="motes-hamburger__icon" aria-hidden="true">
        {open ? openIcon : closedIcon}
      </span>
    </button>
  );
}

function BarsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" data-icon="closed">
      <path
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" data-icon="open">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
