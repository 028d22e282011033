import { Spinner } from '../Spinner/Spinner';
import type { ToastType } from './toastTypes';

/** Each type has its own shape, so the type never depends on colour alone (WCAG 1.4.1). */
const PATHS: Record<Exclude<ToastType, 'loading'>, string> = {
  success: 'M4 8.5l2.5 2.5L12 5.5',
  error: 'M5 5l6 6M11 5l-6 6',
  warning: 'M8 4v5M8 11.5v.5',
  info: 'M8 7v5M8 4.5v.5',
  primary: 'M8 3.5l1.3 2.9 3.2.3-2.4 2.1.7 3.1L8 10.3 5.2 11.9l.7-3.1-2.4-2.1 3.2-.3z',
};

/** The decorative icon of a toast type; loading shows a spinner. */
export function ToastIcon({ type }: { type: ToastType }) {
  if (type === 'loading') return <Spinner className="motes-toast__icon" />;
  return (
    <svg
      className="motes-toast__icon"
      viewBox="0 0 16 16"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[type]}
        fill={type === 'primary' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
