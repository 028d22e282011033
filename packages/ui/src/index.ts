// The design system shared by the web app and the extension. Components carry class names
// only; apps load `@motes/ui/styles.css` once (the sidebar injects it into its shadow root).
export { BRAND_NAME } from './brand';
export { Alert, type AlertAction, type AlertProps, type AlertType } from './Alert/Alert';
export { Avatar, type AvatarProps } from './Avatar/Avatar';
export {
  AVATAR_SIZES,
  AVATAR_SIZES_PX,
  GENERIC_AVATAR_LABEL,
  avatarImageUrl,
  type AvatarSize,
} from './Avatar/avatarSizes';
export {
  nextImageLoadStatus,
  type ImageLoadEvent,
  type ImageLoadStatus,
} from './Avatar/imageLoading';
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
export { Card, type CardElement, type CardProps } from './Card/Card';
export { Dialog, type DialogCloseReason, type DialogProps } from './Dialog/Dialog';
export {
  Dropdown,
  type DropdownItem,
  type DropdownProps,
  type DropdownTrigger,
} from './Dropdown/Dropdown';
export { Hamburger, type HamburgerProps } from './Hamburger/Hamburger';
export { Link, type LinkProps } from './Link/Link';
export { isExternalHref, withNoOpener } from './Link/isExternalHref';
export {
  LinkNavigationProvider,
  useLinkNavigation,
  type LinkNavigation,
  type NavigateFn,
  type RenderLinkProps,
} from './Link/linkNavigation';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export { VideoPlayer, type VideoPlayerProps } from './VideoPlayer/VideoPlayer';
export { LanguageFlag, type LanguageFlagProps } from './LanguageFlag/LanguageFlag';
export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect/LanguageSelect';
export {
  Portal,
  PortalContainerProvider,
  usePortalContainer,
  type PortalContainerProviderProps,
} from './Portal/PortalContainer';
export { useResizeObserver, type ObservedSize } from './useResizeObserver/useResizeObserver';
export {
  COLOR_PAIRS,
  COLOR_TOKENS,
  colorTokenValue,
  contrastRatio,
  type ColorToken,
  type ColorTokenName,
} from './tokens/colorTokens';
export { usePrefersReducedMotion } from './internal/usePrefersReducedMotion';
export {
  DROPDOWN_PLACEMENTS,
  LAYERS,
  TOOLTIP_PLACEMENTS,
  type DropdownPlacement,
  type Layer,
  type TooltipPlacement,
} from '@motes/shared';
export * from './i18n';
export {
  ShortcutProvider,
  useRegisteredShortcuts,
  useShortcut,
  useShortcutRegistry,
  type ShortcutProviderProps,
} from './shortcuts/ShortcutProvider';
export {
  createShortcutRegistry,
  isEditableTarget,
  shortcutRegistryFor,
  topModalElement,
  type ListedShortcut,
  type ShortcutHandler,
  type ShortcutOptions,
  type ShortcutRegistry,
  type ShortcutRoot,
} from './shortcuts/shortcutRegistry';
export { matchesShortcut, parseShortcut, type ShortcutCombo } from './shortcuts/shortcutCombo';
export { hashTargetId, useHashScroll, type HashScrollOptions } from './hashScroll/useHashScroll';
export { tabIndexAfterKey } from './Tabs/tabIndexAfterKey';
