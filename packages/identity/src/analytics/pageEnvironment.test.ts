// The page facts §7 analytics reads, from jsdom's real window.
import { describe, expect, it } from 'vitest';
import { browserPageEnvironment } from './pageEnvironment';

describe('browser page environment', () => {
  it('reads the location, referrer and user agent of the window; a top window is not framed', () => {
    const page = browserPageEnvironment(window);
    expect(page.href()).toBe(window.location.href);
    expect(page.referrer()).toBe('');
    expect(page.userAgent()).toContain('jsdom');
    expect(page.isInFrame()).toBe(false);
  });

  it('§7 counts an unreadable parent (cross-origin) as a frame', () => {
    const framed = {
      get self(): unknown {
        return this;
      },
      get top(): unknown {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    } as unknown as Window;
    expect(browserPageEnvironment(framed).isInFrame()).toBe(true);
  });

  it('is empty without a window (a service worker)', () => {
    const page = browserPageEnvironment(null);
    expect([page.href(), page.referrer(), page.userAgent(), page.isInFrame()]).toEqual([
      '',
      '',
      '',
      false,
    ]);
  });
});
