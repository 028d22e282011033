import { ServiceStatusPage } from '../features/service-status/ServiceStatusPage';

/** Route `/status` (§2 alias "status"): the service status page. */
export function ServiceStatusRoute() {
  return <ServiceStatusPage />;
}
