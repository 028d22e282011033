import { useState, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';
import { initialsOf } from '@motes/shared';
import { classNames } from '../classNames';
import { useTranslate } from '../i18n/LocalizationProvider';
import {
  AVATAR_SIZES_PX,
  GENERIC_AVATAR_LABEL,
  avatarImageUrl,
  type AvatarSize,
} from './avatarSizes';
import { nextImageLoadStatus, type ImageLoadStatus } from './imageLoading';

/** Props of {@link Avatar}; other `<span>` props pass through to the outer element. */
export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The picture's address; requested at the avatar's size (§5). Empty means none. */
  src?: string | null;
  /** The person's name: the accessible name, and the initials when there is no picture. */
  name?: string | null;
  /**
   * The accessible text; defaults to `name`. Pass `''` when the name is already written
   * beside the avatar, which then is decorative and hidden from assistive technology.
   */
  alt?: string;
  /** §9 size: 2xs 16, xs 24, sm 32, md 48 (default), lg 64, xl 96, 2xl 128 px. */
  size?: AvatarSize;
  /** Draws a ring around the avatar. */
  bordered?: boolean;
  /** Replaces the built-in person icon shown when there is neither picture nor name. */
  fallbackIcon?: ReactNode;
  /** Called when the picture settles as loaded or failed (§4 image loading). */
  onImageStatusChange?: (status: ImageLoadStatus) => void;
}

/** The status of the image at one address; a new address starts loading afresh. */
interface ImageState {
  url: string;
  status: ImageLoadStatus;
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%" fill="currentColor" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5V21H4z" />
    </svg>
  );
}

/**
 * A person's picture (§2 "An avatar with image, name, alt, size, bordered and fallback
 * icon"). The picture is requested at the avatar's size through `avatarImageUrl` (§5), with
 * a 2x candidate for dense screens. Until it has loaded, and for good if it fails (§4 image
 * loading), the avatar shows the name's initials, or a person icon labelled
 * "Generic avatar" (§8) when there is no name either. `data-image-status` on the outer
 * element carries the §4 status: pending (no picture to load), loading, loaded or failed.
 */
export function Avatar({
  src,
  name,
  alt,
  size = 'md',
  bordered = false,
  fallbackIcon,
  onImageStatusChange,
  className,
  style,
  ...rest
}: AvatarProps) {
  const t = useTranslate();
  const genericLabel = t('ui-avatar-generic', undefined, GENERIC_AVATAR_LABEL);
  const sizePx = AVATAR_SIZES_PX[size];
  const trimmedSrc = src?.trim() ?? '';
  const url = trimmedSrc === '' ? undefined : avatarImageUrl(trimmedSrc, sizePx);
  // A 2x candidate for dense screens, unless the address cannot be sized (data:, blob:).
  const denseUrl = url === undefined ? undefined : avatarImageUrl(trimmedSrc, sizePx * 2);
  const [image, setImage] = useState<ImageState | undefined>(undefined);

  // Pending until there is an address; an address rendered into <img> has started loading.
  const status: ImageLoadStatus =
    url === undefined
      ? 'pending'
      : image?.url === url
        ? image.status
        : nextImageLoadStatus('pending', 'start');

  function settle(event: 'load' | 'error') {
    if (url === undefined) return;
    const next = nextImageLoadStatus(status, event);
    if (next === status) return;
    setImage({ url, status: next });
    onImageStatusChange?.(next);
  }

  const initials = initialsOf(name);
  const label = alt ?? (initials === '' ? undefined : name?.trim());
  const decorative = alt === '';
  const showImage = url !== undefined && status !== 'failed';
  const imageShown = showImage && status === 'loaded';
  // While the picture loads, the fallback shows beneath it but stays out of the a11y tree.
  const fallbackHidden = decorative || showImage;
  // An explicit alt names the avatar even when it shows the icon (e.g. a custom icon).
  const fallbackLabel = label ?? genericLabel;

  const sizeStyle = { '--motes-avatar-size': `${sizePx}px` } as CSSProperties;

  return (
    <span
      {...rest}
      className={classNames(
        'motes-avatar',
        `motes-avatar--${size}`,
        bordered && 'motes-avatar--bordered',
        className,
      )}
      style={{ ...sizeStyle, ...style }}
      data-image-status={status}
      role={fallbackHidden ? undefined : 'img'}
      aria-label={fallbackHidden ? undefined : fallbackLabel}
      aria-hidden={decorative || undefined}
    >
      {!imageShown &&
        (initials === '' ? (
          <span className="motes-avatar__icon" aria-hidden="true">
            {fallbackIcon ?? <PersonIcon />}
          </span>
        ) : (
          <span className="motes-avatar__initials" aria-hidden="true">
            {initials}
          </span>
        ))}
      {showImage && (
        <img
          key={url}
          className={classNames(
            'motes-avatar__image',
            !imageShown && 'motes-avatar__image--loading',
          )}
          src={url}
          srcSet={url === denseUrl ? undefined : `${url} 1x, ${denseUrl} 2x`}
          alt={decorative ? '' : (label ?? genericLabel)}
          width={sizePx}
          height={sizePx}
          decoding="async"
          onLoad={() => settle('load')}
          onError={() => settle('error')}
        />
      )}
    </span>
  );
}
