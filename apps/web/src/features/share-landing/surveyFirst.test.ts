import { describe, expect, it } from 'vitest';
import { surveyBeforeShareLink } from './surveyFirst';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('surveyBeforeShareLink (§2 authenticated m/ and t/)', () => {
  it('goes to the survey while userOnboarding is required, carrying the link back', () => {
    expect(surveyBeforeShareLink({ userOnboarding: 'REQUIRED' }, at('/m/abc', '?x=1'))).toBe(
      '/onboarding/survey?returnTo=%2Fm%2Fabc%3Fx%3D1',
    );
  });

  it('does not when the survey is done, skipped, or bypassed by iid/uid', () => {
    expect(surveyBeforeShareLink({ userOnboarding: 'completed' }, at('/m/abc'))).toBeUndefined();
    expect(surveyBeforeShareLink({ userOnboarding: 'skip_for_now' }, at('/t/abc'))).toBeUndefined();
    expect(surveyBeforeShareLink(undefined, at('/t/abc'))).toBeUndefined();
    expect(
      surveyBeforeShareLink({ userOnboarding: 'required' }, at('/m/abc', '?uid=7')),
    ).toBeUndefined();
  });
});
