import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CASE_STUDIES } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../../testing/fakeIdentityApi';
import { PAGE_LOAD_WAIT } from '../pageLoadWait';
import { renderApp } from '../../../testing/renderApp';
import { englishTranslator } from '../../../testing/testTranslator';
import { HOW_TO_GUIDES, howToGuideMessageIds } from './howToGuides';

// §2 "/learning-zone, with tab values case and howto".

let api: FakeIdentityApi;
beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

async function openLearningZone(path: string) {
  const app = renderApp(path, { baseUrl: api.origin });
  await screen.findByRole(
    'heading',
    {
      level: 1,
      name: 'Learn from schools, then try it yourself',
    },
    PAGE_LOAD_WAIT,
  );
  return app;
}

describe('/learning-zone', () => {
  it('lists the four case studies by default, each linking to its article', async () => {
    await openLearningZone('/learning-zone');
    expect(screen.getByRole('tab', { name: 'Case studies' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Case studies' });
    const cards = within(panel).getAllByRole('listitem');
    expect(cards).toHaveLength(CASE_STUDIES.length);
    for (const study of CASE_STUDIES) {
      const link = within(panel).getByRole('link', { name: study.article.title });
      expect(link).toHaveAttribute('href', `/learning-zone/case-studies/${study.slug}`);
      expect(link.closest('[lang]')).toHaveAttribute('lang', 'en');
    }
    expect(within(panel).getByText('Over 40,000 voice notes in a year')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Learning Zone – Motes'));
  });

  it('opens the how-to guides from ?tab=howto, each with an anchor and numbered steps', async () => {
    await openLearningZone('/learning-zone?tab=howto');
    const panel = screen.getByRole('tabpanel', { name: 'How-to guides' });
    for (const guide of HOW_TO_GUIDES) {
      const section = document.getElementById(guide.anchor);
      expect(section).not.toBeNull();
      expect(panel).toContainElement(section);
      expect(within(section!).getAllByRole('listitem')).toHaveLength(guide.steps);
    }
    const index = within(panel).getByRole('navigation', { name: 'Guides on this page' });
    expect(within(index).getByRole('link', { name: 'Record a mote' })).toHaveAttribute(
      'href',
      '/learning-zone?tab=howto#record-a-mote',
    );
    // Loops are not built (registry): the guide says so and offers no "Go to My Loops".
    const loop = document.getElementById('start-a-loop')!;
    expect(within(loop).getByRole('heading', { level: 3, name: 'Start a loop' })).toBeVisible();
    expect(loop).toHaveTextContent('Not yet available');
    expect(within(loop).queryByRole('link')).toBeNull();
    // §9 recording limits, from the constants: 60 s signed in (free), 300 s without signing in.
    expect(
      within(panel).getByText(/up to 60 seconds; without signing in, up to 300 seconds/),
    ).toBeVisible();
  });

  it('switches tabs by keyboard and keeps the choice in the URL', async () => {
    const { router, user } = await openLearningZone('/learning-zone');
    screen.getByRole('tab', { name: 'Case studies' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'How-to guides' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=howto');
    expect(screen.getByRole('heading', { level: 2, name: 'How-to guides' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toBe('?tab=case');
  });

  it('sends /learning-zone/case-studies to the case-study tab', async () => {
    const { router } = await openLearningZone('/learning-zone/case-studies');
    expect(router.state.location.pathname).toBe('/learning-zone');
    expect(router.state.location.search).toBe('?tab=case');
  });

  it('links to the 2023 conference page', async () => {
    await openLearningZone('/learning-zone');
    expect(screen.getByRole('link', { name: 'FETC 2023' })).toHaveAttribute('href', '/events/fetc');
  });

  it('has every message the guides are built from, in en-US', () => {
    const translator = englishTranslator();
    const ids = HOW_TO_GUIDES.flatMap(howToGuideMessageIds);
    expect(ids.filter((id) => !translator.has(id))).toEqual([]);
  });
});
