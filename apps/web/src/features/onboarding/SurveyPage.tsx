import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, BRAND_NAME, Button } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { useWebIdentity } from '../../identity/IdentityProvider';
import {
  SURVEY_COMPLETED_EVENT,
  SURVEY_INTENTS,
  SURVEY_ROLES,
  type SurveyIntent,
  type SurveyRole,
} from './surveyQuestions';
import { useCompleteOnboardingStep } from './useCompleteOnboardingStep';
import './onboarding.css';

export const ROLE_REQUIRED_MESSAGE = 'Choose the answer that fits you best, or skip for now.';
const SAVE_FAILED_MESSAGE = "We couldn't save your answers. Please try again.";

/**
 * `/onboarding/survey` (§4 step "survey"): two short questions. Answering marks userOnboarding
 * completed; "Skip for now" marks it skip_for_now (§4 goal states). Either way onboarding moves
 * on to the next step or back to where the user was going.
 */
export function SurveyPage() {
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
      setSaveError(describeApiError(error, SAVE_FAILED_MESSAGE));
      setBusy(undefined);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!role) {
      setRoleError(ROLE_REQUIRED_MESSAGE);
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
      <title>{`Getting started · ${BRAND_NAME}`}</title>
      <h1>Welcome! Two quick questions</h1>
      <p className="onboarding-lead">
        Your answers help us show you the right tools first. It takes less than a minute.
      </p>
      {saveError && <Alert>{saveError}</Alert>}
      <form className="onboarding-form" noValidate onSubmit={handleSubmit}>
        <fieldset
          className="onboarding-fieldset"
          aria-describedby={roleError ? roleErrorId : undefined}
        >
          <legend>Which best describes you?</legend>
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
              {option.label}
            </label>
          ))}
          {roleError && (
            <p id={roleErrorId} className="onboarding-error" role="alert">
              {roleError}
            </p>
          )}
        </fieldset>
        <fieldset className="onboarding-fieldset">
          <legend>What would you like to do with {BRAND_NAME}? Choose any that apply.</legend>
          {SURVEY_INTENTS.map((option) => (
            <label key={option.value} className="onboarding-choice">
              <input
                type="checkbox"
                name="intents"
                value={option.value}
                checked={intents.includes(option.value)}
                onChange={(event) => toggleIntent(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className="onboarding-actions">
          <Button
            type="submit"
            size="lg"
            loading={busy === 'saving'}
            focusableWhenLoading
            loadingText="Saving ..."
            disabled={busy === 'skipping'}
          >
            Continue
          </Button>
          <Button
            variant="ghost"
            size="lg"
            loading={busy === 'skipping'}
            focusableWhenLoading
            disabled={busy === 'saving'}
            onClick={() => void finish('skip_for_now')}
          >
            Skip for now
          </Button>
        </div>
      </form>
    </div>
  );
}
