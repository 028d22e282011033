import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CASE_STUDIES, CASE_STUDY_SECTION_HEADINGS } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../../testing/fakeIdentityApi';
import { PAGE_LOAD_WAIT } from '../pageLoadWait';
import { renderApp } from '../../../testing/renderApp';

// §3 "Case-study article" and §9 "Marketing figures", at /learning-zone/case-studies/{slug}.

let api: FakeIdentityApi;
beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

// One §9 figure per customer, as the article states it.
const FIGURE: Record<string, RegExp> = {
  'new-york-district': /over 3,200 students in five schools/i,
  'england-primary-trust':
    /about 45 minutes in total, against at least 2 hours of written marking/i,
  'connecticut-district': /over 40,000 voice notes in a year/i,
  'nova-scotia-centre': /about 6,000 students across 22 schools/i,
};

describe('case-study articles', () => {
  it.each(CASE_STUDIES)(
    '$slug renders as an English article with its four sections',
    async (study) => {
      renderApp(`/learning-zone/case-studies/${study.slug}`, { baseUrl: api.origin });
      const heading = await screen.findByRole(
        'heading',
        { level: 1, name: study.article.title },
        PAGE_LOAD_WAIT,
      );
      const article = screen.getByRole('article');
      expect(article).toContainElement(heading);
      expect(article).toHaveAttribute('lang', 'en');

      const sectionHeadings = within(article)
        .getAllByRole('heading', { level: 2 })
        .map((element) => element.textContent ?? '')
        .filter((text) =>
          CASE_STUDY_SECTION_HEADINGS.some((choices) => choices.includes(text as never)),
        );
      expect(sectionHeadings).toHaveLength(4);
      sectionHeadings.forEach((text, index) =>
        expect(CASE_STUDY_SECTION_HEADINGS[index]).toContain(text),
      );

      // The §9 figure, in the article's text.
      expect(within(article).getAllByText(FIGURE[study.slug]!).length).toBeGreaterThan(0);
      // A table of contents pointing at each section.
      const contents = within(article).getByRole('navigation', { name: 'In this article' });
      expect(within(contents).getByRole('link', { name: 'Introduction' })).toHaveAttribute(
        'href',
        '#introduction',
      );
      expect(document.getElementById('conclusion')).not.toBeNull();
      // Quotes come from roles.
      expect(within(article).getAllByRole('blockquote').length).toBeGreaterThan(0);
      expect(within(article).getByRole('img', { name: study.headerImageAlt })).toHaveAttribute(
        'src',
        study.article.headerImage,
      );
      await waitFor(() => expect(document.title).toBe(`${study.article.title} – Motes`));
    },
  );

  it('leads back to the Learning Zone and on to the other studies', async () => {
    const [study, ...others] = CASE_STUDIES;
    const { router, user } = renderApp(`/learning-zone/case-studies/${study!.slug}`, {
      baseUrl: api.origin,
    });
    await screen.findByRole('heading', { level: 1, name: study!.article.title }, PAGE_LOAD_WAIT);
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Learning Zone' })).toHaveAttribute(
      'href',
      '/learning-zone',
    );
    const related = screen.getByRole('region', { name: 'Related case studies' });
    for (const other of others)
      expect(within(related).getByRole('link', { name: other.article.title })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Back to the Learning Zone' }));
    expect(
      await screen.findByRole('tab', { name: 'Case studies' }, PAGE_LOAD_WAIT),
    ).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=case');
  });

  it('shows the 404 page for a case study we do not have', async () => {
    renderApp('/learning-zone/case-studies/no-such-school', { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_LOAD_WAIT),
    ).toBeVisible();
  });
});
