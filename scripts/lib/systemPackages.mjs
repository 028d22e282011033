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

export function ensureSystemPackages(packages) {
  const missing = packages.filter(([file]) => !existsSync(file));
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
