import { describe, expect, it } from 'vitest';
import { readAloudTracker, trackTranslation } from './toolAnalytics';

// §4 "Analytics lifecycle": read-aloud play and translation, requested then completed or failed.
describe('the tools’ analytics (§4, §7)', () => {
  it('names each read-aloud step and keeps its language on every event', () => {
    const sent: [string, unknown][] = [];
    const track = readAloudTracker(
      (event, variables) => sent.push([event, variables]),
      'play_page',
    );
    track({ phase: 'requested', language: 'fr-FR', speed: 1.5, characters: 120 });
    track({ phase: 'completed', reason: 'stopped' });
    track({ phase: 'failed', message: 'Reading aloud is not available just now.' });
    expect(sent).toEqual([
      [
        'Read Aloud Play Requested',
        { source: 'play_page', language: 'fr-FR', speed: 1.5, characters: 120 },
      ],
      ['Read Aloud Play Completed', { source: 'play_page', language: 'fr-FR', reason: 'stopped' }],
      [
        'Read Aloud Play Failed',
        {
          source: 'play_page',
          language: 'fr-FR',
          message: 'Reading aloud is not available just now.',
        },
      ],
    ]);
  });

  it('names each translation step with its kind and languages', () => {
    const sent: [string, unknown][] = [];
    trackTranslation((event, variables) => sent.push([event, variables]), {
      phase: 'completed',
      kind: 'word',
      from: 'en-US',
      to: 'es-ES',
    });
    expect(sent).toEqual([['Translation Completed', { kind: 'word', from: 'en-US', to: 'es-ES' }]]);
  });
});
