import { LoginLinkPage } from '../features/auth/LoginLinkPage';

/** Route `/login/link?token=`: the page an emailed sign-in link opens. */
export function LoginLinkRoute() {
  return <LoginLinkPage />;
}
