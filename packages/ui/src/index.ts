// The design system shared by the web app and the extension. Components carry class names
// only; apps load `@motes/ui/styles.css` once (the sidebar injects it into its shadow root).
export { BRAND_NAME } from './brand';
export { Alert, type AlertAction, type AlertProps, type AlertType } from './Alert/Alert';
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button';
export { BUTTON_HEIGHTS_PX, type ButtonSize } from './Button/buttonHeights';
export {
  LOADING_WAVE_DEFAULT_TEXT,
  LoadingWave,
  type LoadingWaveLayout,
  type LoadingWaveProps,
} from './LoadingWave/LoadingWave';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { classNames } from './classNames';
export { createToaster, resolveToastDuration, type Toaster } from './Toast/toaster';
export {
  TOAST_POSITIONS,
  TOAST_TYPES,
  type ToastAction,
  type ToastOptions,
  type ToastPosition,
  type ToastRecord,
  type ToastType,
} from './Toast/toastTypes';
export { ToastRegion, type ToastRegionProps } from './Toast/ToastRegion';
export { ToastProvider, useToaster, type ToastProviderProps } from './Toast/ToastProvider';
export { isModalOpen, isToastHotkey, isTypingTarget } from './Toast/shortcutGuards';
export { TextField, type TextFieldProps } from './TextField/TextField';
