import type { Translate } from '../signed-in/apiProblem';

/** The longest name part the server keeps (`ProfileUpdateSchema` in @motes/shared). */
export const NAME_PART_MAX_LENGTH = 100;

/** The name fields of the profile and complete-profile forms. */
export type NamePart = 'givenName' | 'familyName';

/**
 * The error for one name field, or undefined when it is fine. The first name is required; the
 * last name is optional.
 */
export function validateNamePart(t: Translate, part: NamePart, value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return part === 'givenName' ? t('account-first-name-required') : undefined;
  if (trimmed.length > NAME_PART_MAX_LENGTH) {
    return part === 'givenName'
      ? t('account-first-name-too-long', { max: NAME_PART_MAX_LENGTH })
      : t('account-last-name-too-long', { max: NAME_PART_MAX_LENGTH });
  }
  return undefined;
}
