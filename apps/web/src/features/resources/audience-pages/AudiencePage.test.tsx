import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isProductToolBuilt } from '@motes/shared';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../../testing/fakeIdentityApi';
import { PAGE_LOAD_WAIT } from '../pageLoadWait';
import { renderApp } from '../../../testing/renderApp';
import { englishTranslator } from '../../../testing/testTranslator';
import {
  AUDIENCE_FOLDERS,
  AUDIENCE_PAGES,
  audienceMessageIds,
  audienceMessagePrefix,
  audiencePagePath,
  relatedLinkLabelId,
} from './audiencePages';

// §2 "Other paths seen": use-case, user-group and solution pages, one template.

let api: FakeIdentityApi;
beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

const english = englishTranslator();
const slugsOf = (kind: string) =>
  AUDIENCE_PAGES.filter((page) => page.kind === kind).map((page) => page.slug);

describe('use-case, user-group and solution pages (data)', () => {
  it('has exactly the pages §2 lists', () => {
    expect(slugsOf('usecase')).toEqual([
      'for-feedback',
      'connect-with-all-learners',
      'diverse-learners',
      'for-language-learning',
    ]);
    expect(slugsOf('group')).toEqual([
      'elementary-teachers',
      'middle-high-school-teachers',
      'language-teachers',
      'learners-with-special-needs',
      'emerging-bilingual-learners',
      'schools',
      'professors-and-faculty',
      'content-creators',
    ]);
    expect(slugsOf('solution')).toEqual([
      'verbal-feedback',
      'developing-student-speaking-and-listening-skills',
      'accommodating-diverse-learners',
      'assessing-student-speaking-and-listening-skills',
      'dictation',
      'voice-translation',
      'school-administrators',
    ]);
  });

  it.each(AUDIENCE_PAGES.map((page) => [audiencePagePath(page), page] as const))(
    '%s has every message it is built from, and names each related link',
    (_path, page) => {
      expect(page.benefits.length).toBeGreaterThanOrEqual(3);
      expect(page.benefits.length).toBeLessThanOrEqual(4);
      expect(audienceMessageIds(page).filter((id) => !english.has(id))).toEqual([]);
      for (const path of page.related) {
        const labelId = relatedLinkLabelId(path);
        expect(labelId, path).toBeDefined();
        expect(english.has(labelId!), labelId).toBe(true);
      }
    },
  );

  it('gives every page its own copy, not the same words with one swapped', () => {
    for (const part of ['title', 'lede', 'benefit-1-body', 'step-1-body', 'cta-title']) {
      const texts = AUDIENCE_PAGES.map((page) =>
        english.t(`${audienceMessagePrefix(page)}-${part}`, { days: 30 }),
      );
      expect(new Set(texts).size, part).toBe(AUDIENCE_PAGES.length);
    }
  });
});

describe('use-case, user-group and solution pages (rendered)', () => {
  it.each(AUDIENCE_PAGES.map((page) => [audiencePagePath(page), page] as const))(
    '%s renders its own h1, benefits, steps and call to action',
    async (path, page) => {
      renderApp(path, { baseUrl: api.origin });
      const prefix = audienceMessagePrefix(page);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: english.t(`${prefix}-title`) },
          PAGE_LOAD_WAIT,
        ),
      ).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const benefits = screen.getByRole('region', {
        name: english.t(`${prefix}-benefits-heading`),
      });
      expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(
        page.benefits.length,
      );
      const steps = screen.getByRole('region', { name: 'How it works' });
      expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
      expect(
        screen.getByRole('heading', { level: 2, name: english.t(`${prefix}-cta-title`) }),
      ).toBeVisible();
      if (page.caseStudy) {
        const caseStudy = screen.getByRole('region', { name: 'From a school that uses it' });
        expect(within(caseStudy).getByRole('link')).toHaveAttribute(
          'href',
          `/learning-zone/case-studies/${page.caseStudy}`,
        );
      }
      const action = page.cta === 'quote' ? 'Tell us about your school' : 'Sign up free';
      expect(screen.getAllByRole('link', { name: action }).length).toBeGreaterThan(0);
      // Issue 14 honest pages: the page, benefits and steps that need a tool this build lacks
      // say so in words.
      const marked = document.querySelectorAll('[data-tool-state="notYetAvailable"]');
      for (const element of marked) expect(element).toHaveTextContent('Not yet available');
      const needed = [
        page.tool,
        ...Object.values(page.benefitTools ?? {}),
        ...Object.values(page.stepTools ?? {}),
      ].filter((tool) => tool !== undefined && !isProductToolBuilt(tool));
      expect(marked).toHaveLength(needed.length);
      await waitFor(() => expect(document.title).toBe(`${english.t(`${prefix}-name`)} – Motes`));
    },
  );

  it.each(Object.values(AUDIENCE_FOLDERS))(
    '/%s/ shows the 404 page for an unknown slug',
    async (folder) => {
      renderApp(`/${folder}/no-such-page`, { baseUrl: api.origin });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_LOAD_WAIT),
      ).toBeVisible();
    },
  );

  it('does not serve a page under another family’s folder', async () => {
    renderApp('/solutions/for-feedback', { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, PAGE_LOAD_WAIT),
    ).toBeVisible();
  });
});
