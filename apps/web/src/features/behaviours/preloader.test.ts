// §9 "Preloader is removed 1 s after hidden."
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADER_ELEMENT_ID } from '@motes/shared';
import { dismissPreloader } from './preloader';

const indexHtml = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<div id="${PRELOADER_ELEMENT_ID}"></div><div id="root"></div>`;
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the preloader', () => {
  it('hides, then leaves the page 1 s later', () => {
    dismissPreloader();
    const preloader = document.getElementById(PRELOADER_ELEMENT_ID);
    expect(preloader?.dataset.state).toBe('hidden');
    vi.advanceTimersByTime(999);
    expect(document.getElementById(PRELOADER_ELEMENT_ID)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById(PRELOADER_ELEMENT_ID)).toBeNull();
  });

  it('does nothing the second time, or when there is none', () => {
    dismissPreloader();
    vi.advanceTimersByTime(500);
    dismissPreloader();
    vi.advanceTimersByTime(500);
    expect(document.getElementById(PRELOADER_ELEMENT_ID)).toBeNull();
    expect(() => dismissPreloader()).not.toThrow();
  });

  it('is in index.html beside #root, hidden from screen readers, still without motion when asked', () => {
    expect(indexHtml).toContain(
      `<div id="${PRELOADER_ELEMENT_ID}" class="motes-preloader" aria-hidden="true">`,
    );
    expect(indexHtml.indexOf(PRELOADER_ELEMENT_ID)).toBeLessThan(
      indexHtml.indexOf('<div id="root">'),
    );
    expect(indexHtml).toMatch(/prefers-reduced-motion: reduce\)\s*{[^@]*animation: none/);
    expect(indexHtml).toContain('%MOTES_BRAND_NAME%</title>');
  });
});
