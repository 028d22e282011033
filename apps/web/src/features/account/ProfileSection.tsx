import { useRef, useState, type FormEvent } from 'react';
import { AvatarUrlSchema, type StatusUser } from '@motes/shared';
import { Alert, Button, TextField, useToaster, useTranslate } from '@motes/ui';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { describeApiProblem, type Translate } from '../signed-in/apiProblem';
import { withElements } from '../signed-in/richMessage';
import { saveProfile } from './profileCalls';
import { validateNamePart } from './profileValidation';

interface ProfileErrors {
  givenName?: string;
  familyName?: string;
  avatarUrl?: string;
}

function validate(
  t: Translate,
  givenName: string,
  familyName: string,
  avatarUrl: string,
): ProfileErrors {
  const trimmedUrl = avatarUrl.trim();
  return {
    givenName: validateNamePart(t, 'givenName', givenName),
    familyName: validateNamePart(t, 'familyName', familyName),
    avatarUrl:
      trimmedUrl && !AvatarUrlSchema.safeParse(trimmedUrl).success
        ? t('account-avatar-url-invalid')
        : undefined,
  };
}

/** The profile part of `/account`: names and the avatar picture's address. */
export function ProfileSection({ user }: { user: StatusUser }) {
  const t = useTranslate();
  const { apiClient, store } = useWebIdentity();
  const toaster = useToaster();
  const [givenName, setGivenName] = useState(user.givenName ?? '');
  const [familyName, setFamilyName] = useState(user.familyName ?? '');
  const [avatarUrl, setAvatarUrl] = useState(user.avatarUrl ?? '');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const givenNameRef = useRef<HTMLInputElement>(null);
  const familyNameRef = useRef<HTMLInputElement>(null);
  const avatarUrlRef = useRef<HTMLInputElement>(null);
  const savedAvatar = user.avatarUrl;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(t, givenName, familyName, avatarUrl);
    setErrors(found);
    // Focus the first field in page order that needs fixing.
    const firstInvalid = [
      { error: found.givenName, ref: givenNameRef },
      { error: found.familyName, ref: familyNameRef },
      { error: found.avatarUrl, ref: avatarUrlRef },
    ].find((field) => field.error);
    if (firstInvalid) return firstInvalid.ref.current?.focus();
    setSaving(true);
    setSaveError(undefined);
    try {
      const given = givenName.trim();
      const family = familyName.trim();
      await saveProfile(apiClient, {
        givenName: given,
        familyName: family || null,
        name: [given, family].filter(Boolean).join(' '),
        avatarUrl: avatarUrl.trim() || null,
      });
      await store.refresh();
      toaster.success(t('account-profile-saved'));
    } catch (error) {
      setSaveError(describeApiProblem(t, error, t('account-profile-save-failed')));
    } finally {
      setSaving(false);
    }
  }

  const shownAs = withElements({ name: <strong>{user.displayName}</strong> });
  return (
    <section className="account-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('account-profile-heading')}</h2>
      <form className="account-form" noValidate onSubmit={handleSubmit}>
        <div className="account-avatar">
          {savedAvatar ? (
            <img src={savedAvatar} alt={t('account-avatar-alt')} width={64} height={64} />
          ) : (
            <span className="account-avatar__empty" aria-hidden="true">
              {user.displayName.slice(0, 1).toUpperCase()}
            </span>
          )}
          <p>{shownAs.render(t('account-shown-as', shownAs.args))}</p>
        </div>
        <TextField
          ref={givenNameRef}
          label={t('account-first-name')}
          autoComplete="given-name"
          value={givenName}
          error={errors.givenName}
          onChange={(event) => setGivenName(event.target.value)}
        />
        <TextField
          ref={familyNameRef}
          label={t('account-last-name')}
          autoComplete="family-name"
          value={familyName}
          error={errors.familyName}
          onChange={(event) => setFamilyName(event.target.value)}
        />
        <TextField
          ref={avatarUrlRef}
          label={t('account-avatar-url')}
          type="url"
          inputMode="url"
          hint={t('account-avatar-url-hint')}
          value={avatarUrl}
          error={errors.avatarUrl}
          onChange={(event) => setAvatarUrl(event.target.value)}
        />
        {saveError && <Alert>{saveError}</Alert>}
        <div>
          <Button
            type="submit"
            loading={saving}
            focusableWhenLoading
            loadingText={t('account-saving')}
          >
            {t('account-profile-save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
