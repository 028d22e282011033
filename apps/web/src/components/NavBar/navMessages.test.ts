import { describe, expect, it } from 'vitest';
import { NAV_BAR_ENTRIES, isSiteLinkGroup } from '@motes/shared';
import { englishTranslator } from '../../testing/testTranslator';
import { ACCOUNT_MENU_ITEMS, NAV_ACTIONS } from './navBarActions';
import {
  accountItemMessageId,
  navActionMessageId,
  navLinkMessageId,
  navMenuMessageId,
} from './navMessages';

// The bar builds its message ids from data; the code scan of localeFiles.test.ts cannot see them.
describe('navigation bar messages', () => {
  const ids = [
    ...NAV_BAR_ENTRIES.flatMap((entry) =>
      isSiteLinkGroup(entry)
        ? [navMenuMessageId(entry.key), ...entry.links.map((link) => navLinkMessageId(link.key))]
        : [navLinkMessageId(entry.key)],
    ),
    ...NAV_ACTIONS.map(navActionMessageId),
    ...ACCOUNT_MENU_ITEMS.map(accountItemMessageId),
  ];

  it.each(ids)('en-US defines %s', (id) => {
    expect(englishTranslator().has(id)).toBe(true);
  });

  // §2 spells these labels out.
  it('uses the §2 labels', () => {
    const t = (id: string) => englishTranslator().t(id);
    expect(NAV_ACTIONS.map((action) => t(navActionMessageId(action)))).toEqual([
      'Login',
      'Start Free Trial',
      'Sign in',
      'Sign up free',
      'Go to Dashboard',
      'Admin',
      'Sign out',
    ]);
    expect(ACCOUNT_MENU_ITEMS.map((item) => t(accountItemMessageId(item)))).toEqual([
      'My Account',
      'My Activity',
      'My Annotations',
      'Admin',
      'Sign out',
    ]);
  });
});
