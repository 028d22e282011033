import { BrowserRouter } from 'react-router';
import { createToaster, ToastProvider } from '@motes/ui';
import { ApiClientProvider } from './api/ApiClientContext';
import { WebLocalization } from './i18n/WebLocalization';
import { IdentityProvider } from './identity/IdentityProvider';
import { pageContextFor } from './identity/pageContext';
import { createWebIdentity } from './identity/webIdentity';
import { AppPages } from './routes/AppPages';

// One identity store and one toaster for the whole app (§4: the store is the single source
// of truth for the session; every tab has its own store, kept in step by the store itself).
const identity = createWebIdentity({
  getPageContext: () => pageContextFor(window.location.pathname),
});
const toaster = createToaster();

/** The whole web app. */
export function App() {
  return (
    <ApiClientProvider client={identity.apiClient}>
      <IdentityProvider identity={identity}>
        <WebLocalization>
          <ToastProvider toaster={toaster}>
            <BrowserRouter>
              <AppPages />
            </BrowserRouter>
          </ToastProvider>
        </WebLocalization>
      </IdentityProvider>
    </ApiClientProvider>
  );
}
