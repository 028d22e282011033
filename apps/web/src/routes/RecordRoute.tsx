import { RecordPage } from '../features/recorder/RecordPage';

/** Route `/record` (§2 "Other paths seen": the web recorder), public. */
export function RecordRoute() {
  return <RecordPage />;
}
