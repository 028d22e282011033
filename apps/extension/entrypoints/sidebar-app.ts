import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { createSidebarController } from '../src/sidebar/sidebarController';
import { registerSidebarApp } from '../src/sidebar/sidebarApp';

// The sidebar's code, loaded by entrypoints/sidebar.content.ts the first time the sidebar
// opens (never on page load).
export default defineUnlistedScript(() => {
  registerSidebarApp(createSidebarController());
});
