import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { restorePageHighlights } from '../src/reading/highlighter/restoreHighlights';

// The Highlighter's restore chunk (no React): loaded by entrypoints/sidebar.content.ts only on a
// page whose URL is in the local index of highlighted pages, it paints their highlights again.
export default defineUnlistedScript(() => {
  // A page whose highlights cannot be loaded (offline, signed out meanwhile) just shows none.
  void restorePageHighlights(document).catch(() => undefined);
});
