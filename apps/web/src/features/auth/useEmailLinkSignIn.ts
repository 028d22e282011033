import { useCallback, useEffect, useRef, useState } from 'react';
import { signInWithEmailLink, type EmailLinkSignIn } from '@motes/identity';
import type { SignInLogin, SignUpDetails } from '@motes/shared';
import { useTranslate } from '@motes/ui';
import { apiErrorCode } from '../../api/describeApiError';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { describeApiProblem, type Translate } from '../signed-in/apiProblem';
import { signInMessageKeyOf, signInMessageText, type ShownSignInMessage } from './authMessages';

/** Where an email-link sign-in stands, as the page shows it. */
export type EmailLinkPhase =
  /** The form; `error` is why the server refused the last request (bad address, rate limit). */
  | { name: 'idle'; error?: string }
  /** Asking for a link: the form stays, busy, until the server has accepted the request. */
  | { name: 'sending'; email: string }
  | { name: 'waiting'; email: string }
  /** The link expired unopened, or polling gave up (§7: after 120 s). */
  | { name: 'expired' | 'timedOut'; email: string }
  | { name: 'failed'; email: string; message: string }
  | { name: 'complete'; email: string; login: SignInLogin };

/** The API error codes of asking for a link and polling that this flow words itself. */
const FLOW_ERRORS: readonly ShownSignInMessage[] = [
  'pollUnknown',
  'pollWrongDevice',
  'alreadyCompleted',
  'accountDeleted',
];

function messageFor(t: Translate, error: unknown): string {
  const key = signInMessageKeyOf(apiErrorCode(error));
  if (key && FLOW_ERRORS.includes(key)) return signInMessageText(t, key);
  // Failures the server did not explain get our own sentence.
  return describeApiProblem(t, error, t('auth-sign-in-failed'));
}

/** Options of {@link useEmailLinkSignIn}. */
export interface EmailLinkSignInOptions {
  /** The page to come back to; the server keeps it with the link. */
  returnTo?: string;
  /** Sign-up extras (referral code, institution name), kept only for a new account. */
  signUp?: SignUpDetails;
  onComplete(login: SignInLogin): void;
}

/**
 * Runs the emailed-link sign-in of @motes/identity for a page: ask for a link, wait while it
 * polls (§7: every 2 s, up to 120 s), and report how it ended. Leaving the page cancels it.
 */
export function useEmailLinkSignIn({ returnTo, signUp, onComplete }: EmailLinkSignInOptions) {
  const t = useTranslate();
  const { store, apiClient, analytics, signInPoll } = useWebIdentity();
  const [phase, setPhase] = useState<EmailLinkPhase>({ name: 'idle' });
  const running = useRef<EmailLinkSignIn | null>(null);
  const completed = useRef(onComplete);

  useEffect(() => {
    completed.current = onComplete;
  }, [onComplete]);

  const stop = useCallback(() => {
    running.current?.cancel();
    running.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (email: string) => {
      stop();
      let sent = false;
      const attempt = signInWithEmailLink(
        store,
        apiClient,
        { email, returnTo, signUp },
        {
          analytics,
          poll: signInPoll,
          onLinkSent: () => {
            sent = true;
            if (running.current === attempt) setPhase({ name: 'waiting', email });
          },
        },
      );
      running.current = attempt;
      // Only the current attempt may change the page: a cancelled one resolves later.
      const isCurrent = () => running.current === attempt;
      // "Check your email" only once the link is really on its way; until then the form stays.
      setPhase({ name: 'sending', email });
      attempt.promise.then(
        (outcome) => {
          if (!isCurrent()) return;
          running.current = null;
          if (outcome.status === 'complete') {
            setPhase({ name: 'complete', email, login: outcome.login });
            completed.current(outcome.login);
          } else if (outcome.status !== 'cancelled') {
            setPhase({ name: outcome.status, email });
          }
        },
        (error: unknown) => {
          if (!isCurrent()) return;
          running.current = null;
          const message = messageFor(t, error);
          // Refused before the link was sent: the reason belongs on the form, not on a
          // "Check your email" panel for an email that never went out.
          setPhase(sent ? { name: 'failed', email, message } : { name: 'idle', error: message });
        },
      );
    },
    [analytics, apiClient, returnTo, signInPoll, signUp, stop, store, t],
  );

  const cancel = useCallback(() => {
    stop();
    setPhase({ name: 'idle' });
  }, [stop]);

  return { phase, start, cancel };
}
