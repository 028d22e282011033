import { useRef, useState, type FormEvent } from 'react';
import { Button, TextField, useToaster, useTranslate } from '@motes/ui';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { useSignOut } from '../../identity/useSignOut';
import { describeApiProblem } from '../signed-in/apiProblem';
import { withElements } from '../signed-in/richMessage';
import { ConfirmDialog } from './ConfirmDialog';
import { deleteAccount } from './profileCalls';

/** "Delete my account" on `/account`, confirmed by typing the account's email address. */
export function DeleteAccountSection({ email }: { email: string }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <section className="account-section" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t('account-delete-heading')}</h2>
      <p>{t('account-delete-body')}</p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('account-delete-button')}
        </Button>
      </div>
      {open && <DeleteAccountDialog email={email} onClose={() => setOpen(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useTranslate();
  const { apiClient } = useWebIdentity();
  const toaster = useToaster();
  const signOut = useSignOut();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!typed.trim()) {
      setError(t('account-delete-email-required'));
      inputRef.current?.focus();
      return;
    }
    setDeleting(true);
    setError(undefined);
    try {
      await deleteAccount(apiClient, typed.trim());
      // The server has already ended every session; signing out cleans up this tab, tells
      // the others and goes home.
      await signOut('/');
      toaster.success(t('account-deleted'));
    } catch (caught) {
      // The server's message says what was wrong, e.g. an address that is not this account's.
      setError(describeApiProblem(t, caught, t('account-delete-failed')));
      setDeleting(false);
      inputRef.current?.focus();
    }
  }

  const confirm = withElements({ email: <strong>{email}</strong> });
  return (
    <ConfirmDialog
      title={t('account-delete-dialog-title')}
      onClose={() => !deleting && onClose()}
      initialFocusRef={inputRef}
    >
      <form className="account-form" noValidate onSubmit={handleSubmit}>
        <p>{confirm.render(t('account-delete-confirm', confirm.args))}</p>
        <TextField
          ref={inputRef}
          label={t('account-delete-email-label')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="confirm-dialog__actions">
          <Button
            type="submit"
            variant="danger"
            loading={deleting}
            focusableWhenLoading
            loadingText={t('account-delete-deleting')}
          >
            {t('account-delete-button')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={deleting}>
            {t('account-delete-cancel')}
          </Button>
        </div>
      </form>
    </ConfirmDialog>
  );
}
