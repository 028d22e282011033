import { HomePage } from '../features/home/HomePage';

/** Route `/`. */
export function HomeRoute() {
  return <HomePage />;
}
