// Debian's Chromium as every browser benchmark launches it.

/** `/usr/bin/chromium`, or CHROMIUM_PATH. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags of e2e/fixtures/chromium.ts: quiet, no sandbox, no background traffic. */
export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
