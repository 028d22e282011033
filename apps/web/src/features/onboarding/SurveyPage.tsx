import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, useTranslate } from '@motes/ui';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { describeApiProblem } from '../signed-in/apiProblem';
import { documentTitle } from '../signed-in/documentTitle';
import {
  SURVEY_COMPLETED_EVENT,
  SURVEY_INTENTS,
  SURVEY_ROLES,
  type SurveyIntent,
  type SurveyRole,
} from './surveyQuestions';
import { useCompleteOnboardingStep } from './useCompleteOnboardingStep';
import './onboarding.css';

/**
 * `/onboarding/survey` (§4 step "survey"): two short questions. Answering marks userOnboarding
 * completed; "Skip for now" marks it skip_for_now (§4 goal states). Either way onboarding moves
 * on to the next step or back to where the user was going.
 */
export function SurveyPage() {
  const t = useTranslate();
  const { analytics } = useWebIdentity();
  const completeStep = useCompleteOnboardingStep();
  const [role, setRole] = useState<SurveyRole>();
  const [intents, setIntents] = useState<SurveyIntent[]>([]);
  const [roleError, setRoleError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [busy, setBusy] = useState<'saving' | 'skipping'>();
  const firstRoleRef = useRef<HTMLInputElement>(null);
  const roleErrorId = useId();

  async function finish(state: 'completed' | 'skip_for_now') {
    setSaveError(undefined);
    setBusy(state === 'completed' ? 'saving' : 'skipping');
    try {
      await completeStep('userOnboarding', state);
    } catch (error) {
      setSaveError(describeApiProblem(t, error, t('onboarding-survey-save-failed')));
      setBusy(undefined);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!role) {
      setRoleError(t('onboarding-survey-role-required'));
      firstRoleRef.current?.focus();
      return;
    }
    setRoleError(undefined);
    void analytics.track(SURVEY_COMPLETED_EVENT, { role, intents: intents.join(',') });
    void finish('completed');
  }

  function toggleIntent(intent: SurveyIntent, checked: boolean) {
    setIntents((current) =>
      checked ? [...current, intent] : current.filter((value) => value !== intent),
    );
  }

  return (
    <div className="onboarding-page">
      <title>{documentTitle(t('onboarding-survey-title'))}</title>
      <h1>{t('onboarding-survey-heading')}</h1>
      <p className="onboarding-lead">{t('onboarding-survey-lead')}</p>
      {saveError && <Alert>{saveError}</Alert>}
      <form className="onboarding-form" noValidate onSubmit={handleSubmit}>
        <fieldset
          className="onboarding-fieldset"
          aria-describedby={roleError ? roleErrorId : undefined}
        >
          <legend>{t('onboarding-survey-role-question')}</legend>
          {SURVEY_ROLES.map((option, index) => (
            <label key={option.value} className="onboarding-choice">
              <input
                ref={index === 0 ? firstRoleRef : undefined}
                type="radio"
                name="role"
                value={option.value}
                checked={role === option.value}
                onChange={() => setRole(option.value)}
              />
              {t(option.labelId)}
            </label>
          ))}
          {roleError && (
            <p id={roleErrorId} className="onboarding-error" role="alert">
              {roleError}
            </p>
          )}
        </fieldset>
        <fieldset className="onboarding-fieldset">
          <legend>{t('onboarding-survey-intent-question')}</legend>
          {SURVEY_INTENTS.map((option) => (
            <label key={option.value} className="onboarding-choice">
              <input
                type="checkbox"
                name="intents"
                value={option.value}
                checked={intents.includes(option.value)}
                onChange={(event) => toggleIntent(option.value, event.target.checked)}
              />
              {t(option.labelId)}
            </label>
          ))}
        </fieldset>
        <div className="onboarding-actions">
          <Button
            type="submit"
            size="lg"
            loading={busy === 'saving'}
            focusableWhenLoading
            loadingText={t('onboarding-saving')}
            disabled={busy === 'skipping'}
          >
            {t('onboarding-continue')}
          </Button>
          <Button
            variant="ghost"
            size="lg"
            loading={busy === 'skipping'}
            focusableWhenLoading
            disabled={busy === 'saving'}
            onClick={() => void finish('skip_for_now')}
          >
            {t('onboarding-survey-skip')}
          </Button>
        </div>
      </form>
    </div>
  );
}
