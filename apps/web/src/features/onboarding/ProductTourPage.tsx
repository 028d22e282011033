import { useEffect, useRef, useState } from 'react';
import { Alert, BRAND_NAME, Button } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { PRODUCT_TOUR_STEPS } from './productTourSteps';
import { useCompleteOnboardingStep } from './useCompleteOnboardingStep';
import './onboarding.css';

const SAVE_FAILED_MESSAGE = "We couldn't save your progress. Please try again.";

/**
 * `/onboarding/product` (§4 step "product"): a three-step tour — record, read aloud, share.
 * Finishing marks productOnboarding completed, "Skip the tour" marks it skip_for_now.
 */
export function ProductTourPage() {
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
      setSaveError(describeApiError(error, SAVE_FAILED_MESSAGE));
      setBusy(undefined);
    }
  }

  return (
    <div className="onboarding-page">
      <title>{`Welcome to ${BRAND_NAME}`}</title>
      <h1>Welcome to {BRAND_NAME}</h1>
      <p className="onboarding-lead">Three things you can do, in under a minute.</p>
      <ol className="tour-progress" aria-label="Tour steps">
        {PRODUCT_TOUR_STEPS.map((tourStep, stepIndex) => (
          <li
            key={tourStep.name}
            className="tour-progress__step"
            aria-current={stepIndex === index ? 'step' : undefined}
          >
            {tourStep.name}
          </li>
        ))}
      </ol>
      <section className="tour-step" aria-labelledby="tour-step-heading">
        <p className="tour-step__count">
          Step {index + 1} of {PRODUCT_TOUR_STEPS.length}
        </p>
        <h2 id="tour-step-heading" ref={headingRef} tabIndex={-1}>
          {step.title}
        </h2>
        <p>{step.body}</p>
        <p className="tour-step__tip">{step.tip}</p>
      </section>
      {saveError && <Alert>{saveError}</Alert>}
      <div className="onboarding-actions">
        {index > 0 && (
          <Button variant="secondary" size="lg" onClick={() => go(index - 1)} disabled={!!busy}>
            Back
          </Button>
        )}
        {isLast ? (
          <Button
            size="lg"
            loading={busy === 'finishing'}
            focusableWhenLoading
            loadingText="Saving ..."
            disabled={busy === 'skipping'}
            onClick={() => void finish('completed')}
          >
            Start using {BRAND_NAME}
          </Button>
        ) : (
          <Button size="lg" onClick={() => go(index + 1)} disabled={!!busy}>
            Next
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
            Skip the tour
          </Button>
        )}
      </div>
    </div>
  );
}
