// Message ids kept in data (tour steps, survey answers) are not literal `t('…')` calls, so
// the code scan of localeFiles.test.ts cannot see them: check them here.
import { describe, expect, it } from 'vitest';
import { englishTranslator } from '../../testing/testTranslator';
import { PRODUCT_TOUR_STEPS } from './productTourSteps';
import { SURVEY_INTENTS, SURVEY_ROLES } from './surveyQuestions';

describe('onboarding texts', () => {
  it('has a message for every tour step text', () => {
    const ids = PRODUCT_TOUR_STEPS.flatMap((step) => [
      step.nameId,
      step.titleId,
      step.bodyId,
      step.tipId,
    ]);
    expect(ids.filter((id) => !englishTranslator().has(id))).toEqual([]);
  });

  it('has a message for every survey answer', () => {
    const ids = [...SURVEY_ROLES, ...SURVEY_INTENTS].map((option) => option.labelId);
    expect(ids.filter((id) => !englishTranslator().has(id))).toEqual([]);
  });
});
