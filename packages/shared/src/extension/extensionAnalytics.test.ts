import { describe, expect, it } from 'vitest';
import {
  EXTENSION_ANALYTICS_DROPPED_VARIABLE,
  POPUP_APPLICATION_VIEW,
  sidebarApplicationView,
} from './extensionAnalytics';
import { SIDEBAR_MODES } from './sidebarTools';

describe('§7 applicationView of the extension', () => {
  it('names the surface, and for the sidebar the mode it shows', () => {
    expect(POPUP_APPLICATION_VIEW).toBe('popup');
    expect(SIDEBAR_MODES.map(sidebarApplicationView)).toEqual([
      'sidebar/reading',
      'sidebar/writing',
      'sidebar/creating',
      'sidebar/focus',
    ]);
  });
});

describe('variables the extension never sends (§6 minors: no address, email or IP)', () => {
  it.each([
    'pageUrl',
    'URL',
    'href',
    'referrer',
    'referrerURL',
    'email',
    'email_domain',
    'ip',
    'accessToken',
  ])('drops %s', (name) => expect(EXTENSION_ANALYTICS_DROPPED_VARIABLE.test(name)).toBe(true));
  it.each(['language', 'kind', 'source', 'speed', 'characters', 'tool', 'page', 'description'])(
    'keeps %s',
    (name) => expect(EXTENSION_ANALYTICS_DROPPED_VARIABLE.test(name)).toBe(false),
  );
});
