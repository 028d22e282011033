import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from '../classNames';

/** Props of {@link TextField}; every native `<input>` prop passes through. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label; always shown, never a placeholder stand-in (WCAG 3.3.2). */
  label: ReactNode;
  /** Help shown under the label, e.g. "We'll send a sign-in link here". */
  hint?: ReactNode;
  /** Shown under the field with `role="alert"`, and marks the field invalid. */
  error?: ReactNode;
  /** Class of the wrapper, for layout by the caller. */
  className?: string;
}

/**
 * A labelled input with an optional hint and error. The hint and error are tied to the
 * input with `aria-describedby`, so a screen reader reads them when the field gets focus.
 */
export function TextField({
  label,
  hint,
  error,
  className,
  id,
  type = 'text',
  'aria-describedby': describedByFromCaller,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [
    describedByFromCaller,
    hint !== undefined ? hintId : undefined,
    hasError ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={classNames('motes-text-field', hasError && 'motes-text-field--invalid', className)}
    >
      <label className="motes-text-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="motes-text-field__hint">
          {hint}
        </p>
      )}
      <input
        {...inputProps}
        id={inputId}
        type={type}
        className="motes-text-field__input"
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hasError && (
        <p id={errorId} className="motes-text-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
