// Shared set-up of the fuzz suites: how many runs, how to replay a failure, and real objects
// for route parameters (so `PATCH m/motes/{id}` reaches the code behind the owner check).
import { randomUUID } from 'node:crypto';
import type fc from 'fast-check';
import { IDEMPOTENCY_KEY_HEADER } from '@motes/shared';
import type { SignedInClient } from '../factories.js';
import { makeTestAudio } from '../audioFixtures.js';
import { createUpload, recordMote, uploadIdOf } from '../moteHelpers.js';
import type { TestServer } from '../testServer.js';

/**
 * Generated requests per family: 1,000 (issue 14). FUZZ_RUNS changes it for one run (more for
 * a long hunt, fewer while replaying).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 1000;

/**
 * fast-check's run settings. A failure prints its seed and path; FUZZ_SEED and FUZZ_PATH
 * replay exactly that case.
 */
export function fuzzParameters(numRuns = FUZZ_RUNS): fc.Parameters<unknown> {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  return {
    numRuns,
    ...(seed === undefined ? {} : { seed, path: process.env.FUZZ_PATH }),
    // A server fault is one case to read, not one to shrink for minutes over HTTP.
    endOnFailure: true,
  };
}

export interface SeedIds {
  moteId: string;
  toteId: string;
  highlightId: string;
  vocabularyId: string;
  uploadId: string;
  randomUuid: string;
}

async function created(response: Response, what: string): Promise<{ id: string }> {
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`seed ${what}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { id: string };
}

/** One of each object the fuzzing user owns, made through the API as a client would. */
export async function seedObjects(server: TestServer, user: SignedInClient): Promise<SeedIds> {
  const audio = makeTestAudio();
  try {
    const mote = await recordMote(user, audio.tone(1));
    const tote = await created(
      await user.fetch('t/totes', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        body: JSON.stringify({ title: 'Fuzz tote', moteIds: [mote.id] }),
      }),
      'tote',
    );
    const highlightId = randomUUID();
    await created(
      await user.post('u/highlights', {
        id: highlightId,
        pageUrl: 'https://news.example/fuzz',
        colour: 'yellow',
        selector: { exact: 'fuzz' },
      }),
      'highlight',
    );
    const word = await created(await user.post('u/vocabulary', { word: 'river' }), 'word');
    const upload = await createUpload(user, 1000);
    return {
      moteId: mote.id,
      toteId: tote.id,
      highlightId,
      vocabularyId: word.id,
      uploadId: uploadIdOf(upload),
      randomUuid: randomUUID(),
    };
  } finally {
    audio.remove();
  }
}

/**
 * Counts the statuses a family answered, printed after it: a family answering only 400 and
 * 404 would mean the generator never gets past validation, and the suite should say so.
 */
export function statusTally() {
  const counts = new Map<number, number>();
  return {
    add(status: number) {
      counts.set(status, (counts.get(status) ?? 0) + 1);
    },
    toString() {
      return [...counts]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
    },
  };
}
