import { useEffect, useRef } from 'react';
import { SIGN_IN_LINK_LIFETIME_MS, SIGN_IN_MESSAGES } from '@motes/shared';
import { Alert, Button, Spinner } from '@motes/ui';
import type { EmailLinkPhase } from './useEmailLinkSignIn';

type PanelPhase = Extract<EmailLinkPhase, { name: 'waiting' | 'expired' | 'timedOut' | 'failed' }>;

/** Props of {@link CheckEmailPanel}. */
export interface CheckEmailPanelProps {
  phase: PanelPhase;
  /** Sends a fresh link to the same address. */
  onResend(): void;
  /** Stops waiting and goes back to the form. */
  onChangeEmail(): void;
}

const LINK_LIFETIME_MINUTES = Math.round(SIGN_IN_LINK_LIFETIME_MS / 60_000);

/** Shown after asking for a link: what to do now, and what to do if it went wrong. */
export const STOPPED_WAITING_MESSAGE =
  'We stopped waiting for the link on this page. Open the link to sign in on the device you open it on, or send a new link to sign in here.';

/**
 * The "Check your email" state of the sign-in and sign-up pages. Its heading takes focus when
 * it appears or its state changes, so keyboard and screen-reader users land on the new content, not on a button
 * that no longer exists.
 */
export function CheckEmailPanel({ phase, onResend, onChangeEmail }: CheckEmailPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Again on every change of state: the panel's content is replaced, not added to.
  useEffect(() => {
    headingRef.current?.focus();
  }, [phase.name]);

  if (phase.name === 'failed') {
    return (
      <section className="check-email" aria-labelledby="check-email-heading">
        <h2 id="check-email-heading" ref={headingRef} tabIndex={-1}>
          We couldn't sign you in
        </h2>
        <Alert type="error">{phase.message}</Alert>
        <div className="auth-actions">
          <Button variant="secondary" onClick={onResend}>
            Try again
          </Button>
          <Button variant="ghost" onClick={onChangeEmail}>
            Use a different email
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="check-email" aria-labelledby="check-email-heading">
      <h2 id="check-email-heading" ref={headingRef} tabIndex={-1}>
        Check your email
      </h2>
      <p>
        We sent a sign-in link to <strong>{phase.email}</strong>. Open it on this device or any
        other, and this page signs you in as soon as you do. The link works once, for{' '}
        {LINK_LIFETIME_MINUTES} minutes.
      </p>
      {phase.name === 'waiting' && (
        <p className="check-email__waiting" role="status">
          <Spinner /> Waiting for you to open the link ...
        </p>
      )}
      {phase.name === 'expired' && <Alert type="warn">{SIGN_IN_MESSAGES.linkExpired}</Alert>}
      {phase.name === 'timedOut' && <Alert type="info">{STOPPED_WAITING_MESSAGE}</Alert>}
      <p className="check-email__help">
        No email after a minute? Check your spam or junk folder, or send a new link.
      </p>
      <div className="auth-actions">
        <Button variant="secondary" onClick={onResend}>
          Send a new link
        </Button>
        <Button variant="ghost" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </section>
  );
}
