import { useRef, useState, type FormEvent } from 'react';
import { Alert, BRAND_NAME, Button, TextField } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { saveProfile } from '../account/profileCalls';
import { validateNamePart } from '../account/profileValidation';
import { useCompleteOnboardingStep } from './useCompleteOnboardingStep';
import './onboarding.css';

/**
 * `/complete-profile` (§4 step "details"): after an emailed-link sign-up we know only an email
 * address, so we ask for a name, save it (`i/account/profile`) and mark
 * captureNameDetailsAfterEmailLogin completed.
 */
export function CompleteProfilePage() {
  const { apiClient } = useWebIdentity();
  const completeStep = useCompleteOnboardingStep();
  const [givenName, setGivenName] = useState('');
  const [familyName, setFamilyName] = useState('');
  const [errors, setErrors] = useState<{ givenName?: string; familyName?: string }>({});
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const givenNameRef = useRef<HTMLInputElement>(null);
  const familyNameRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      givenName: validateNamePart(givenName, { required: true, what: 'your first name' }),
      familyName: validateNamePart(familyName, { required: false, what: 'your last name' }),
    };
    setErrors(next);
    if (next.givenName) return givenNameRef.current?.focus();
    if (next.familyName) return familyNameRef.current?.focus();
    setSaving(true);
    setSaveError(undefined);
    try {
      const given = givenName.trim();
      const family = familyName.trim();
      await saveProfile(apiClient, {
        givenName: given,
        familyName: family || null,
        name: [given, family].filter(Boolean).join(' '),
      });
      await completeStep('captureNameDetailsAfterEmailLogin', 'completed');
    } catch (error) {
      setSaveError(describeApiError(error, "We couldn't save your name. Please try again."));
      setSaving(false);
    }
  }

  return (
    <div className="onboarding-page">
      <title>{`Your name · ${BRAND_NAME}`}</title>
      <h1>What should we call you?</h1>
      <p className="onboarding-lead">
        Your name appears on the motes you share, so your students and colleagues know who they are
        from.
      </p>
      {saveError && <Alert>{saveError}</Alert>}
      <form className="onboarding-form" noValidate onSubmit={handleSubmit}>
        <TextField
          ref={givenNameRef}
          label="First name"
          name="givenName"
          autoComplete="given-name"
          required
          value={givenName}
          error={errors.givenName}
          onChange={(event) => setGivenName(event.target.value)}
        />
        <TextField
          ref={familyNameRef}
          label="Last name (optional)"
          name="familyName"
          autoComplete="family-name"
          value={familyName}
          error={errors.familyName}
          onChange={(event) => setFamilyName(event.target.value)}
        />
        <div className="onboarding-actions">
          <Button
            type="submit"
            size="lg"
            loading={saving}
            focusableWhenLoading
            loadingText="Saving ..."
          >
            Continue
          </Button>
        </div>
      </form>
    </div>
  );
}
