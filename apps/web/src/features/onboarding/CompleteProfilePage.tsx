import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, TextField, useTranslate } from '@motes/ui';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { saveProfile } from '../account/profileCalls';
import { validateNamePart } from '../account/profileValidation';
import { describeApiProblem } from '../signed-in/apiProblem';
import { documentTitle } from '../signed-in/documentTitle';
import { useCompleteOnboardingStep } from './useCompleteOnboardingStep';
import './onboarding.css';

/**
 * `/complete-profile` (§4 step "details"): after an emailed-link sign-up we know only an email
 * address, so we ask for a name, save it (`i/account/profile`) and mark
 * captureNameDetailsAfterEmailLogin completed.
 */
export function CompleteProfilePage() {
  const t = useTranslate();
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
      givenName: validateNamePart(t, 'givenName', givenName),
      familyName: validateNamePart(t, 'familyName', familyName),
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
      setSaveError(describeApiProblem(t, error, t('onboarding-name-save-failed')));
      setSaving(false);
    }
  }

  return (
    <div className="onboarding-page">
      <title>{documentTitle(t('onboarding-name-title'))}</title>
      <h1>{t('onboarding-name-heading')}</h1>
      <p className="onboarding-lead">{t('onboarding-name-lead')}</p>
      {saveError && <Alert>{saveError}</Alert>}
      <form className="onboarding-form" noValidate onSubmit={handleSubmit}>
        <TextField
          ref={givenNameRef}
          label={t('account-first-name')}
          name="givenName"
          autoComplete="given-name"
          required
          value={givenName}
          error={errors.givenName}
          onChange={(event) => setGivenName(event.target.value)}
        />
        <TextField
          ref={familyNameRef}
          label={t('account-last-name')}
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
            loadingText={t('onboarding-saving')}
          >
            {t('onboarding-continue')}
          </Button>
        </div>
      </form>
    </div>
  );
}
