import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ObservedSize } from './useResizeObserver';

// Loaded afresh per test: the "warn once" memory is per page (module).
async function loadHook() {
  vi.resetModules();
  return (await import('./useResizeObserver')).useResizeObserver;
}

function harness(hook: Awaited<ReturnType<typeof loadHook>>, onResize: (s: ObservedSize) => void) {
  return function Box() {
    const ref = useRef<HTMLDivElement>(null);
    hook(ref, onResize);
    return <div ref={ref}>Box</div>;
  };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useResizeObserver', () => {
  it('reports sizes from a ResizeObserver and disconnects on unmount', async () => {
    const observers: { callback: ResizeObserverCallback; disconnect: () => void }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        disconnect = vi.fn();
        constructor(public callback: ResizeObserverCallback) {
          observers.push(this);
        }
        observe() {}
        unobserve() {}
      },
    );
    const useResizeObserver = await loadHook();
    const onResize = vi.fn();
    const Box = harness(useResizeObserver, onResize);
    const { unmount } = render(<Box />);
    const entry = { contentRect: { width: 320, height: 180 } } as ResizeObserverEntry;
    act(() => observers[0]!.callback([entry], {} as ResizeObserver));
    expect(onResize).toHaveBeenCalledWith({ width: 320, height: 180 });
    unmount();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  // §8 "Browser lacks a resize observer → a warning message".
  it('warns once without ResizeObserver and falls back to window resizes', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const useResizeObserver = await loadHook();
    const onResize = vi.fn();
    const Box = harness(useResizeObserver, onResize);
    render(
      <>
        <Box />
        <Box />
      </>,
    );
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toMatch(/ResizeObserver/);
    expect(onResize).toHaveBeenCalledTimes(2);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(onResize).toHaveBeenCalledTimes(4);
  });
});
