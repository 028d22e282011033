import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiClientProvider } from './api/ApiClientContext';
import { createWebApiClient } from './api/webApiClient';
import { appRoutes } from './routes/appRoutes';

const router = createBrowserRouter(appRoutes);
const apiClient = createWebApiClient();

/** The whole web app. */
export function App() {
  return (
    <ApiClientProvider client={apiClient}>
      <RouterProvider router={router} />
    </ApiClientProvider>
  );
}
