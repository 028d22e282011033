// The Fluent ids of the footer's labels, built from the keys of `FOOTER_COLUMNS` and
// `SOCIAL_NETWORKS` (@motes/shared); footerMessages.test.ts checks that each exists.
import type { SocialNetwork } from '@motes/shared';

/** Heading of a column or of a part of one, e.g. `footer-heading-company`. */
export const footerHeadingMessageId = (key: string) => `footer-heading-${key}`;
/** Label of a footer link, e.g. `footer-link-careers`. */
export const footerLinkMessageId = (key: string) => `footer-link-${key}`;
/** Accessible name of a social link, e.g. `footer-social-youtube`. */
export const socialLinkMessageId = (network: SocialNetwork) => `footer-social-${network}`;
