// §2 "Page behaviours": when the URL hash is non-empty, the page scrolls smoothly to the
// element with that id, once per hash value.
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashTargetId, useHashScroll, type HashScrollOptions } from './useHashScroll';

const scrolls: Array<{ id: string; behavior: ScrollBehavior | undefined }> = [];

function Page({
  hash,
  showLate = true,
  options,
  tick,
}: {
  hash: string;
  showLate?: boolean;
  options?: HashScrollOptions;
  tick?: number;
}) {
  useHashScroll(hash, options);
  return (
    <div data-tick={tick}>
      <h2 id="pricing">Pricing</h2>
      <h2 id="faq">Questions</h2>
      <h2 id="two words">Two words</h2>
      {showLate && <h2 id="late">Late</h2>}
    </div>
  );
}

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener() {}, removeEventListener() {} })),
  );
}

beforeEach(() => {
  scrolls.length = 0;
  Element.prototype.scrollIntoView = function (
    this: Element,
    arg?: boolean | ScrollIntoViewOptions,
  ) {
    scrolls.push({ id: this.id, behavior: typeof arg === 'object' ? arg.behavior : undefined });
  };
  mockReducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useHashScroll', () => {
  it('scrolls smoothly to the element named by the hash', () => {
    render(<Page hash="#pricing" />);
    expect(scrolls).toEqual([{ id: 'pricing', behavior: 'smooth' }]);
  });

  it('does nothing without a hash', () => {
    render(<Page hash="" />);
    render(<Page hash="#" />);
    expect(scrolls).toEqual([]);
  });

  it('scrolls once per hash value, not on every render', () => {
    const { rerender } = render(<Page hash="#pricing" tick={1} />);
    rerender(<Page hash="#pricing" tick={2} />);
    rerender(<Page hash="#pricing" tick={3} />);
    expect(scrolls.map((scroll) => scroll.id)).toEqual(['pricing']);
  });

  it('scrolls again when the hash changes, and back', () => {
    const { rerender } = render(<Page hash="#pricing" />);
    rerender(<Page hash="#faq" />);
    rerender(<Page hash="#pricing" />);
    rerender(<Page hash="" />);
    rerender(<Page hash="#pricing" />);
    expect(scrolls.map((scroll) => scroll.id)).toEqual(['pricing', 'faq', 'pricing', 'pricing']);
  });

  it('jumps without animation when the user asks for reduced motion', () => {
    mockReducedMotion(true);
    render(<Page hash="#faq" />);
    expect(scrolls).toEqual([{ id: 'faq', behavior: 'instant' }]);
  });

  it('decodes the hash', () => {
    expect(hashTargetId('#two%20words')).toBe('two words');
    expect(hashTargetId('#100%')).toBe('100%');
    render(<Page hash="#two%20words" />);
    expect(scrolls.map((scroll) => scroll.id)).toEqual(['two words']);
  });

  it('waits for content that renders late, then gives up quietly', () => {
    vi.useFakeTimers();
    function LatePage() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            show
          </button>
          <Page hash="#late" showLate={shown} />
        </>
      );
    }
    const { getByRole } = render(<LatePage />);
    expect(scrolls).toEqual([]);
    act(() => vi.advanceTimersByTime(250));
    act(() => getByRole('button').click());
    act(() => vi.advanceTimersByTime(100));
    expect(scrolls.map((scroll) => scroll.id)).toEqual(['late']);

    scrolls.length = 0;
    render(<Page hash="#never" options={{ retryLimitMs: 300 }} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(scrolls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not fail in an engine without scrollIntoView', () => {
    const original = Element.prototype.scrollIntoView;
    // @ts-expect-error -- jsdom and old engines lack it
    delete Element.prototype.scrollIntoView;
    expect(() => render(<Page hash="#faq" />)).not.toThrow();
    Element.prototype.scrollIntoView = original;
  });

  it('looks inside a shadow root when given one', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const target = document.createElement('section');
    target.id = 'notes';
    shadow.append(target);
    function Sidebar() {
      useHashScroll('#notes', { root: shadow });
      return null;
    }
    render(<Sidebar />);
    expect(scrolls.map((scroll) => scroll.id)).toEqual(['notes']);
    host.remove();
  });
});
