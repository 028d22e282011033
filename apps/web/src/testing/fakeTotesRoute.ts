// The `t/totes` part of the fake motes API (fakeMotesApi.ts) for unit tests of the library's
// totes and the tote page: the server's contract (packages/shared/src/motes/totes.ts) over an
// in-memory list. Real servers are tested in apps/server/src/routes/totes/.
import type { ServerResponse } from 'node:http';
import {
  ToteCreateSchema,
  ToteRestoreSchema,
  ToteUpdateSchema,
  TOTE_NOT_FOUND_ERROR,
  type Mote,
  type Tote,
} from '@motes/shared';
import type { FakeMotesRequest } from './fakeMotesApi';

/** Answers `t/totes` calls from `totes` (newest first), with motes looked up in `library`. */
export function fakeTotesRoute(
  totes: Tote[],
  library: readonly Mote[],
  deleted: ReadonlySet<string>,
  send: (response: ServerResponse, status: number, body?: unknown) => void,
): (request: FakeMotesRequest, response: ServerResponse) => boolean {
  // Deleted totes by their restore token (the real server signs the tote into the token).
  const restorable = new Map<string, Tote>();
  const motesOf = (ids: readonly string[]) =>
    ids.flatMap((id) => library.filter((mote) => mote.id === id && !deleted.has(id)));
  return (request, response) => {
    const { method, path } = request;
    const body = () => JSON.parse(request.body.toString('utf8') || '{}') as unknown;
    if (path === 't/totes' && method === 'GET') {
      send(response, 200, { totes });
      return true;
    }
    if (path === 't/totes' && method === 'POST') {
      const input = ToteCreateSchema.parse(body());
      const now = new Date().toISOString();
      const id = `tote-${String(totes.length + 1).padStart(20, '0')}`;
      const tote: Tote = {
        id,
        title: input.title.trim(),
        motes: motesOf(input.moteIds),
        author: null,
        shareUrl: `http://${request.headers.host ?? ''}/t/${id}`,
        shortUrl: null,
        isMine: true,
        createdAt: now,
        updatedAt: now,
      };
      totes.unshift(tote);
      send(response, 201, tote);
      return true;
    }
    const restore = /^t\/totes\/([^/]+)\/restore$/.exec(path);
    if (restore && method === 'POST') {
      const { restoreToken } = ToteRestoreSchema.parse(body());
      const back = restorable.get(restoreToken);
      if (!back || back.id !== restore[1]) {
        send(response, 404, { error: TOTE_NOT_FOUND_ERROR, message: 'No such tote' });
        return true;
      }
      totes.push(back);
      totes.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      send(response, 200, back);
      return true;
    }
    const match = /^t\/totes\/([^/]+)$/.exec(path);
    if (!match) return false;
    const index = totes.findIndex((tote) => tote.id === match[1]);
    const found = totes[index];
    if (!found) {
      send(response, 404, { error: TOTE_NOT_FOUND_ERROR, message: 'No such tote' });
      return true;
    }
    if (method === 'GET') {
      send(response, 200, found);
    } else if (method === 'DELETE') {
      totes.splice(index, 1);
      const restoreToken = `restore-${found.id}`;
      restorable.set(restoreToken, found);
      send(response, 200, { restoreToken });
    } else if (method === 'PATCH') {
      const update = ToteUpdateSchema.parse(body());
      const changed: Tote = {
        ...found,
        ...(update.title !== undefined && { title: update.title.trim() }),
        ...(update.moteIds !== undefined && { motes: motesOf(update.moteIds) }),
        updatedAt: new Date().toISOString(),
      };
      totes[index] = changed;
      send(response, 200, changed);
    } else {
      return false;
    }
    return true;
  };
}
