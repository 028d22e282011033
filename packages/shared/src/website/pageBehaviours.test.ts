import { describe, expect, it } from 'vitest';
import {
  HELP_WIDGET_IDLE_TIMEOUT_MS,
  HELP_WIDGET_LINKS,
  PRELOADER_REMOVE_DELAY_MS,
} from './pageBehaviours';

describe('§9 Timing: help widget and preloader', () => {
  it('loads the help widget within 3 s of idle time', () => {
    expect(HELP_WIDGET_IDLE_TIMEOUT_MS).toBe(3000);
  });

  it('removes the preloader 1 s after hiding it', () => {
    expect(PRELOADER_REMOVE_DELAY_MS).toBe(1000);
  });

  it('links the help widget to §2 pages', () => {
    expect(HELP_WIDGET_LINKS).toEqual({
      howTo: '/learning-zone?tab=howto',
      expert: '/expert',
      status: '/status',
    });
  });
});
