import { useRef, useState, type FormEvent } from 'react';
import { AvatarUrlSchema, type StatusUser } from '@motes/shared';
import { Alert, Button, TextField, useToaster } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { saveProfile } from './profileCalls';
import { validateNamePart } from './profileValidation';

interface ProfileErrors {
  givenName?: string;
  familyName?: string;
  avatarUrl?: string;
}

export const AVATAR_URL_MESSAGE =
  'Use an address that starts with https://, or leave it empty for no picture.';

function validate(givenName: string, familyName: string, avatarUrl: string): ProfileErrors {
  const trimmedUrl = avatarUrl.trim();
  return {
    givenName: validateNamePart(givenName, { required: true, what: 'your first name' }),
    familyName: validateNamePart(familyName, { required: false, what: 'your last name' }),
    avatarUrl:
      trimmedUrl && !AvatarUrlSchema.safeParse(trimmedUrl).success ? AVATAR_URL_MESSAGE : undefined,
  };
}

/** The profile part of `/account`: names and the avatar picture's address. */
export function ProfileSection({ user }: { user: StatusUser }) {
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
    const found = validate(givenName, familyName, avatarUrl);
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
      toaster.success('Profile saved');
    } catch (error) {
      setSaveError(describeApiError(error, "We couldn't save your profile. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="account-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <form className="account-form" noValidate onSubmit={handleSubmit}>
        <div className="account-avatar">
          {savedAvatar ? (
            <img src={savedAvatar} alt="Your profile picture" width={64} height={64} />
          ) : (
            <span className="account-avatar__empty" aria-hidden="true">
              {user.displayName.slice(0, 1).toUpperCase()}
            </span>
          )}
          <p>
            Shown as <strong>{user.displayName}</strong>
          </p>
        </div>
        <TextField
          ref={givenNameRef}
          label="First name"
          autoComplete="given-name"
          value={givenName}
          error={errors.givenName}
          onChange={(event) => setGivenName(event.target.value)}
        />
        <TextField
          ref={familyNameRef}
          label="Last name (optional)"
          autoComplete="family-name"
          value={familyName}
          error={errors.familyName}
          onChange={(event) => setFamilyName(event.target.value)}
        />
        <TextField
          ref={avatarUrlRef}
          label="Profile picture address (optional)"
          type="url"
          inputMode="url"
          hint="The https:// address of a square picture of you."
          value={avatarUrl}
          error={errors.avatarUrl}
          onChange={(event) => setAvatarUrl(event.target.value)}
        />
        {saveError && <Alert>{saveError}</Alert>}
        <div>
          <Button type="submit" loading={saving} focusableWhenLoading loadingText="Saving ...">
            Save profile
          </Button>
        </div>
      </form>
    </section>
  );
}
