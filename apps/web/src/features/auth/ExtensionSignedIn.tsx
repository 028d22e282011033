import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '@motes/ui';

/**
 * §2 `invoker=extension`: the extension opened this tab to sign in. The extension hears about
 * the login from the identity store, so the tab's job is done; it says so and offers the site.
 */
export function ExtensionSignedIn({ email }: { email: string | undefined }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="auth-done" aria-labelledby="extension-signed-in-heading">
      <h2 id="extension-signed-in-heading" ref={headingRef} tabIndex={-1}>
        You're signed in
      </h2>
      <p>
        {email ? (
          <>
            The {BRAND_NAME} extension is now signed in as <strong>{email}</strong>.
          </>
        ) : (
          <>The {BRAND_NAME} extension is now signed in.</>
        )}{' '}
        You can close this tab and carry on where you were.
      </p>
      <p>
        <Link to="/">Go to {BRAND_NAME}</Link>
      </p>
    </section>
  );
}
