import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { classNames } from '../classNames';
import { isExternalHref, isOtherSchemeHref, withNoOpener } from './isExternalHref';
import { useLinkNavigation } from './linkNavigation';

/** Props of {@link Link}; native anchor props pass through except `href`. */
export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** Where the link goes: an in-app path, or an `http://`, `https://` or `//` URL. */
  to: string;
  /** Replaces the current history entry on in-app navigation. */
  replace?: boolean;
  /** Inert: no href, not focusable, announced as disabled, clicks do nothing. */
  disabled?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link (§2 "Shared interface pieces"). External targets are plain anchors; other targets
 * navigate in-app through the {@link LinkNavigationProvider}'s adapter, while keeping a
 * real `href` so that middle-click, "open in new tab" and copying the address still work.
 * `target="_blank"` always gets `rel="noopener noreferrer"`.
 */
export function Link({
  to,
  replace,
  disabled = false,
  target,
  rel,
  className,
  onClick,
  children,
  ...rest
}: LinkProps) {
  const { navigate, renderLink } = useLinkNavigation();
  const classes = classNames('motes-link', disabled && 'motes-link--disabled', className);
  const safeRel = target === '_blank' ? withNoOpener(rel) : rel;

  if (disabled) {
    // Without href an anchor is neither focusable nor followed; role and aria-disabled keep
    // it announced as a link that is unavailable.
    return (
      <a
        {...rest}
        role="link"
        aria-disabled="true"
        className={classes}
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </a>
    );
  }

  // Plain anchors: external web addresses (§2) and other schemes such as mailto: and tel:.
  const external = isExternalHref(to) || isOtherSchemeHref(to);
  if (!external && renderLink) {
    return renderLink({
      ...rest,
      href: to,
      replace,
      target,
      rel: safeRel,
      className: classes,
      onClick,
      children,
    });
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || external || !navigate) return;
    // New tabs and windows are the browser's job.
    if (!isPlainLeftClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, replace ? { replace } : undefined);
  }

  return (
    <a {...rest} href={to} target={target} rel={safeRel} className={classes} onClick={handleClick}>
      {children}
    </a>
  );
}
