import { useRef, useState, type FormEvent } from 'react';
import { BRAND_NAME, Button, TextField, useToaster } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { useSignOut } from '../../identity/useSignOut';
import { ConfirmDialog } from './ConfirmDialog';
import { deleteAccount } from './profileCalls';

export const CONFIRM_EMAIL_REQUIRED_MESSAGE = 'Type your email address to confirm.';
export const ACCOUNT_DELETED_MESSAGE = `Your account was deleted. Thank you for using ${BRAND_NAME}.`;

/** "Delete my account" on `/account`, confirmed by typing the account's email address. */
export function DeleteAccountSection({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="account-section" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete your account</h2>
      <p>
        This deletes your account, your motes and your settings for good. Download your data first
        if you want to keep a copy.
      </p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      {open && <DeleteAccountDialog email={email} onClose={() => setOpen(false)} />}
    </section>
  );
}

function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
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
      setError(CONFIRM_EMAIL_REQUIRED_MESSAGE);
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
      toaster.success(ACCOUNT_DELETED_MESSAGE);
    } catch (caught) {
      // The server's message says what was wrong, e.g. an address that is not this account's.
      setError(describeApiError(caught, "We couldn't delete your account. Please try again."));
      setDeleting(false);
      inputRef.current?.focus();
    }
  }

  return (
    <ConfirmDialog
      title="Delete your account?"
      onClose={() => !deleting && onClose()}
      initialFocusRef={inputRef}
    >
      <form className="account-form" noValidate onSubmit={handleSubmit}>
        <p>
          This cannot be undone. To confirm, type <strong>{email}</strong> below.
        </p>
        <TextField
          ref={inputRef}
          label="Your email address"
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
            loadingText="Deleting ..."
          >
            Delete my account
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
        </div>
      </form>
    </ConfirmDialog>
  );
}
