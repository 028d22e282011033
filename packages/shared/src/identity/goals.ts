// §3 "User goals" and §4 "Goal states".
import * as z from 'zod/mini';

/** §3: the goals a user can have; each holds a {@link GoalState}. */
export const GOAL_NAMES = [
  'myMoteName',
  'captureNameDetailsAfterEmailLogin',
  'userOnboarding',
  'productOnboarding',
  'makeFirstMote',
  'loopOptIn',
  'schoolSearchDuringUserOnboarding',
] as const;
export type GoalName = (typeof GOAL_NAMES)[number];
/** One of the {@link GOAL_NAMES}. */
export const GoalNameSchema = z.enum(GOAL_NAMES);

/** §4: goal states, in their canonical lower-case spelling. */
export const GOAL_STATES = ['required', 'completed', 'skip_for_now', 'dismissed'] as const;
export type GoalState = (typeof GOAL_STATES)[number];

/**
 * §4: goal states are "written upper case in some places". Returns the lower-case state for
 * any casing (`'SKIP_FOR_NOW'` → `'skip_for_now'`), or undefined for anything else.
 */
export function normaliseGoalState(value: unknown): GoalState | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  return (GOAL_STATES as readonly string[]).includes(lower) ? (lower as GoalState) : undefined;
}

/** A goal state in any casing, parsed to its lower-case spelling. */
export const GoalStateSchema = z.pipe(
  z.transform((value: unknown) => normaliseGoalState(value) ?? value),
  z.enum(GOAL_STATES),
);

/** §3: goal name → state. Goals a user does not have are absent; unknown names are dropped. */
export const GoalsSchema = z.object(
  Object.fromEntries(GOAL_NAMES.map((name) => [name, z.optional(GoalStateSchema)])) as {
    [K in GoalName]: z.ZodMiniOptional<typeof GoalStateSchema>;
  },
);
export type Goals = z.infer<typeof GoalsSchema>;

/** `POST i/goals`: set one goal's state. */
export const GoalUpdateSchema = z.strictObject({ goal: GoalNameSchema, state: GoalStateSchema });
export type GoalUpdateInput = z.infer<typeof GoalUpdateSchema>;

/** `POST i/goals` answer: all of the caller's goals after the update. */
export const GoalsResponseSchema = z.object({ goals: GoalsSchema });
export type GoalsResponse = z.infer<typeof GoalsResponseSchema>;
