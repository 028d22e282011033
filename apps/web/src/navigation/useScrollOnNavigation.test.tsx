import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createRouterProbe } from '../testing/routerProbe';
import { useScrollOnNavigation } from './useScrollOnNavigation';

function ScrollOnNavigation() {
  useScrollOnNavigation();
  return <h2 id="faq">Questions</h2>;
}

let scrollTo: MockInstance<typeof window.scrollTo>;
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderAt(path: string) {
  const { router, Probe } = createRouterProbe();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <ScrollOnNavigation />
    </MemoryRouter>,
  );
  return router;
}

describe('useScrollOnNavigation', () => {
  it('leaves the first page where the browser put it', () => {
    renderAt('/pricing');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top, whether linked to or redirected to', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/pricing'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(() => router.navigate('/privacy?tab=gdpr', { replace: true }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('starts a new page at the top when the link names a place on it too', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/pricing#faq'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('goes to the top on a link to the same page, keeps the place when tabs replace the query', async () => {
    const router = renderAt('/privacy');
    await act(() => router.navigate('/privacy?tab=gdpr', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/privacy'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('leaves a new hash on the same page to the hash scroll, and goes back to the same one', async () => {
    const router = renderAt('/pricing');
    await act(() => router.navigate('/pricing#faq'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
    await act(() => router.navigate('/pricing#faq'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it('leaves Back and Forward to the browser', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/pricing'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
