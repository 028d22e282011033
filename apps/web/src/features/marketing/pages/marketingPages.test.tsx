import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { FIRST_LOAD_TIMEOUT_MS, withFakeIdentityApi } from './common/renderMarketingPage';

// Every marketing page of §2 "Other paths seen": one h1, a document title and a description.
const api = withFakeIdentityApi();

const PAGES = [
  ['/landing', 'Welcome – Motes'],
  ['/pricing', 'Pricing – Motes'],
  ['/product', 'Product tour – Motes'],
  ['/features', 'Features – Motes'],
  ['/about', 'About us – Motes'],
  ['/impact', 'ESSA & Impact – Motes'],
  ['/accessibility', 'Accessibility statement – Motes'],
  ['/compare', 'Compare – Motes'],
  ['/courses', 'Self-Paced Courses – Motes'],
  ['/expert', 'Ask an Expert – Motes'],
] as const;

describe('marketing pages', () => {
  it.each(PAGES)('%s has exactly one h1, a title and a description', async (path, title) => {
    renderApp(path, { baseUrl: api().origin });

    await screen.findByRole('heading', { level: 1 }, { timeout: FIRST_LOAD_TIMEOUT_MS });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(document.title).toBe(title));
    const description = document.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')?.length).toBeGreaterThan(40);
  });

  it.each(PAGES)('%s has sections with h2 headings and no untranslated ids', async (path) => {
    renderApp(path, { baseUrl: api().origin });

    await screen.findByRole('heading', { level: 1 }, { timeout: FIRST_LOAD_TIMEOUT_MS });
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    // A message missing from en-US shows as its id (e.g. "pricing-title").
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).not.toMatch(
      /\b(landing|pricing|product|features|about|impact|a11y|compare|courses|expert)-[a-z0-9-]+\b/,
    );
  });
});
