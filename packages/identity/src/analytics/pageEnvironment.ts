// What analytics reads from the page. One small seam over `window`, so the rules can be tested
// with the real jsdom window and the extension can pass its own.

export interface PageEnvironment {
  /** The page's full URL. */
  href(): string;
  /** `document.referrer`: '' when there is none. */
  referrer(): string;
  userAgent(): string;
  /** True inside a frame. A cross-origin parent makes `top` unreadable: that is a frame too. */
  isInFrame(): boolean;
}

/** The environment of `win` (default: the global window; `null` where there is none, as in a service worker). */
export function browserPageEnvironment(
  win: Window | null | undefined = globalThis.window,
): PageEnvironment {
  return {
    href: () => win?.location.href ?? '',
    referrer: () => win?.document.referrer ?? '',
    userAgent: () => win?.navigator.userAgent ?? '',
    isInFrame: () => {
      if (!win) return false;
      try {
        return win.self !== win.top;
      } catch {
        return true;
      }
    },
  };
}
