import type { SessionRow, UserRow } from '../auth/sessionStore.js';
import { deviceOwnerKey, userOwnerKey, type Actor } from './actor.js';
import { deviceIdRequired, sessionEnded, signInRequired } from './errors.js';
import type { ActionRule, Gate } from './policy.js';
import {
  POLICIES,
  type Action,
  type GateOf,
  type ObjectOf,
  type ObjectType,
} from './policies/index.js';

/**
 * The caller as the owner of what it makes or lists: the signed-in user, else the anonymous
 * device. Shaped like services' `MoteOwner`, so creators take it as it is.
 */
export type Principal = UserPrincipal | DevicePrincipal;

export interface UserPrincipal {
  kind: 'user';
  key: string;
  user: UserRow;
  session: SessionRow;
  deviceId: string;
}

export interface DevicePrincipal {
  kind: 'device';
  key: string;
  deviceId: string;
}

/** What `authorise(actor, action)` answers, by the action's gate. */
export type CallerFor<A extends Action> =
  GateOf<A> extends 'signedIn'
    ? UserPrincipal
    : GateOf<A> extends 'owner'
      ? Principal
      : Principal | undefined;

/**
 * The one question every route asks: may this actor do this action (to that object)?
 *
 * - Without an object (create, list of one's own): passes the action's gate and answers the
 *   caller as a principal, to scope the route's query or own the new row.
 * - With an object (or `undefined` when the route found none): answers the object when
 *   allowed. Someone else's object answers the same 404 as a missing one — never 403, which
 *   means "your session is dead" to the client (§8) and would tell that the id exists.
 *
 * @throws DomainError 401 sign-in needed, 403 dead token, 400 anonymous without a device id
 *   (gate `owner`), the object type's 404.
 */
export function authorise<A extends Action>(actor: Actor, action: A): CallerFor<A>;
export function authorise<A extends Action, O extends ObjectOf<A>>(
  actor: Actor,
  action: A,
  object: O | undefined,
): O;
export function authorise<A extends Action>(
  actor: Actor,
  action: A,
  ...object: [] | [ObjectOf<A> | undefined]
): CallerFor<A> | ObjectOf<A> {
  const { policy, rule } = ruleOf(action);
  const caller = passGate(actor, rule.gate);
  if (object.length === 0) return caller as CallerFor<A>;
  const [target] = object;
  if (target === undefined || !rule.allows || !rule.allows(actor, target)) throw policy.notFound();
  return target;
}

/** The same decision as a yes/no, for filtering (never throws for an object; gates still do). */
export function allows<A extends Action>(actor: Actor, action: A, object: ObjectOf<A>): boolean {
  const { rule } = ruleOf(action);
  if (!gateOpen(actor, rule.gate)) return false;
  return rule.allows ? rule.allows(actor, object) : true;
}

/** The gate alone (the route-table hook runs it before the body is read). */
export function passGate(actor: Actor, gate: Gate): Principal | undefined {
  if (actor.kind === 'deadToken') throw sessionEnded();
  if (actor.kind === 'user') {
    return {
      kind: 'user',
      key: userOwnerKey(actor.user.id),
      user: actor.user,
      session: actor.session,
      deviceId: actor.deviceId,
    };
  }
  if (gate === 'signedIn') throw signInRequired();
  if (actor.deviceId) {
    return { kind: 'device', key: deviceOwnerKey(actor.deviceId), deviceId: actor.deviceId };
  }
  if (gate === 'owner') throw deviceIdRequired();
  return undefined;
}

function gateOpen(actor: Actor, gate: Gate): boolean {
  if (actor.kind === 'deadToken') return false;
  if (actor.kind === 'user') return true;
  if (gate === 'signedIn') return false;
  return gate === 'anyone' || actor.deviceId !== undefined;
}

/** The action's policy and rule; an unknown name is a programming error. */
export function ruleOf(action: Action): {
  policy: (typeof POLICIES)[ObjectType];
  rule: ActionRule<unknown>;
} {
  const [type, name] = action.split('.') as [ObjectType, string];
  const policy = POLICIES[type];
  // Each rule takes its own object type; the overloads of `authorise` keep callers to it.
  const rule = (policy?.actions as unknown as Record<string, ActionRule<unknown>> | undefined)?.[
    name
  ];
  if (!policy || !rule) throw new Error(`No authorisation policy for ${action}`);
  return { policy, rule };
}
