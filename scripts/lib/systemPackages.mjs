// System packages the tests need, checked by a file each installs. On Debian/Ubuntu as root
// they are installed with apt-get; anywhere else the script names them and stops.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** [file that proves it is installed, Debian package, what it is for] */
export const TEST_SYSTEM_PACKAGES = [
  ['/usr/bin/chromium', 'chromium', 'end-to-end tests (Playwright drives Debian Chromium)'],
  [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    'fonts-liberation',
    'stable page rendering',
  ],
  ['/usr/bin/ceph-mon', 'ceph-mon', 'the real S3 server for blob-store tests (Ceph)'],
  ['/usr/bin/ceph-osd', 'ceph-osd', 'the real S3 server for blob-store tests (Ceph)'],
  ['/usr/bin/radosgw', 'radosgw', 'the real S3 server for blob-store tests (Ceph S3 gateway)'],
  ['/usr/bin/ceph-authtool', 'ceph-common', 'the real S3 server for blob-store tests (Ceph tools)'],
];

/**
 * The Debian packages of the embedded language engines (issue 5, DESIGN.md "Language
 * engines"). `npm start` runs without them (the product says which tools are unavailable);
 * `npm test` and `npm run setup:engines` install them.
 */
export const ENGINE_SYSTEM_PACKAGES = [
  ['/usr/bin/pocketsphinx_continuous', 'pocketsphinx', 'speech to text (English)'],
  [
    '/usr/share/pocketsphinx/model/en-us/en-us',
    'pocketsphinx-en-us',
    'speech to text: the US English model',
  ],
  ['/usr/bin/ffmpeg', 'ffmpeg', 'decoding recorded and uploaded audio for speech to text'],
  ['/usr/bin/apertium-apy', 'apertium-apy', 'sentence translation (Apertium)'],
  ['/usr/share/apertium/modes/eng-spa.mode', 'apertium-eng-spa', 'translation English ↔ Spanish'],
  ['/usr/share/apertium/modes/fr-es.mode', 'apertium-fr-es', 'translation French ↔ Spanish'],
  ['/usr/share/apertium/modes/es-pt.mode', 'apertium-es-pt', 'translation Spanish ↔ Portuguese'],
  ['/usr/share/apertium/modes/spa-ita.mode', 'apertium-spa-ita', 'translation Spanish ↔ Italian'],
  ['/usr/share/apertium/modes/eng-cat.mode', 'apertium-eng-cat', 'translation English ↔ Catalan'],
  ...['spa', 'fra', 'por', 'deu', 'ara', 'ita'].map((language) => [
    `/usr/share/dictd/freedict-eng-${language}.index`,
    `dict-freedict-eng-${language}`,
    `word translation English → ${language}`,
  ]),
  ['/usr/share/dictd/gcide.index', 'dict-gcide', 'dictionary: GCIDE for words WordNet lacks'],
  [
    '/usr/share/tesseract-ocr/5/tessdata/spa.traineddata',
    'tesseract-ocr-spa',
    'OCR in Spanish (English ships with the app)',
  ],
  ...['spa', 'fra'].map((language) => [
    `/usr/share/dictd/freedict-${language}-eng.index`,
    `dict-freedict-${language}-eng`,
    `word translation ${language} → English`,
  ]),
];

/**
 * What only the engine tests need: test speech (flite) and the real recordings whose word
 * error rate the speech-to-text benchmark reports.
 */
export const ENGINE_TEST_SYSTEM_PACKAGES = [
  ['/usr/bin/flite', 'flite', 'test speech for the speech-to-text tests'],
  [
    '/usr/share/doc/pocketsphinx-testdata/copyright',
    'pocketsphinx-testdata',
    'real recordings for word error rate',
  ],
];

/** The packages of `packages` whose proving file is missing. */
export function missingSystemPackages(packages) {
  return packages.filter(([file]) => !existsSync(file));
}

export function ensureSystemPackages(packages) {
  const missing = missingSystemPackages(packages);
  if (missing.length === 0) return;
  const names = [...new Set(missing.map(([, name]) => name))];
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) {
    console.error('The tests need these system packages, which are not installed:');
    for (const [, name, why] of missing) console.error(`  ${name} — ${why}`);
    console.error(
      isDebian
        ? `Install them as root: apt-get install -y --no-install-recommends ${names.join(' ')}`
        : `Install the equivalents for your system (Debian names: ${names.join(' ')}), or run the tests on Debian/Ubuntu.`,
    );
    process.exit(1);
  }
  console.log(`Installing system packages: ${names.join(' ')} ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...names]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`apt-get ${args[0]} failed; install these by hand: ${names.join(' ')}`);
      process.exit(1);
    }
  }
}
