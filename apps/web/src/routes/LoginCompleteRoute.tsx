import { LoginCompletePage } from '../features/auth/LoginCompletePage';

/** Route `/login/complete?code=`: where the OIDC callback lands. */
export function LoginCompleteRoute() {
  return <LoginCompletePage />;
}
