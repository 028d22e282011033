import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EmailAddressSchema } from '@motes/shared';
import { Button, TextField, useTranslate } from '@motes/ui';

/** Props of {@link EmailSignInForm}. */
export interface EmailSignInFormProps {
  submitLabel: string;
  /** Called with the address, trimmed and lower-cased, once it is valid. */
  onSubmit(email: string): void;
  initialEmail?: string;
  /** True while the link is being asked for: the submit button is busy. */
  sending?: boolean;
  /** Why the server refused the last request (e.g. a rate limit); shown on the field. */
  serverError?: string;
}

/**
 * The one field every sign-in and sign-up starts with. The browser's own validation bubbles
 * are turned off (`noValidate`): they vanish after a moment and many screen readers miss
 * them, while this error stays, is announced and is tied to the field.
 */
export function EmailSignInForm({
  submitLabel,
  onSubmit,
  initialEmail = '',
  sending = false,
  serverError,
}: EmailSignInFormProps) {
  const t = useTranslate();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  // A refusal arrives after the submit: move focus back to the field it is about.
  useEffect(() => {
    if (serverError) inputRef.current?.focus();
  }, [serverError]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = EmailAddressSchema.safeParse(email);
    if (!parsed.success) {
      // INVALID_EMAIL_MESSAGE of @motes/shared, in the interface's language.
      setError(t('auth-invalid-email'));
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    if (!sending) onSubmit(parsed.data);
  }

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit}>
      <TextField
        ref={inputRef}
        label={t('auth-email-label')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint={t('auth-email-hint')}
        value={email}
        error={error ?? serverError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" size="lg" loading={sending} focusableWhenLoading>
        {submitLabel}
      </Button>
    </form>
  );
}
