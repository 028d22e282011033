// Addresses the resource pages give for privacy and security matters. The general contact
// address lives with the about page (marketing/pages/common/mailto.ts).

/** Where data-protection requests (GDPR, student privacy) go. */
export const PRIVACY_EMAIL = 'privacy@motes.app';

/** Where vulnerabilities are reported (the Security tab of /privacy). */
export const SECURITY_EMAIL = 'security@motes.app';
