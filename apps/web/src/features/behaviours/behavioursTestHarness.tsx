// Renders PageBehaviours the way the layout mounts it: inside a memory router, the identity
// provider (real store against the fake API) and the English interface text.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router';
import { createMemoryStorage, createStorageWrapper, type StorageWrapper } from '@motes/shared';
import { LocalizationProvider, ToastProvider, createToaster } from '@motes/ui';
import { IdentityProvider } from '../../identity/IdentityProvider';
import { createWebIdentity } from '../../identity/webIdentity';
import { createTestCookieJar } from '../../testing/renderApp';
import { createRouterProbe } from '../../testing/routerProbe';
import { englishTranslator } from '../../testing/testTranslator';
import { PageBehaviours } from './PageBehaviours';

function Page({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <section id="faq" aria-label="Questions" />
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <PageBehaviours />
        <main id="main-content" tabIndex={-1}>
          <Outlet />
        </main>
      </>
    ),
    children: [
      { index: true, element: <Page title="Home" /> },
      { path: 'pricing', element: <Page title="Pricing" /> },
      { path: 'account', element: <Page title="My account" /> },
      { path: 'privacy', element: <Page title="Privacy" /> },
      { path: 'expert', element: <Page title="Ask an Expert" /> },
    ],
  },
];

function HarnessRoutes() {
  return useRoutes(routes);
}

/** Renders the behaviours at `path` against the fake API at `baseUrl`. */
export function renderBehaviours(
  path: string,
  { baseUrl, storage }: { baseUrl: string; storage?: StorageWrapper },
) {
  const identity = createWebIdentity({
    baseUrl,
    storage: storage ?? createStorageWrapper(createMemoryStorage()),
    tabSync: false,
    cookies: createTestCookieJar(),
    on403: () => {},
  });
  const { router, Probe } = createRouterProbe();
  const view = render(
    <IdentityProvider identity={identity}>
      <LocalizationProvider translator={englishTranslator()}>
        <ToastProvider toaster={createToaster()}>
          <MemoryRouter initialEntries={[path]}>
            <Probe />
            <HarnessRoutes />
          </MemoryRouter>
        </ToastProvider>
      </LocalizationProvider>
    </IdentityProvider>,
  );
  return { identity, router, view, user: userEvent.setup() };
}
