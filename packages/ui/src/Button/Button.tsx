import type { ComponentPropsWithRef, CSSProperties, MouseEvent, ReactNode } from 'react';
import { classNames } from '../classNames';
import { Spinner } from '../Spinner/Spinner';
import { BUTTON_HEIGHTS_PX, type ButtonSize } from './buttonHeights';

/** Visual weight of a {@link Button}: one `primary` action per view, the rest quieter. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Props of {@link Button}; every native `<button>` prop passes through. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Height from §9: xs 24, sm 32, md 40 (default), lg 48 px. */
  size?: ButtonSize;
  /** Decorative icon before the label; replaced by a spinner while loading. */
  icon?: ReactNode;
  /** Shows a spinner instead of the icon and blocks clicks (§4 "Button"). */
  loading?: boolean;
  /** Label shown while loading, e.g. "Saving ..."; the normal label stays otherwise. */
  loadingText?: ReactNode;
  /**
   * Keeps the button in the tab order while loading. By default a loading button is
   * `disabled` (§4); set this when focus must not jump away, e.g. a form's submit button
   * that the user just pressed with the keyboard.
   */
  focusableWhenLoading?: boolean;
  /**
   * Looks disabled and ignores clicks but stays focusable, so the user can still reach it
   * and read why it is unavailable (from `aria-describedby` or a tooltip).
   */
  visuallyDisabled?: boolean;
}

/**
 * The product's button. Defaults to `type="button"` so that a button inside a form never
 * submits it by accident; pass `type="submit"` for the one that should.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  loading = false,
  loadingText,
  focusableWhenLoading = false,
  visuallyDisabled = false,
  disabled = false,
  type = 'button',
  className,
  style,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const nativelyDisabled = disabled || (loading && !focusableWhenLoading);
  // A focusable button that must not act announces itself with aria-disabled instead.
  const blocksClicks = !nativelyDisabled && (loading || visuallyDisabled);
  const leadingVisual = loading ? <Spinner /> : icon;
  const label = loading && loadingText !== undefined ? loadingText : children;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (blocksClicks) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  const sizeStyle = { '--motes-button-height': `${BUTTON_HEIGHTS_PX[size]}px` } as CSSProperties;

  return (
    <button
      {...rest}
      type={type}
      className={classNames(
        'motes-button',
        `motes-button--${variant}`,
        `motes-button--${size}`,
        (nativelyDisabled || blocksClicks) && 'motes-button--inactive',
        className,
      )}
      style={{ ...sizeStyle, ...style }}
      disabled={nativelyDisabled}
      aria-disabled={blocksClicks || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {leadingVisual !== undefined && leadingVisual !== null && (
        <span className="motes-button__icon" aria-hidden="true">
          {leadingVisual}
        </span>
      )}
      {label !== undefined && label !== null && (
        <span className="motes-button__label">{label}</span>
      )}
    </button>
  );
}
