import { jobPolicy } from './jobs.js';
import { highlightPolicy } from './highlights.js';
import { motePolicy } from './motes.js';
import { predictionWordPolicy } from './predictionWords.js';
import { sessionPolicy } from './sessions.js';
import { accountPolicy, settingsPolicy } from './settings.js';
import { totePolicy } from './totes.js';
import { uploadPolicy } from './uploads.js';
import { vocabularyPolicy } from './vocabulary.js';

/** Every object type's policy, by the name an action starts with (`mote.update`). */
export const POLICIES = {
  mote: motePolicy,
  tote: totePolicy,
  upload: uploadPolicy,
  highlight: highlightPolicy,
  vocabulary: vocabularyPolicy,
  predictionWord: predictionWordPolicy,
  settings: settingsPolicy,
  account: accountPolicy,
  session: sessionPolicy,
  job: jobPolicy,
} as const;

type Policies = typeof POLICIES;
export type ObjectType = keyof Policies;
type ActionsOf<T extends ObjectType> = Extract<keyof Policies[T]['actions'], string>;

/** Every action a route may declare and ask about: `{objectType}.{action}`. */
export type Action = { [T in ObjectType]: `${T}.${ActionsOf<T>}` }[ObjectType];

type TypeOf<A extends Action> = A extends `${infer T extends ObjectType}.${string}` ? T : never;
type NameOf<A extends Action> = A extends `${string}.${infer N}` ? N : never;
type RuleOf<A extends Action> = Policies[TypeOf<A>]['actions'][NameOf<A> &
  keyof Policies[TypeOf<A>]['actions']];

/** The object an action is about (what the route loads and passes to `authorise`). */
export type ObjectOf<A extends Action> = Policies[TypeOf<A>] extends {
  readonly objectType?: infer O;
}
  ? NonNullable<O>
  : never;

/** The gate of an action, as a type, so `authorise` answers the caller typed by it. */
export type GateOf<A extends Action> = RuleOf<A> extends { gate: infer G } ? G : never;

/** Whether the action is about one object (its rule has `allows`). */
export type HasObject<A extends Action> = RuleOf<A> extends { allows: unknown } ? true : false;

/** All actions, for the route table check and the tests. */
export const ACTIONS: readonly Action[] = Object.entries(POLICIES).flatMap(([type, policy]) =>
  Object.keys(policy.actions).map((name) => `${type}.${name}` as Action),
);
