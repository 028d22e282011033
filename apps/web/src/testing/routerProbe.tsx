import { useLayoutEffect, useRef } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateOptions,
  type NavigationType,
} from 'react-router';

/** What a test can see of the router: the shape of a data router's `state`, read-only. */
export interface TestRouterState {
  location: Location;
  historyAction: NavigationType;
}

/**
 * A test's handle on a declarative router (`MemoryRouter`), shaped like the bits of a data
 * router tests use: `state.location`, `state.historyAction` and `navigate()`. `state` follows
 * what the app has rendered (updated as each navigation commits).
 */
export interface TestRouter {
  readonly state: TestRouterState;
  /**
   * Every state the app has rendered, oldest first. Redirects can happen during the first
   * render already (once their pages' code is loaded), before a test could look.
   */
  readonly visited: readonly TestRouterState[];
  /** Goes to `to`, or `delta` entries back (negative) or forward in the history. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
}

/**
 * A {@link TestRouter} and the `Probe` component that feeds it: render `Probe` inside the
 * router (outside any route, so paths resolve from the root).
 */
export function createRouterProbe(): { router: TestRouter; Probe: () => null } {
  const visited: TestRouterState[] = [];
  let navigateFn: ReturnType<typeof useNavigate> | undefined;

  const router: TestRouter = {
    get state() {
      const state = visited.at(-1);
      if (!state) throw new Error('the router has not rendered yet');
      return state;
    },
    visited,
    navigate(to, options) {
      if (!navigateFn) throw new Error('the router has not rendered yet');
      return Promise.resolve(typeof to === 'number' ? navigateFn(to) : navigateFn(to, options));
    },
  };

  function Probe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    const seen = useRef<Location | undefined>(undefined);
    useLayoutEffect(() => {
      navigateFn = navigate;
    }, [navigate]);
    useLayoutEffect(() => {
      if (seen.current === location) return;
      seen.current = location;
      visited.push({ location, historyAction });
    }, [location, historyAction]);
    return null;
  }

  return { router, Probe };
}
