import { describe, expect, it } from 'vitest';
import {
  GOAL_NAMES,
  GOAL_STATES,
  GoalsSchema,
  GoalUpdateSchema,
  normaliseGoalState,
} from './goals';

describe('§3 user goals and §4 goal states', () => {
  it('names the seven §3 goals', () => {
    expect(GOAL_NAMES).toEqual([
      'myMoteName',
      'captureNameDetailsAfterEmailLogin',
      'userOnboarding',
      'productOnboarding',
      'makeFirstMote',
      'loopOptIn',
      'schoolSearchDuringUserOnboarding',
    ]);
  });

  it('has the four §4 states', () => {
    expect(GOAL_STATES).toEqual(['required', 'completed', 'skip_for_now', 'dismissed']);
  });

  it('accepts upper case (written upper case in some places) and normalises to lower case', () => {
    expect(normaliseGoalState('SKIP_FOR_NOW')).toBe('skip_for_now');
    expect(normaliseGoalState('Completed')).toBe('completed');
    expect(normaliseGoalState('required')).toBe('required');
    expect(normaliseGoalState('done')).toBeUndefined();
    expect(normaliseGoalState(1)).toBeUndefined();
    expect(GoalUpdateSchema.parse({ goal: 'userOnboarding', state: 'DISMISSED' })).toEqual({
      goal: 'userOnboarding',
      state: 'dismissed',
    });
  });

  it('parses a goal map, dropping unknown goals and refusing unknown states', () => {
    expect(GoalsSchema.parse({ userOnboarding: 'REQUIRED', legacyGoal: 'completed' })).toEqual({
      userOnboarding: 'required',
    });
    expect(GoalsSchema.safeParse({ userOnboarding: 'maybe' }).success).toBe(false);
    expect(GoalUpdateSchema.safeParse({ goal: 'nope', state: 'completed' }).success).toBe(false);
  });
});
