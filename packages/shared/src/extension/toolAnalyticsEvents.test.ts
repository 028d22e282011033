import { describe, expect, it } from 'vitest';
import {
  READ_ALOUD_PLAY_EVENTS,
  TOOL_LIFECYCLE_PHASES,
  TRANSLATION_EVENTS,
} from './toolAnalyticsEvents';

describe('§4 analytics lifecycles of the sidebar tools (§7 extension events)', () => {
  it('has requested, then completed or failed, for read-aloud play and for translation', () => {
    expect(TOOL_LIFECYCLE_PHASES).toEqual(['requested', 'completed', 'failed']);
    expect(Object.keys(READ_ALOUD_PLAY_EVENTS)).toEqual([...TOOL_LIFECYCLE_PHASES]);
    expect(Object.keys(TRANSLATION_EVENTS)).toEqual([...TOOL_LIFECYCLE_PHASES]);
  });

  it('names every event once, so the server can tell them apart', () => {
    const names = [...Object.values(READ_ALOUD_PLAY_EVENTS), ...Object.values(TRANSLATION_EVENTS)];
    expect(new Set(names).size).toBe(6);
    expect(READ_ALOUD_PLAY_EVENTS.requested).toBe('Read Aloud Play Requested');
    expect(TRANSLATION_EVENTS.failed).toBe('Translation Failed');
  });
});
