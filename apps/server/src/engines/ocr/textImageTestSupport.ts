// Test and benchmark support (not used by the server): real images of text, rendered by
// Debian's Chromium through playwright-core, as a reader's "select area" crop would be.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface TextImages {
  /** The text block alone, as PNG: what "select area to read" sends. */
  crop: Buffer;
  /** The same block as JPEG and WebP (encoded by Chromium). */
  cropJpeg: Buffer;
  cropWebp: Buffer;
  /** The whole page (1280 px wide) holding the block and a paragraph far below it, as PNG. */
  page: Buffer;
}

/**
 * Renders `lines` one per line in large black sans-serif on white (Liberation Sans, Debian's
 * `fonts-liberation`) and screenshots the block, in a fresh browser profile.
 */
export async function renderTextImages(lines: string[]): Promise<TextImages> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'motes-ocr-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_EXECUTABLE,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--headless'],
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    const escaped = lines.map((line) =>
      line.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!),
    );
    await page.setContent(`<!doctype html><html><body style="margin:0;background:#fff">
      <div id="text" style="display:inline-block;padding:24px;color:#000;background:#fff;
        font:32px/1.5 'Liberation Sans',sans-serif">${escaped.join('<br>')}</div>
      <p style="margin:900px 24px 24px;font:20px 'Liberation Sans',sans-serif">
        A paragraph further down the page, outside the selected area.</p></body></html>`);
    const block = page.locator('#text');
    const crop = await block.screenshot({ type: 'png' });
    const cropJpeg = await block.screenshot({ type: 'jpeg', quality: 92 });
    // Chromium's canvas encodes WebP; the script is a string because the server's types have
    // no DOM.
    const webpBase64 = await page.evaluate<string>(`(async () => {
      const image = new Image();
      image.src = 'data:image/png;base64,${crop.toString('base64')}';
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      canvas.getContext('2d').drawImage(image, 0, 0);
      return canvas.toDataURL('image/webp', 0.92).split(',')[1];
    })()`);
    const cropWebp = Buffer.from(webpBase64, 'base64');
    return {
      crop,
      cropJpeg,
      cropWebp,
      page: await page.screenshot({ type: 'png', fullPage: true }),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
