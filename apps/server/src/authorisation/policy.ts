import type { NotFoundError } from '../domain/errors.js';
import {
  administersSchool,
  hasClassRole,
  ownerKeyOf,
  userOwnerKey,
  type Actor,
  type ClassRole,
} from './actor.js';

/**
 * Who may even attempt an action, before any object is looked at:
 * - `anyone`: also an anonymous caller without a device id (share views, plays);
 * - `owner`: a signed-in user, or an anonymous caller with a device id (anonymous motes);
 * - `signedIn`: a signed-in user only (personal notes, settings, sessions, jobs).
 * A dead token fails every gate with 403 (§8: the client signs out).
 */
export type Gate = 'anyone' | 'owner' | 'signedIn';

export interface ActionRule<O> {
  gate: Gate;
  /**
   * Whether the actor may do this to that object. Absent for actions without an object (create,
   * list of one's own), which only pass the gate. Pure: the route loaded the object.
   */
  allows?: (actor: Actor, object: O) => boolean;
}

/** A policy: one object type's actions. A refused object answers the type's 404, never 403. */
export interface Policy<O, R extends Readonly<Record<string, ActionRule<O>>>> {
  notFound: () => NotFoundError;
  actions: R;
  /** Type only: the object the policy decides about. */
  readonly objectType?: O;
}

/** Keeps a policy's action names and gates literal, so `authorise` checks them at compile time. */
export function definePolicy<O>() {
  return <const R extends Readonly<Record<string, ActionRule<O>>>>(
    policy: Policy<O, R>,
  ): Policy<O, R> => policy;
}

/**
 * What the policies know about an owned object. Who owns it, and (wave 2) where it is shared;
 * the optional fields are empty today because classes and schools do not exist yet.
 */
export interface OwnedFacts {
  /** `user:{id}` or `device:{deviceId}` (actor.ts). */
  ownerKey: string;
  /** Classes the object is posted to (a loop, an assignment). */
  classIds?: readonly string[];
  /** Classes the owner is a student in. */
  ownerClassIds?: readonly string[];
  /** The school account the owner belongs to. */
  ownerSchoolId?: string | null;
}

/** Facts of an object stored with a user id column (personal notes, settings, sessions, jobs). */
export function ownedByUser(userId: string, extra: Omit<OwnedFacts, 'ownerKey'> = {}): OwnedFacts {
  return { ownerKey: userOwnerKey(userId), ...extra };
}

/** A row stored with a `userId` column, with the owner key the policies compare. */
export function userOwned<R extends { userId: string }>(
  row: R | undefined,
): (R & OwnedFacts) | undefined {
  return row && { ...row, ownerKey: userOwnerKey(row.userId) };
}

// The relations a rule combines. Each is false for an actor without the relation.

export function isOwner(actor: Actor, object: OwnedFacts): boolean {
  const key = ownerKeyOf(actor);
  return key !== undefined && key === object.ownerKey;
}

/** Any member (teacher, co-teacher, student) of a class the object is posted to. */
export function inClassOf(actor: Actor, object: OwnedFacts): boolean {
  return (object.classIds ?? []).some((classId) =>
    hasClassRole(actor, classId, ['teacher', 'coTeacher', 'student']),
  );
}

/** A teacher or co-teacher of a class the object's owner is a student in. */
export function teachesOwner(
  actor: Actor,
  object: OwnedFacts,
  roles: readonly ClassRole[] = ['teacher', 'coTeacher'],
): boolean {
  return (object.ownerClassIds ?? []).some((classId) => hasClassRole(actor, classId, roles));
}

/** An owner or admin of the school account the object's owner belongs to. */
export function administersOwnersSchool(actor: Actor, object: OwnedFacts): boolean {
  return !!object.ownerSchoolId && administersSchool(actor, object.ownerSchoolId);
}

/** §6 god mode. Staff read for support; they never change another's content (ARCHITECTURE.md). */
export function isStaff(actor: Actor): boolean {
  return actor.kind === 'user' && actor.isStaff;
}
