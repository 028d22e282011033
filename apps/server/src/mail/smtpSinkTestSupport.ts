// Starts smtpSinkProcess.mjs — a real SMTP server in its own process — for tests of the SMTP
// path, and collects the messages it receives. Used by *.test.ts only.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./smtpSinkProcess.mjs', import.meta.url));

export interface ReceivedMail {
  from: string | null;
  to: string[];
  /** The message as it arrived: headers and MIME body. */
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** The next message received (or one already waiting), within `timeoutMs`. */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startSmtpSink(user: string, pass: string): Promise<SmtpSink> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: { ...process.env, SMTP_SINK_USER: user, SMTP_SINK_PASS: pass },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const received: ReceivedMail[] = [];
  const waiters: Array<(mail: ReceivedMail) => void> = [];
  let onListening: (port: number) => void = () => {};
  const listening = new Promise<number>((resolve, reject) => {
    onListening = resolve;
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`SMTP sink exited early (${code})`)));
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const event = JSON.parse(line) as { listening?: number; mail?: ReceivedMail };
    if (event.listening !== undefined) onListening(event.listening);
    if (event.mail) {
      const waiter = waiters.shift();
      if (waiter) waiter(event.mail);
      else received.push(event.mail);
    }
  });
  const port = await listening;

  return {
    port,
    nextMail(timeoutMs = 10_000) {
      const waiting = received.shift();
      if (waiting) return Promise.resolve(waiting);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no mail arrived')), timeoutMs);
        waiters.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // smtp-server waits for open connections on close; do not let one hang a test run.
      const force = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(force);
    },
  };
}

/** Decodes a quoted-printable body enough to search it (soft line breaks, =XX bytes). */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
