// Issue 5 item 9: "/sounds/finish-recording.mp3 and /sounds/cancel-recording.mp3 with halloween
// and christmas variants, made in-house, short and pleasant". The files are made by
// scripts/sounds/make-sounds.mjs into apps/web/public/sounds, which the web build copies into
// the dist folder the server serves.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOUND_FILES, soundFileFor } from '@motes/shared';
import { buildApp } from '../app.js';
import { readMp3Info } from '../engines/textToSpeech/mp3.js';
import { tempDir } from '../../test/tempDirs.js';

const SOUNDS_DIR = fileURLToPath(new URL('../../../web/public/sounds/', import.meta.url));

describe('recording sounds (issue 5 item 9, §9)', () => {
  it.each(SOUND_FILES)('%s is a short MP3 (under 1.2 s)', (file) => {
    const info = readMp3Info(readFileSync(path.join(SOUNDS_DIR, file)));
    expect(info).not.toBeNull();
    expect(info!.durationMs).toBeGreaterThan(300);
    expect(info!.durationMs).toBeLessThan(1200);
  });

  it('are served by the built server as audio/mpeg', async () => {
    const webDistDir = tempDir('sounds-web');
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Motes</title>');
    cpSync(SOUNDS_DIR, path.join(webDistDir, 'sounds'), { recursive: true });
    const app = await buildApp({ logger: false, namespaces: [], webDistDir });
    try {
      for (const season of [null, 'halloween', 'christmas'] as const) {
        const response = await app.inject(soundFileFor('finish', season));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('audio/mpeg');
        expect(readMp3Info(response.rawPayload)).not.toBeNull();
      }
    } finally {
      await app.close();
    }
  });
});
