import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();
const TITLE = 'We build for every voice in the classroom';

describe('/about', () => {
  it('has the mission, beliefs and how we work', async () => {
    await renderMarketingPage(api(), '/about', TITLE);

    for (const name of ['Our mission', 'What we believe about voice in learning', 'How we work']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('has #contact with the email address and lines for press, careers and feedback', async () => {
    await renderMarketingPage(api(), '/about', TITLE);

    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(contact).toHaveAttribute('id', 'contact');
    expect(within(contact).getByRole('link', { name: 'hello@motes.app' })).toHaveAttribute(
      'href',
      'mailto:hello@motes.app',
    );
    for (const [name, subject] of [
      ['Send a press inquiry', 'Press inquiry'],
      ['Ask about working with us', 'Careers'],
      ['Tell us what to improve', 'Product feedback'],
    ] as const) {
      expect(within(contact).getByRole('link', { name })).toHaveAttribute(
        'href',
        `mailto:hello@motes.app?subject=${encodeURIComponent(subject)}`,
      );
    }
  });
});
