// A person at the keyboard, slowed down for a video: the pointer glides to what it clicks,
// typing is letter by letter and scrolling is smooth. Headless Chromium draws no pointer, so
// an overlay added to every page of the recording's browser draws one (and a ring on click).
// Everything is found by role and name, never by position, so the walks survive redesigns.

/** Added with `context.addInitScript`: draws the pointer that follows mouse events. */
export function installPointer() {
  const install = () => {
    if (document.getElementById('motes-video-pointer')) return;
    const pointer = document.createElement('div');
    pointer.id = 'motes-video-pointer';
    pointer.setAttribute('aria-hidden', 'true');
    pointer.style.cssText =
      'position:fixed;left:0;top:0;z-index:2147483647;pointer-events:none;display:none;' +
      'width:24px;height:24px;transform-origin:0 0;';
    pointer.innerHTML =
      '<svg width="24" height="24" viewBox="0 0 24 24"><path d="M3 2l15 9-6.5 1.5L15 20l-3 1.5' +
      '-3.5-7.5L3 18z" fill="#1b1030" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/></svg>';
    document.documentElement.append(pointer);
    addEventListener(
      'mousemove',
      (event) => {
        pointer.style.display = 'block';
        pointer.style.translate = `${event.clientX - 3}px ${event.clientY - 2}px`;
      },
      true,
    );
    addEventListener(
      'mousedown',
      (event) => {
        const ring = document.createElement('div');
        ring.setAttribute('aria-hidden', 'true');
        ring.style.cssText =
          `position:fixed;left:${event.clientX - 18}px;top:${event.clientY - 18}px;width:36px;` +
          'height:36px;border-radius:50%;border:3px solid #db2777;pointer-events:none;' +
          'z-index:2147483646;transition:opacity .45s, scale .45s;';
        document.documentElement.append(ring);
        requestAnimationFrame(() => requestAnimationFrame(() => (ring.style.opacity = '0')));
        setTimeout(() => ring.remove(), 600);
      },
      true,
    );
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', install);
  else install();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until index.html's preloader (§9, `#motes-preloader`) has faded out, so that a film
 * starts on the page. Without one, there is nothing to wait for.
 */
export async function waitForPreloader(page) {
  await page
    .locator('#motes-preloader')
    .waitFor({ state: 'hidden', timeout: 12_000 })
    .catch(() => {});
}

export class Actor {
  /**
   * @param {import('playwright-core').Page} page
   * @param {import('./recording.mjs').Recording} [rec] whose timeline stops while waiting
   */
  constructor(page, rec) {
    this.page = page;
    this.rec = rec;
    this.x = 640;
    this.y = 400;
  }

  /** Runs `body` (a wait) with the recording paused, so slow loads are cut from the video. */
  async offCamera(body) {
    return this.rec ? this.rec.cut(body) : body();
  }

  /** Waits for `locator` (visible by default) off camera. */
  async waitFor(locator, options = {}) {
    await this.offCamera(() => locator.first().waitFor(options));
  }

  /** Whether `locator` shows up within `timeout` ms (waiting off camera). */
  async sees(locator, timeout = 3000) {
    return this.offCamera(() =>
      locator
        .first()
        .waitFor({ timeout })
        .then(
          () => true,
          () => false,
        ),
    );
  }

  /** Opens a path of the site and waits for its main heading and the preloader to go. */
  async goto(path) {
    await this.offCamera(async () => {
      await this.page.goto(path);
      await this.page.getByRole('heading', { level: 1 }).first().waitFor();
      await waitForPreloader(this.page);
    });
    await this.page.mouse.move(this.x, this.y);
  }

  /** Glides the pointer to the middle of `locator`, scrolling it into view first. */
  async pointAt(locator) {
    await this.waitFor(locator);
    await this.scrollTo(locator, { onlyIfNeeded: true });
    const box = await locator.boundingBox();
    if (!box) return;
    const [fromX, fromY] = [this.x, this.y];
    const toX = box.x + box.width / 2;
    const toY = box.y + box.height / 2;
    const steps = Math.round(Math.min(20, Math.max(6, Math.hypot(toX - fromX, toY - fromY) / 40)));
    for (let i = 1; i <= steps; i += 1) {
      const eased = 0.5 - Math.cos((Math.PI * i) / steps) / 2;
      await this.page.mouse.move(fromX + (toX - fromX) * eased, fromY + (toY - fromY) * eased);
      await sleep(16);
    }
    [this.x, this.y] = [toX, toY];
  }

  async click(locator) {
    await this.pointAt(locator);
    await sleep(150);
    await locator.click();
    await sleep(250);
  }

  async check(locator) {
    await this.pointAt(locator);
    await sleep(120);
    await locator.check();
    await sleep(250);
  }

  /** Clicks into a field and types `text` at a readable pace. */
  async type(locator, text) {
    await this.click(locator);
    await locator.fill('');
    await locator.pressSequentially(text, { delay: 20 });
    await sleep(200);
  }

  /** Scrolls smoothly until `locator` is in the middle of the window. */
  async scrollTo(locator, { onlyIfNeeded = false } = {}) {
    const moved = await locator.evaluate((element, onlyIfNeeded) => {
      const box = element.getBoundingClientRect();
      if (onlyIfNeeded && box.top >= 80 && box.bottom <= innerHeight - 20) return false;
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return true;
    }, onlyIfNeeded);
    if (moved) await this.settleScroll();
  }

  /** Scrolls the window smoothly by `pixels` (negative: up). */
  async scrollBy(pixels) {
    await this.page.evaluate((top) => window.scrollBy({ top, behavior: 'smooth' }), pixels);
    await this.settleScroll();
  }

  async scrollToTop() {
    await this.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
    await this.settleScroll();
  }

  /** Waits until the window has stopped scrolling (smooth scrolling takes a moment). */
  async settleScroll() {
    let last = -1;
    for (let i = 0; i < 40; i += 1) {
      await sleep(100);
      const now = await this.page.evaluate(() => scrollY);
      if (now === last) return;
      last = now;
    }
  }
}
