import { describe, expect, it } from 'vitest';
import {
  FOOTER_COLUMNS,
  NAV_BAR_ENTRIES,
  SOCIAL_NETWORKS,
  SOCIAL_PROFILE_URLS,
  allSiteLinksOf,
  isSiteLinkGroup,
  type SiteLinkGroup,
} from './siteLinks';

const hrefsOf = (group: SiteLinkGroup | undefined) => (group ? allSiteLinksOf(group) : []);
const column = (key: string) => FOOTER_COLUMNS.find((entry) => entry.key === key);

describe('navigation bar links (§2 "Navigation bar")', () => {
  it('has Product, Pricing, then the Solutions and Resources menus', () => {
    expect(NAV_BAR_ENTRIES.map((entry) => [entry.key, isSiteLinkGroup(entry)])).toEqual([
      ['product', false],
      ['pricing', false],
      ['solutions', true],
      ['resources', true],
    ]);
  });

  it('lists Diverse Learners, Assessment, Translation, Administration under Solutions', () => {
    const solutions = NAV_BAR_ENTRIES.find((entry) => entry.key === 'solutions');
    expect(solutions && isSiteLinkGroup(solutions) ? solutions.links : []).toEqual([
      { key: 'diverse-learners', href: '/solutions/accommodating-diverse-learners' },
      { key: 'assessment', href: '/solutions/assessing-student-speaking-and-listening-skills' },
      { key: 'translation', href: '/solutions/voice-translation' },
      { key: 'administration', href: '/solutions/school-administrators' },
    ]);
  });

  it('lists the seven Resources entries in order', () => {
    const resources = NAV_BAR_ENTRIES.find((entry) => entry.key === 'resources');
    expect(resources && isSiteLinkGroup(resources) ? resources.links : []).toEqual([
      { key: 'learning-zone', href: '/learning-zone' },
      { key: 'courses', href: '/courses' },
      { key: 'support', href: '/learning-zone?tab=howto' },
      { key: 'impact', href: '/impact' },
      { key: 'privacy', href: '/privacy' },
      { key: 'community', href: '/community' },
      { key: 'expert', href: '/expert' },
    ]);
  });
});

describe('footer links (§2 "Footer" and "Other paths seen")', () => {
  it('has the four columns Customers, Solutions, Company, Product', () => {
    expect(FOOTER_COLUMNS.map((entry) => entry.key)).toEqual([
      'customers',
      'solutions',
      'company',
      'product',
    ]);
  });

  it('links the 8 user-group pages under Customers', () => {
    expect(hrefsOf(column('customers')).map((link) => link.href)).toEqual([
      '/user-groups/elementary-teachers',
      '/user-groups/middle-high-school-teachers',
      '/user-groups/language-teachers',
      '/user-groups/learners-with-special-needs',
      '/user-groups/emerging-bilingual-learners',
      '/user-groups/schools',
      '/user-groups/professors-and-faculty',
      '/user-groups/content-creators',
    ]);
  });

  it('links the 7 solution pages under Solutions', () => {
    expect(hrefsOf(column('solutions')).map((link) => link.href)).toEqual([
      '/solutions/verbal-feedback',
      '/solutions/developing-student-speaking-and-listening-skills',
      '/solutions/accommodating-diverse-learners',
      '/solutions/assessing-student-speaking-and-listening-skills',
      '/solutions/dictation',
      '/solutions/voice-translation',
      '/solutions/school-administrators',
    ]);
  });

  it('links the company pages, with terms as a tab of /privacy', () => {
    expect(hrefsOf(column('company')).map((link) => link.href)).toEqual([
      '/about',
      '/impact',
      '/accessibility',
      '/privacy',
      '/privacy?tab=terms',
      '/careers',
      '/press',
      '/events/fetc',
      '/status',
    ]);
  });

  it('links the product pages and the 4 use-case pages under Product', () => {
    const product = column('product');
    expect(product?.links.map((link) => link.href)).toEqual([
      '/product',
      '/features',
      '/pricing',
      '/compare',
      '/chrome',
      '/courses',
      '/learning-zone',
    ]);
    expect(product?.groups?.map((group) => [group.key, group.links.map((l) => l.href)])).toEqual([
      [
        'use-cases',
        [
          '/use-cases/for-feedback',
          '/use-cases/connect-with-all-learners',
          '/use-cases/diverse-learners',
          '/use-cases/for-language-learning',
        ],
      ],
    ]);
  });

  it('gives every footer link a key unique across the footer (labels are built from keys)', () => {
    const keys = FOOTER_COLUMNS.flatMap((entry) => allSiteLinksOf(entry).map((link) => link.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('social links (§2 "social networks")', () => {
  it('has Instagram, Facebook, Twitter, YouTube and TikTok, each an https address', () => {
    expect(SOCIAL_NETWORKS).toEqual(['instagram', 'facebook', 'twitter', 'youtube', 'tiktok']);
    for (const network of SOCIAL_NETWORKS) {
      expect(SOCIAL_PROFILE_URLS[network]).toMatch(/^https:\/\/[^/]+\/./);
    }
  });
});
