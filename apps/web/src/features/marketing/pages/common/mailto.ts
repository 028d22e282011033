/** A `mailto:` address with a subject line, encoded so spaces and `&` survive. */
export function mailtoWithSubject(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The general contact address (about page, accessibility and press enquiries). */
export const CONTACT_EMAIL = 'hello@motes.app';

/** The educator team's address (Ask an Expert). */
export const EXPERTS_EMAIL = 'experts@motes.app';
