import { createContext, useContext, type ReactNode } from 'react';
import type { WebApiClient } from './webApiClient';

const ApiClientContext = createContext<WebApiClient | null>(null);

/** Makes `client` available to {@link useApiClient}; tests pass a client aimed at their own server. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: WebApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The API client of the surrounding {@link ApiClientProvider}. */
export function useApiClient(): WebApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}
