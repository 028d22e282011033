import { describe, expect, it } from 'vitest';
import { signInEmail } from './signInEmail.js';

describe('the sign-in email', () => {
  const expiresAt = new Date('2030-05-01T14:05:00Z');
  const link = 'https://motes.test/login/link?token=abc&x=<1>';
  const mail = signInEmail({ to: 'pat@example.test', link, expiresAt });

  it('names the product, the expiry and what to do if it was not asked for', () => {
    expect(mail.subject).toBe('Your Motes sign-in link');
    for (const body of [mail.text, mail.html!]) {
      expect(body).toContain('Sign in to Motes');
      expect(body).toContain('expires in 15 minutes (at 14:05 UTC)');
      expect(body).toMatch(/If you didn(&#39;|')t ask for this, ignore this email\./);
    }
    expect(mail.text).toContain(link);
  });

  it('is simple accessible HTML with every value escaped', () => {
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('href="https://motes.test/login/link?token=abc&amp;x=&lt;1&gt;"');
    expect(mail.html).not.toContain('<1>');
  });
});
