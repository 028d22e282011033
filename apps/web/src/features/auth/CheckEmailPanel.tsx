import { useEffect, useRef } from 'react';
import { SIGN_IN_LINK_LIFETIME_MS } from '@motes/shared';
import { Alert, Button, Spinner, useTranslate } from '@motes/ui';
import { withElements } from '../signed-in/richMessage';
import { signInMessageText } from './authMessages';
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

/**
 * The "Check your email" state of the sign-in and sign-up pages. Its heading takes focus when
 * it appears or its state changes, so keyboard and screen-reader users land on the new content, not on a button
 * that no longer exists.
 */
export function CheckEmailPanel({ phase, onResend, onChangeEmail }: CheckEmailPanelProps) {
  const t = useTranslate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Again on every change of state: the panel's content is replaced, not added to.
  useEffect(() => {
    headingRef.current?.focus();
  }, [phase.name]);

  if (phase.name === 'failed') {
    return (
      <section className="check-email" aria-labelledby="check-email-heading">
        <h2 id="check-email-heading" ref={headingRef} tabIndex={-1}>
          {t('auth-sign-in-failed-heading')}
        </h2>
        <Alert type="error">{phase.message}</Alert>
        <div className="auth-actions">
          <Button variant="secondary" onClick={onResend}>
            {t('auth-try-again')}
          </Button>
          <Button variant="ghost" onClick={onChangeEmail}>
            {t('auth-use-different-email')}
          </Button>
        </div>
      </section>
    );
  }

  const sent = withElements({
    email: <strong>{phase.email}</strong>,
    minutes: LINK_LIFETIME_MINUTES,
  });
  return (
    <section className="check-email" aria-labelledby="check-email-heading">
      <h2 id="check-email-heading" ref={headingRef} tabIndex={-1}>
        {t('auth-check-email-heading')}
      </h2>
      <p>{sent.render(t('auth-check-email-sent', sent.args))}</p>
      {phase.name === 'waiting' && (
        <p className="check-email__waiting" role="status">
          <Spinner /> {t('auth-check-email-waiting')}
        </p>
      )}
      {phase.name === 'expired' && <Alert type="warn">{signInMessageText(t, 'linkExpired')}</Alert>}
      {phase.name === 'timedOut' && <Alert type="info">{t('auth-stopped-waiting')}</Alert>}
      <p className="check-email__help">{t('auth-check-email-help')}</p>
      <div className="auth-actions">
        <Button variant="secondary" onClick={onResend}>
          {t('auth-send-new-link')}
        </Button>
        <Button variant="ghost" onClick={onChangeEmail}>
          {t('auth-use-different-email')}
        </Button>
      </div>
    </section>
  );
}
