import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, SOCIAL_NETWORKS, type SiteLinkGroup } from '@motes/shared';
import { englishTranslator } from '../../testing/testTranslator';
import { footerHeadingMessageId, footerLinkMessageId, socialLinkMessageId } from './footerMessages';

function idsOf(group: SiteLinkGroup): string[] {
  return [
    footerHeadingMessageId(group.key),
    ...group.links.map((link) => footerLinkMessageId(link.key)),
    ...(group.groups ?? []).flatMap(idsOf),
  ];
}

// The footer builds its message ids from data; the code scan of localeFiles.test.ts cannot see them.
describe('footer messages', () => {
  it.each([...FOOTER_COLUMNS.flatMap(idsOf), ...SOCIAL_NETWORKS.map(socialLinkMessageId)])(
    'en-US defines %s',
    (id) => {
      expect(englishTranslator().has(id)).toBe(true);
    },
  );
});
