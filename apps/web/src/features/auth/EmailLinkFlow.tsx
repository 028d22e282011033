import { useCallback, useState, type ReactNode } from 'react';
import type { SignInLogin, SignUpDetails } from '@motes/shared';
import { LoadingWave, useTranslate } from '@motes/ui';
import { CheckEmailPanel } from './CheckEmailPanel';
import { EmailSignInForm } from './EmailSignInForm';
import { ExtensionSignedIn } from './ExtensionSignedIn';
import { useEmailLinkSignIn } from './useEmailLinkSignIn';
import { useFinishSignIn } from './useFinishSignIn';

/** Props of {@link EmailLinkFlow}. */
export interface EmailLinkFlowProps {
  submitLabel: string;
  returnTo?: string;
  signUp?: SignUpDetails;
  invoker?: 'extension';
  /** Shown under the form only (e.g. "Continue with Google"), not while waiting. */
  children?: ReactNode;
  /** Called when a link is first asked for. */
  onStart?: () => void;
}

/**
 * The emailed-link sign-in as a page section: the email form (busy while the link is asked
 * for; showing the server's reason when it refuses), then "Check your email" once the link
 * was really sent, then onwards. Shared by `/login` and `/signup`, which differ only in
 * wording and in the sign-up details they send.
 */
export function EmailLinkFlow({
  submitLabel,
  returnTo,
  signUp,
  invoker,
  children,
  onStart,
}: EmailLinkFlowProps) {
  const t = useTranslate();
  const finish = useFinishSignIn();
  const [lastEmail, setLastEmail] = useState('');
  const handleComplete = useCallback(
    (login: SignInLogin) => {
      if (invoker !== 'extension') finish({ returnTo, serverReturnTo: login.returnTo });
    },
    [finish, invoker, returnTo],
  );
  const { phase, start, cancel } = useEmailLinkSignIn({
    returnTo,
    signUp,
    onComplete: handleComplete,
  });

  if (phase.name === 'complete') {
    return invoker === 'extension' ? (
      <ExtensionSignedIn email={phase.login.primaryEmailAddress} />
    ) : (
      <LoadingWave text={t('auth-signed-in-onwards')} />
    );
  }
  if (phase.name === 'idle' || phase.name === 'sending') {
    return (
      <>
        <EmailSignInForm
          submitLabel={submitLabel}
          initialEmail={lastEmail}
          sending={phase.name === 'sending'}
          serverError={phase.name === 'idle' ? phase.error : undefined}
          onSubmit={(email) => {
            setLastEmail(email);
            onStart?.();
            start(email);
          }}
        />
        {children}
      </>
    );
  }
  return (
    <CheckEmailPanel phase={phase} onResend={() => start(phase.email)} onChangeEmail={cancel} />
  );
}
