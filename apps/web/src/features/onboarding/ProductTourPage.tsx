import { useEffect, useRef, useState } from 'react';
import { Alert, Button, useTranslate } from '@motes/ui';
import { describeApiProblem } from '../signed-in/apiProblem';
import { documentTitle } from '../signed-in/documentTitle';
import { PRODUCT_TOUR_STEPS } from './productTourSteps';
import { useCompleteOnboardingStep } from './useCompleteOnboardingStep';
import './onboarding.css';

/**
 * `/onboarding/product` (§4 step "product"): a three-step tour — record, read aloud, share.
 * Finishing marks productOnboarding completed, "Skip the tour" marks it skip_for_now.
 */
export function ProductTourPage() {
  const t = useTranslate();
  const completeStep = useCompleteOnboardingStep();
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState<'finishing' | 'skipping'>();
  const [saveError, setSaveError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = PRODUCT_TOUR_STEPS[index] ?? PRODUCT_TOUR_STEPS[0]!;
  const isLast = index === PRODUCT_TOUR_STEPS.length - 1;

  // After Next or Back, focus the new step's heading so a screen reader reads it; not on arrival.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  function go(to: number) {
    moved.current = true;
    setIndex(to);
  }

  async function finish(state: 'completed' | 'skip_for_now') {
    setSaveError(undefined);
    setBusy(state === 'completed' ? 'finishing' : 'skipping');
    try {
      await completeStep('productOnboarding', state);
    } catch (error) {
      setSaveError(describeApiProblem(t, error, t('onboarding-tour-save-failed')));
      setBusy(undefined);
    }
  }

  return (
    <div className="onboarding-page">
      <title>{documentTitle(t('onboarding-tour-title'))}</title>
      <h1>{t('onboarding-tour-heading')}</h1>
      <p className="onboarding-lead">{t('onboarding-tour-lead')}</p>
      <ol className="tour-progress" aria-label={t('onboarding-tour-steps')}>
        {PRODUCT_TOUR_STEPS.map((tourStep, stepIndex) => (
          <li
            key={tourStep.nameId}
            className="tour-progress__step"
            aria-current={stepIndex === index ? 'step' : undefined}
          >
            {t(tourStep.nameId)}
          </li>
        ))}
      </ol>
      <section className="tour-step" aria-labelledby="tour-step-heading">
        <p className="tour-step__count">
          {t('onboarding-tour-step-count', { step: index + 1, count: PRODUCT_TOUR_STEPS.length })}
        </p>
        <h2 id="tour-step-heading" ref={headingRef} tabIndex={-1}>
          {t(step.titleId)}
        </h2>
        <p>{t(step.bodyId)}</p>
        <p className="tour-step__tip">{t(step.tipId)}</p>
      </section>
      {saveError && <Alert>{saveError}</Alert>}
      <div className="onboarding-actions">
        {index > 0 && (
          <Button variant="secondary" size="lg" onClick={() => go(index - 1)} disabled={!!busy}>
            {t('onboarding-tour-back')}
          </Button>
        )}
        {isLast ? (
          <Button
            size="lg"
            loading={busy === 'finishing'}
            focusableWhenLoading
            loadingText={t('onboarding-saving')}
            disabled={busy === 'skipping'}
            onClick={() => void finish('completed')}
          >
            {t('onboarding-tour-finish')}
          </Button>
        ) : (
          <Button size="lg" onClick={() => go(index + 1)} disabled={!!busy}>
            {t('onboarding-tour-next')}
          </Button>
        )}
        {!isLast && (
          <Button
            variant="ghost"
            size="lg"
            loading={busy === 'skipping'}
            focusableWhenLoading
            disabled={busy === 'finishing'}
            onClick={() => void finish('skip_for_now')}
          >
            {t('onboarding-tour-skip')}
          </Button>
        )}
      </div>
    </div>
  );
}
