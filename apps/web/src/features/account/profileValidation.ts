/** The longest name part the server keeps (`ProfileUpdateSchema` in @motes/shared). */
export const NAME_PART_MAX_LENGTH = 100;

/**
 * The error for one name field, or undefined when it is fine. Worded for the form it sits in:
 * `what` completes "Enter …", e.g. "your first name".
 */
export function validateNamePart(
  value: string,
  { required, what }: { required: boolean; what: string },
): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required ? `Enter ${what}.` : undefined;
  if (trimmed.length > NAME_PART_MAX_LENGTH) {
    return `Use ${NAME_PART_MAX_LENGTH} characters or fewer for ${what}.`;
  }
  return undefined;
}
