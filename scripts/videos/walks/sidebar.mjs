// mote-sidebar: the browser extension as far as it is built — its toolbar popup, the website
// it opens, and the sidebar on a page when the build has one. Needs
// `npm run build -w @motes/extension` (Chromium loads an unpacked extension only into a
// persistent profile, so this walk starts its own browser).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { Actor, installPointer, waitForPreloader } from '../lib/actor.mjs';
import { repoPath } from '../lib/paths.mjs';
import { answerCookieBanner, firstVisible } from '../lib/site.mjs';

const EXTENSION_DIR = repoPath('apps/extension/.output/chrome-mv3');
/** The website the extension's build opens by default (apps/extension/src/config.ts). */
const BUILT_WEBSITE_HOST = 'localhost:8080';

/** The Mote Sidebar on a web page (only a build with content scripts can inject one). */
function sidebarOn(page) {
  return page
    .getByRole('complementary', { name: /mote sidebar/i })
    .or(page.getByRole('region', { name: /mote sidebar/i }));
}

/** Waits until a tab the extension opened shows the website. */
async function reachWebsite(tab) {
  await tab.getByRole('banner').waitFor();
  await tab.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForPreloader(tab);
}

/** @param {import('./index.mjs').WalkTools} tools */
export async function moteSidebar({ rec, baseUrl, chromium: launch }) {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(
      `No built extension in ${EXTENSION_DIR}: run npm run build -w @motes/extension`,
    );
  }
  const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8'));
  const context = await chromium.launchPersistentContext('', {
    executablePath: launch.executablePath,
    headless: true,
    args: [
      ...launch.args,
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      // The build opens its default website; this recording's server answers for it (the
      // tab's first navigation would miss Playwright's routes).
      `--host-resolver-rules=MAP ${BUILT_WEBSITE_HOST} 127.0.0.1:${new URL(baseUrl).port}`,
    ],
    // Half the video's size at twice the pixels: the small popup fills more of the frame.
    viewport: { width: 640, height: 360 },
    deviceScaleFactor: 2,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const notes = [];
  try {
    await context.addInitScript(installPointer);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const popupPath = manifest.action?.default_popup ?? 'popup.html';

    const popup = await context.newPage();
    const act = new Actor(popup, rec);
    await popup.goto(`chrome-extension://${extensionId}/${popupPath}`);
    await popup.getByRole('heading', { level: 1 }).waitFor();
    await rec.film(popup);
    await rec.step(
      `The ${manifest.name} extension adds Motes to your browser's toolbar. This is its popup.`,
      () => rec.takePoster(),
      { holdMs: 1800 },
    );
    const version = await firstVisible([popup.getByText(/^Version /)]);
    if (version) {
      await rec.step('It shows which version you have installed.', () => act.pointAt(version));
    }
    const open = popup.getByRole('button', { name: /^Open Motes/ });
    const website = await rec.step(
      '“Open Motes” takes you to the website in a new tab.',
      async () => {
        const opened = context.waitForEvent('page');
        await act.click(open);
        const tab = await opened;
        await rec.cut(async () => {
          await reachWebsite(tab);
          await answerCookieBanner(tab);
          await rec.film(tab);
        });
        return tab;
      },
    );
    const sidebar = sidebarOn(website);
    const hasSidebar = Boolean(manifest.content_scripts?.length) && (await act.sees(sidebar));
    if (hasSidebar) {
      await rec.step('On any page, the sidebar opens beside what you are reading.', () =>
        new Actor(website, rec).pointAt(sidebar.first()),
      );
    } else {
      notes.push('this build of the extension has no sidebar on web pages: filmed the popup');
      await rec.step('The website opens on its home page.', () => rec.hold(800));
    }
  } finally {
    await context.close();
  }
  return notes;
}
