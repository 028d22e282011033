import { SignupPage } from '../features/auth/SignupPage';

/** Route `/signup` (§2, with `institution_name`). */
export function SignupRoute() {
  return <SignupPage />;
}
