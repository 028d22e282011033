// A throwaway one-node Ceph cluster with its S3 gateway, for tests that need a real S3:
// npm S3 fakes accept tampered signatures, Ceph's radosgw checks them like AWS does.
// Everything (config, data, logs, sockets) lives in one fresh temp folder, removed on stop.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cephConfig } from './cephConfig.js';
import type { Daemon } from './cephProcesses.js';
import {
  findCephBinaries,
  isAlive,
  killDaemon,
  processMentions,
  runCommand,
  startDaemon,
} from './cephProcesses.js';

const DIR_PREFIX = 'motes-ceph-';

/** A running cluster: where its gateway listens, the S3 user's keys, and how to stop it. */
export interface CephS3 {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  dir: string;
  /** Milliseconds from nothing to a gateway answering with a usable user. */
  startupMs: number;
  /** Kills the daemons, waits for them to exit and removes the folder. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts monitor, OSD (bluestore on a sparse 4 GiB file) and radosgw on free loopback ports,
 * and creates an S3 user with fresh keys. On any failure everything started is torn down and
 * the error carries the tail of the daemons' logs.
 */
export async function startCephS3(options: { readyTimeoutMs?: number } = {}): Promise<CephS3> {
  const started = performance.now();
  const bin = findCephBinaries();
  removeAbandonedClusters();

  const dir = mkdtempSync(path.join(os.tmpdir(), DIR_PREFIX));
  writeFileSync(path.join(dir, 'owner.json'), JSON.stringify({ pid: process.pid }));
  for (const sub of ['run', 'log', 'crash', 'mon/a', 'osd/0', 'osd-block', 'rgw']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
  }
  const conf = path.join(dir, 'ceph.conf');
  const env = { ...process.env, CEPH_CONF: conf };
  const daemons: Daemon[] = [];
  const stderrOf = (name: string) => path.join(dir, 'log', `${name}.stderr`);
  const spawnDaemon = (name: string, file: string, args: string[]) => {
    const daemon = startDaemon(name, file, ['-c', conf, ...args], stderrOf(name), env);
    daemons.push(daemon);
    // Written for removeAbandonedClusters, in case this process dies without stopping us.
    const pids = daemons.map((d) => d.child.pid).filter((pid) => pid !== undefined);
    writeFileSync(path.join(dir, 'daemons.json'), JSON.stringify(pids));
    return daemon;
  };

  // Daemons die with this process anyway (see startDaemon); this also removes the folder
  // when the run ends without teardown: process.exit, an uncaught error, Ctrl-C.
  const unguard = guardAgainstAbruptExit(() => {
    for (const daemon of daemons) if (!daemon.hasExited()) daemon.child.kill('SIGKILL');
    removeFolder(dir);
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    unguard();
    await Promise.all(daemons.map((daemon) => killDaemon(daemon)));
    removeFolder(dir);
  };

  try {
    const [monPort, rgwPort] = await freePorts(2);
    const fsid = randomUUID();
    writeFileSync(conf, cephConfig({ dir, fsid, monPort: monPort!, rgwPort: rgwPort! }));

    const monKeyring = path.join(dir, 'mon.keyring');
    const monmap = path.join(dir, 'monmap');
    await runCommand(bin['ceph-authtool'], [
      '--create-keyring',
      monKeyring,
      '--gen-key',
      '-n',
      'mon.',
      '--cap',
      'mon',
      'allow *',
    ]);
    await runCommand(bin.monmaptool, [
      '--create',
      '--addv',
      'a',
      `[v2:127.0.0.1:${monPort}]`,
      '--fsid',
      fsid,
      monmap,
    ]);
    await runCommand(
      bin['ceph-mon'],
      ['-c', conf, '--mkfs', '-i', 'a', '--monmap', monmap, '--keyring', monKeyring],
      { env },
    );

    // The OSD's mkfs needs no monitor, so it runs while the monitor starts (saves ~1.5 s).
    const osdMkfs = runCommand(bin['ceph-osd'], ['-c', conf, '-i', '0', '--mkfs'], {
      env,
      timeoutMs: 60_000,
    });
    osdMkfs.catch(() => undefined); // awaited below; never an unhandled rejection meanwhile
    spawnDaemon('mon.a', bin['ceph-mon'], ['-i', 'a']);
    const osdId = (
      await runCommand(bin.ceph, ['-c', conf, '--connect-timeout', '20', 'osd', 'create'], { env })
    ).trim();
    if (osdId !== '0') throw new Error(`expected OSD id 0 from "ceph osd create", got "${osdId}"`);
    await osdMkfs;
    // The OSD places itself in the CRUSH map on start (osd_crush_update_on_start).
    spawnDaemon('osd.0', bin['ceph-osd'], ['-i', '0']);
    spawnDaemon('client.rgw.a', bin.radosgw, ['-n', 'client.rgw.a']);

    const endpoint = `http://127.0.0.1:${rgwPort}`;
    await waitForHttp(endpoint, daemons, options.readyTimeoutMs ?? 60_000);

    const accessKeyId = `MOTES${randomBytes(8).toString('hex').toUpperCase()}`;
    const secretAccessKey = randomBytes(30).toString('base64url');
    await runCommand(
      bin['radosgw-admin'],
      [
        '-c',
        conf,
        'user',
        'create',
        '--uid=motes-test',
        '--display-name=Motes tests',
        `--access-key=${accessKeyId}`,
        `--secret-key=${secretAccessKey}`,
      ],
      { env },
    );

    return {
      endpoint,
      region: 'us-east-1',
      accessKeyId,
      secretAccessKey,
      dir,
      startupMs: Math.round(performance.now() - started),
      stop,
    };
  } catch (error) {
    const logs = logTails(dir);
    await stop();
    throw new Error(`Could not start the test Ceph cluster: ${(error as Error).message}\n${logs}`, {
      cause: error,
    });
  }
}

/** Polls the gateway until it answers HTTP; fails fast when a daemon dies meanwhile. */
async function waitForHttp(endpoint: string, daemons: Daemon[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = daemons.find((daemon) => daemon.hasExited());
    if (dead) throw new Error(`${dead.name} exited (code ${dead.child.exitCode}) during start-up`);
    try {
      const response = await fetch(endpoint, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`radosgw did not answer at ${endpoint} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Distinct free TCP ports on 127.0.0.1, held open together so none is handed out twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Cleans up after test runs that died without stopping their cluster (SIGKILL, a crash):
 * kills their daemons — only processes whose command line names that run's folder — and
 * removes the folder.
 */
function removeAbandonedClusters(): void {
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp).filter((entry) => entry.startsWith(DIR_PREFIX))) {
    const dir = path.join(tmp, name);
    try {
      const ownerFile = path.join(dir, 'owner.json');
      if (existsSync(ownerFile)) {
        const { pid } = JSON.parse(readFileSync(ownerFile, 'utf8')) as { pid: number };
        if (isAlive(pid)) continue;
      } else if (Date.now() - statSync(dir).mtimeMs < 10 * 60_000) {
        continue; // a run that is just starting
      }
      const pidsFile = path.join(dir, 'daemons.json');
      const pids = existsSync(pidsFile)
        ? (JSON.parse(readFileSync(pidsFile, 'utf8')) as number[])
        : [];
      for (const pid of pids) if (processMentions(pid, dir)) process.kill(pid, 'SIGKILL');
      removeFolder(dir);
    } catch {
      // Another run may be cleaning the same folder; leave it to them.
    }
  }
}

const EXIT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs `cleanup` (synchronous only) when the process exits or receives an exit signal, and
 * returns the function that cancels this. Ctrl-C under npm reaches Vitest twice (from the
 * terminal and forwarded by npm); the second would kill it before any 'exit' handler ran.
 */
function guardAgainstAbruptExit(cleanup: () => void): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    cleanup();
    process.removeListener(signal, onSignal);
    // Had nobody else listened, Node would have ended the process here: let it.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.once('exit', cleanup);
  for (const signal of EXIT_SIGNALS) process.on(signal, onSignal);
  return () => {
    process.removeListener('exit', cleanup);
    for (const signal of EXIT_SIGNALS) process.removeListener(signal, onSignal);
  };
}

/**
 * Removes the cluster folder. A daemon killed a moment ago may still be writing into it, which
 * makes a plain recursive rm fail with ENOTEMPTY, hence the retries.
 */
function removeFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
}

/** The last lines of every log in the cluster folder, for a failure message. */
function logTails(dir: string): string {
  const logDir = path.join(dir, 'log');
  if (!existsSync(logDir)) return '';
  return readdirSync(logDir)
    .map((name) => {
      const lines = readFileSync(path.join(logDir, name), 'utf8').trimEnd().split('\n').slice(-8);
      return `--- ${name}\n${lines.join('\n')}`;
    })
    .join('\n');
}
