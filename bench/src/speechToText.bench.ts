// Speech to text (issue 5 item 4): word error rate of the embedded engine (Debian pocketsphinx
// through the product's engine, recordings decoded by ffmpeg) on flite speech and on the real
// read speech of Debian `pocketsphinx-testdata`, and its speed against a baseline measured in
// the same run: the bare `pocketsphinx_continuous` command on the same WAV files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSpeechToTextEngine } from '../../apps/server/src/engines/speechToText/index.js';
import {
  fliteSpeech,
  type FliteVoice,
} from '../../apps/server/src/engines/speechToText/testSpeech.js';
import { wordErrorRate } from '../../apps/server/src/engines/speechToText/wordErrorRate.js';

const TESTDATA = '/usr/share/pocketsphinx/test/data';
const POCKETSPHINX = '/usr/bin/pocketsphinx_continuous';

const SENTENCES = [
  'Please call me when you get home from school.',
  'The weather is very nice today and we will go to the park.',
  'I would like to read a book about the history of science.',
  'My teacher asked us to write a short story about our family.',
  'She opened the window because the room was too warm.',
];
const VOICES: FliteVoice[] = ['kal16', 'slt', 'rms', 'awb'];

interface Recording {
  file: string;
  reference: string;
}

interface Row {
  case: string;
  words: number;
  'WER %': string;
  'audio s': string;
  'real-time factor': string;
  'ratio to baseline': string;
}

/** `<s> words </s> (id)` lines of a pocketsphinx test set, with the WAV file each names. */
function testSet(name: string): Recording[] {
  const dir = path.join(TESTDATA, name);
  return readFileSync(
    path.join(dir, name === 'cards' ? 'cards.transcription' : 'transcription'),
    'utf8',
  )
    .split('\n')
    .map((line) => /^(.*)\((\S+)\)\s*$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({
      file: path.join(dir, `${match[2]}.wav`),
      reference: match[1]!.replace(/<\/?s>/g, '').trim(),
    }));
}

/** Seconds of audio in a 16-bit mono WAV with a plain 44-byte header. */
function durationSeconds(file: string): number {
  const wav = readFileSync(file);
  return (wav.length - 44) / 2 / wav.readUInt32LE(24);
}

async function measureSet(label: string, recordings: Recording[]): Promise<Row> {
  const engine = createSpeechToTextEngine();
  let errors = 0;
  let words = 0;
  let engineSeconds = 0;
  let baselineSeconds = 0;
  let audioSeconds = 0;
  for (const { file, reference } of recordings) {
    const audio = readFileSync(file);
    audioSeconds += durationSeconds(file);
    let started = performance.now();
    const { text } = await engine.transcribe(audio, {
      language: 'en-US',
      contentType: 'audio/wav',
    });
    engineSeconds += (performance.now() - started) / 1000;
    const score = wordErrorRate(reference, text);
    errors += score.substitutions + score.deletions + score.insertions;
    words += score.referenceWords;

    started = performance.now();
    spawnSync(POCKETSPHINX, ['-infile', file, '-time', 'yes'], { stdio: 'ignore' });
    baselineSeconds += (performance.now() - started) / 1000;
  }
  return {
    case: label,
    words,
    'WER %': ((errors / words) * 100).toFixed(1),
    'audio s': audioSeconds.toFixed(1),
    'real-time factor': (engineSeconds / audioSeconds).toFixed(3),
    'ratio to baseline': (engineSeconds / baselineSeconds).toFixed(2),
  };
}

export async function speechToText(): Promise<void> {
  if (!existsSync(POCKETSPHINX) || !existsSync(TESTDATA)) {
    console.log('\nspeechToText: skipped (needs Debian pocketsphinx and pocketsphinx-testdata)');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'motes-bench-stt-'));
  try {
    const rows: Row[] = [];
    for (const voice of VOICES) {
      const recordings = SENTENCES.map((reference, index) => {
        fliteSpeech(dir, `${voice}-${index}`, reference, voice);
        return { file: path.join(dir, `${voice}-${index}.wav`), reference };
      });
      rows.push(await measureSet(`flite ${voice}, ${SENTENCES.length} sentences`, recordings));
    }
    rows.push(
      await measureSet('pocketsphinx-testdata librivox (read speech)', testSet('librivox')),
    );
    rows.push(await measureSet('pocketsphinx-testdata cards (spoken cards)', testSet('cards')));
    console.log(
      '\nSpeech to text (pocketsphinx, en-US): word error rate; real-time factor = engine time ÷ ' +
        'audio time; ratio to baseline = engine time ÷ bare pocketsphinx_continuous on the same WAV',
    );
    console.table(rows);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
