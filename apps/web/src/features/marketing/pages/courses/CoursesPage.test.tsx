import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderMarketingPage, withFakeIdentityApi } from '../common/renderMarketingPage';

const api = withFakeIdentityApi();

describe('/courses', () => {
  it('lists five short courses whose lessons are pages of our own site', async () => {
    await renderMarketingPage(api(), '/courses', 'Learn Motes at your own pace');

    const list = screen.getByRole('region', { name: 'The courses' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Getting started with Motes',
      'Giving feedback by voice',
      'Reading support for every learner',
      'Teaching languages with Motes',
      'Rolling Motes out across a school',
    ]);
    for (const link of within(list).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/[a-z]/);
    }
    expect(document.getElementById('getting-started')).toHaveTextContent('5 lessons');
  });

  it('is honest that the courses are self-paced reading without certificates', async () => {
    await renderMarketingPage(api(), '/courses', 'Learn Motes at your own pace');

    const how = screen.getByRole('region', { name: 'How the courses work' });
    expect(how).toHaveTextContent(/self-paced reading/);
    expect(how).toHaveTextContent(/We don't issue certificates/);
  });
});
