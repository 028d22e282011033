import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestAccount } from './oidcTestProvider.js';

export type { TestAccount };

const providerScript = fileURLToPath(new URL('./oidcTestProvider.ts', import.meta.url));

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface OidcTestProvider {
  issuer: string;
  /** The account the provider signs in next (and every time after, until changed). */
  useAccount(account: TestAccount): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the real OIDC provider of oidcTestProvider.ts in a child process on 127.0.0.1. */
export async function startOidcTestProvider(clients: TestClient[]): Promise<OidcTestProvider> {
  const child = spawn(process.execPath, ['--import', 'tsx', providerScript], {
    env: { ...process.env, OIDC_TEST_CLIENTS: JSON.stringify(clients) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`OIDC test provider did not start:\n${output}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /OIDC_TEST_PROVIDER_READY (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`OIDC test provider exited (${code}):\n${output}`));
    });
  });
  return {
    issuer,
    async useAccount(account) {
      const response = await fetch(`${issuer}/__test/account`, {
        method: 'POST',
        body: JSON.stringify(account),
      });
      if (response.status !== 204)
        throw new Error(`could not set the test account: ${response.status}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
