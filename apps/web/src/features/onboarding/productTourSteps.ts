// The product tour (§2 `/onboarding/product`): the three things a new user can do first.
// Texts are messages of onboarding.ftl; productTourSteps.test.ts checks that each exists.

export interface ProductTourStep {
  /** Message ids: a short name for the step list, the heading, the text and a tip. */
  nameId: string;
  titleId: string;
  bodyId: string;
  tipId: string;
}

export const PRODUCT_TOUR_STEPS: readonly ProductTourStep[] = [
  {
    nameId: 'onboarding-tour-record-name',
    titleId: 'onboarding-tour-record-title',
    bodyId: 'onboarding-tour-record-body',
    tipId: 'onboarding-tour-record-tip',
  },
  {
    nameId: 'onboarding-tour-read-name',
    titleId: 'onboarding-tour-read-title',
    bodyId: 'onboarding-tour-read-body',
    tipId: 'onboarding-tour-read-tip',
  },
  {
    nameId: 'onboarding-tour-share-name',
    titleId: 'onboarding-tour-share-title',
    bodyId: 'onboarding-tour-share-body',
    tipId: 'onboarding-tour-share-tip',
  },
];
