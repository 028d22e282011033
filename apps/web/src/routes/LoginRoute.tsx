import { LoginPage } from '../features/auth/LoginPage';

/** Route `/login` (§2). */
export function LoginRoute() {
  return <LoginPage />;
}
