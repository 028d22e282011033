import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '@motes/ui';
import { withElements } from '../signed-in/richMessage';

/**
 * §2 `invoker=extension`: the extension opened this tab to sign in. The extension hears about
 * the login from the identity store, so the tab's job is done; it says so and offers the site.
 */
export function ExtensionSignedIn({ email }: { email: string | undefined }) {
  const t = useTranslate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const signedInAs = withElements({ email: <strong>{email}</strong> });
  return (
    <section className="auth-done" aria-labelledby="extension-signed-in-heading">
      <h2 id="extension-signed-in-heading" ref={headingRef} tabIndex={-1}>
        {t('auth-extension-signed-in-heading')}
      </h2>
      <p>
        {email
          ? signedInAs.render(t('auth-extension-signed-in-as', signedInAs.args))
          : t('auth-extension-signed-in')}{' '}
        {t('auth-extension-close-tab')}
      </p>
      <p>
        <Link to="/">{t('auth-go-to-motes')}</Link>
      </p>
    </section>
  );
}
