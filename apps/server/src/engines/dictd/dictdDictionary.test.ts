// Issue 5 item 5: "single words through FreeDict dictionaries read directly from their
// `.index`/`.dict.dz` files". Runs on the real Debian dictionaries (dict-freedict-eng-spa,
// dict-freedict-eng-por), no dictd server.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openDictdDictionary } from './dictdDictionary.js';

const FREEDICT = '/usr/share/dictd';

describe('openDictdDictionary', () => {
  const englishSpanish = openDictdDictionary(`${FREEDICT}/freedict-eng-spa`);
  afterAll(() => englishSpanish.close());

  it('returns the exact text of every entry filed under a headword, in index order', async () => {
    expect(await englishSpanish.lookup('house')).toEqual([
      'house /haus/\ncasa\n',
      'house /haustʃɑːdʒ/\nservicio\n',
      'house /hausɔfwəːʃip/\niglesia\n',
    ]);
  });

  it('compares headwords case-insensitively and ignores stray spaces', async () => {
    expect(await englishSpanish.lookup('  HOUSE ')).toEqual(await englishSpanish.lookup('house'));
  });

  it('answers an empty list for a word the dictionary does not have', async () => {
    expect(await englishSpanish.lookup('zzxqv')).toEqual([]);
  });

  it('accepts the path of the .index file too', async () => {
    const dictionary = openDictdDictionary(`${FREEDICT}/freedict-eng-spa.index`);
    expect(await dictionary.lookup('casa')).toEqual([]);
    expect((await dictionary.lookup('book'))[0]).toMatch(/^book \//);
    await dictionary.close();
  });

  it('reads every entry of a dictzip file exactly as the plain .dict text has it', async () => {
    // The plain copy is gunzipped whole by zlib; the dictzip reader inflates single chunks,
    // so the 13 entries that straddle a chunk boundary are compared too (eng-por has 14 chunks).
    const dir = mkdtempSync(path.join(os.tmpdir(), 'motes-dictd-'));
    try {
      const base = `${FREEDICT}/freedict-eng-por`;
      copyFileSync(`${base}.index`, path.join(dir, 'plain.index'));
      writeFileSync(path.join(dir, 'plain.dict'), gunzipSync(readFileSync(`${base}.dict.dz`)));
      const zipped = openDictdDictionary(base);
      const plain = openDictdDictionary(path.join(dir, 'plain'));
      const headwords = new Set(
        readFileSync(`${base}.index`, 'utf8')
          .split('\n')
          .map((line) => line.split('\t')[0]!)
          .filter(Boolean),
      );
      expect(headwords.size).toBeGreaterThan(10_000);
      let compared = 0;
      for (const headword of headwords) {
        const entries = await zipped.lookup(headword);
        expect(entries).toEqual(await plain.lookup(headword));
        compared += entries.length;
      }
      expect(compared).toBeGreaterThanOrEqual(headwords.size);
      await Promise.all([zipped.close(), plain.close()]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails clearly when the dictionary files do not exist', async () => {
    const missing = openDictdDictionary('/nonexistent/freedict-xxx-yyy');
    await expect(missing.lookup('house')).rejects.toThrow(/ENOENT/);
  });
});
