import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { LoadingWave } from '@motes/ui';
import { appRoutes } from './appRoutes';

/**
 * The app's pages for the current location, inside a router (`BrowserRouter` in the app, a
 * memory router in tests). Until the first page's code has loaded the whole screen shows the
 * loading wave.
 */
export function AppPages() {
  const page = useRoutes(appRoutes);
  return <Suspense fallback={<LoadingWave layout="fullscreen" />}>{page}</Suspense>;
}
