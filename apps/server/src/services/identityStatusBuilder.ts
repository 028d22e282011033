import {
  appliesFreeMoteRationing,
  defaultTeacherControls,
  entitlementsWithoutPlan,
  FREE_MOTE_UNKNOWN,
  GoalsSchema,
  type Goals,
  INSTITUTIONAL_ROLES,
  isFreeMoteQuotaExhausted,
  isInTrial,
  resolveHighlightColours,
  SIGN_IN_METHODS,
  unknownFreeMotes,
  type AuthStyle,
  type FreeMotes,
  type IdentityStatus,
  type InstitutionalRole,
  type Settings,
  type StatusUser,
} from '@motes/shared';
import type { SessionRow, UserRow } from '../auth/sessionStore.js';
import { DEFAULT_FREE_MOTE_POLICY, freeMoteUsage, type FreeMotePolicy } from './motes/freeMotes.js';
import {
  acceptedLanguageTags,
  recommendTranscriptionLocale,
  recommendUxLocale,
} from './localeRecommender.js';
import { readStoredSettings, toSettings } from './userSettings.js';

const MAX_SUGGESTED_TRANSCRIPTION_LANGUAGES = 5;

export interface StatusContext {
  /** The caller's Accept-Language header: the device's locale recommendation. */
  acceptLanguage: string | undefined;
  /** §6 god mode: whether the caller is staff, as the authorisation actor says (one list). */
  isStaff: boolean;
  now: Date;
  /** Free motes per period (configuration); the shared defaults when absent. */
  freeMotePolicy?: FreeMotePolicy;
}

export interface SignedInCaller {
  user: UserRow;
  session: SessionRow;
  accessToken: string;
}

/**
 * §3 identity status. `caller` undefined is the logged-out answer: anonymous visitors and
 * callers whose token is dead (§4 status reconciliation signs the client out from it).
 */
export function buildIdentityStatus(
  caller: SignedInCaller | undefined,
  context: StatusContext,
): IdentityStatus {
  const tags = acceptedLanguageTags(context.acceptLanguage);
  return caller ? signedInStatus(caller, tags, context) : loggedOutStatus(tags);
}

function loggedOutStatus(tags: string[]): IdentityStatus {
  const transcriptionLocale = recommendTranscriptionLocale(tags);
  return {
    auth: { isLoggedIn: false, accessToken: null, acquiredScopes: [], style: 'anonymous' },
    device: {
      recommendedUXLocale: recommendUxLocale(tags),
      recommendedTranscriptionLocale: transcriptionLocale,
      transcriptionOptOutEnabled: false,
    },
    identity: {
      primaryEmailAddress: null,
      voiceMappings: {},
      voiceSpeed: 1,
      highlightColours: resolveHighlightColours(),
      suggestedTranscriptionLanguages: suggestions(transcriptionLocale, tags, {}),
      isMinor: false,
    },
    entitlements: entitlementsWithoutPlan(),
    goals: {},
    productStates: {},
    isMyMoteNameEnabled: false,
  };
}

function signedInStatus(
  { user, session, accessToken }: SignedInCaller,
  tags: string[],
  context: StatusContext,
): IdentityStatus {
  const settings = toSettings(readStoredSettings(user.settings));
  const plan = planOf(user, context.now);
  const counted = plan.applyFreeMoteRationing
    ? countedFreeMotes(user, context.now, context.freeMotePolicy ?? DEFAULT_FREE_MOTE_POLICY)
    : { freeMotes: unknownFreeMotes(), quotaResetsAt: FREE_MOTE_UNKNOWN };
  const { freeMotes } = counted;
  const quotaExhausted = isFreeMoteQuotaExhausted({
    entitlements: { applyFreeMoteRationing: plan.applyFreeMoteRationing, freeMotes },
  });
  const transcriptionLocale =
    settings.recommendedTranscriptionLocale ?? recommendTranscriptionLocale(tags);
  const canMyMoteName = !user.isMinor;
  const userRecord: StatusUser = {
    userId: user.id,
    name: user.name,
    givenName: user.givenName,
    familyName: user.familyName,
    displayName: displayNameOf(user),
    avatarUrl: user.avatarUrl,
    createdAt: user.createdAt.toISOString(),
    isGodMode: context.isStaff,
    isVIP: user.isVip,
    isPaid: user.isPaid,
    productEnum: user.productEnum,
    productName: user.productName,
    isInFreeTrial: plan.isInFreeTrial,
    freeTrialExpiryEpoch: user.freeTrialExpiresAt?.getTime() ?? null,
    freeTrialExpired: plan.freeTrialExpired,
    isUpgradable: !user.isPaid && !user.isVip && !user.isInstitutional,
    isInstitutionalAdmin: user.institutionalRole === 'admin',
    institutionalRole: institutionalRoleOf(user.institutionalRole),
    institutionName: user.institutionName,
    countryCode: user.countryCode,
    referrerCode: user.referrerCode,
    canMote: !quotaExhausted,
    // §6: transcription is disabled for minors.
    canTranscribe: !user.isMinor,
    canMyMoteName,
    settings,
  };
  return {
    auth: {
      isLoggedIn: true,
      accessToken,
      acquiredScopes: [],
      style: authStyleOf(session.method),
    },
    device: {
      recommendedUXLocale:
        settings.preferredLocale ?? settings.recommendedUXLocale ?? recommendUxLocale(tags),
      recommendedTranscriptionLocale: transcriptionLocale,
      // §6: no transcription for minors, whatever they saved.
      transcriptionOptOutEnabled: user.isMinor || settings.transcriptionOptOutEnabled,
    },
    identity: {
      primaryEmailAddress: user.primaryEmail,
      voiceMappings: settings.voiceMappings,
      voiceSpeed: settings.voiceSpeed,
      highlightColours: settings.highlightColours,
      suggestedTranscriptionLanguages: suggestions(transcriptionLocale, tags, settings),
      isMinor: user.isMinor,
    },
    entitlements: {
      enhancement: { isEnabled: settings.enhancement?.isEnabled ?? false },
      isInstitutional: user.isInstitutional,
      // The motebook has no limits yet; the motebook issue fills hitBookLimit in.
      canUseBook: true,
      hitBookLimit: false,
      canCreateClass: !user.isMinor,
      freeMotes,
      applyFreeMoteRationing: plan.applyFreeMoteRationing,
      quotaResetsAt: counted.quotaResetsAt,
      // Per-class settings arrive with the classes issue; until then every tool is on (§3).
      teacherControls: defaultTeacherControls(),
    },
    goals: readGoals(user.goals),
    productStates: {},
    isMyMoteNameEnabled: canMyMoteName && Boolean(settings.myMoteName),
    user: userRecord,
  };
}

/** §4 trial and §6 rationing for one user at `now`. */
export function planOf(user: UserRow, now: Date) {
  const freeTrialExpired = user.freeTrialExpiresAt !== null && user.freeTrialExpiresAt <= now;
  const isInFreeTrial =
    isInTrial({ productEnum: user.productEnum, isVIP: user.isVip, isPaid: user.isPaid }) &&
    !freeTrialExpired;
  const applyFreeMoteRationing = appliesFreeMoteRationing({
    isLoggedIn: true,
    isVIP: user.isVip,
    isPaid: user.isPaid,
    isInFreeTrial,
  });
  return { isInFreeTrial, freeTrialExpired, applyFreeMoteRationing };
}

/**
 * §3 counters of a rationed user. With no period running (never minted, or the last one is
 * over) the counts are known — nothing used — but the period's start and end are not (-1):
 * the next mote starts a period.
 */
export function countedFreeMotes(
  user: Pick<UserRow, 'freeMotesUsed' | 'freeMotesMintedAt'>,
  now: Date,
  policy: FreeMotePolicy,
): { freeMotes: FreeMotes; quotaResetsAt: number } {
  const { used, period } = freeMoteUsage(user, now, policy);
  return {
    freeMotes: {
      availableFreeMotes: Math.max(0, policy.perPeriod - used),
      freeMotesMintedEpoch: period?.start.getTime() ?? FREE_MOTE_UNKNOWN,
      totalFreeMotes: policy.perPeriod,
      usedFreeMotes: used,
    },
    quotaResetsAt: period?.resetsAt.getTime() ?? FREE_MOTE_UNKNOWN,
  };
}

/** The name to show: name, else given + family name, else the email's local part. */
export function displayNameOf(
  user: Pick<UserRow, 'name' | 'givenName' | 'familyName' | 'primaryEmail'>,
): string {
  if (user.name) return user.name;
  const parts = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return parts || (user.primaryEmail.split('@')[0] ?? '');
}

/** The stored goals, or none when they no longer validate (saved under an older schema). */
function readGoals(value: unknown): Goals {
  const parsed = GoalsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

function authStyleOf(method: string): AuthStyle {
  return (SIGN_IN_METHODS as readonly string[]).includes(method) ? (method as AuthStyle) : 'otl';
}

function institutionalRoleOf(role: string | null): InstitutionalRole | null {
  return (INSTITUTIONAL_ROLES as readonly string[]).includes(role ?? '')
    ? (role as InstitutionalRole)
    : null;
}

function suggestions(
  transcriptionLocale: string,
  tags: string[],
  settings: Pick<Settings, 'voiceMappings'> | Record<string, never>,
): string[] {
  const candidates = [
    transcriptionLocale,
    ...tags.filter((tag) => tag.includes('-')),
    ...Object.keys(settings.voiceMappings ?? {}),
  ];
  return [...new Set(candidates)].slice(0, MAX_SUGGESTED_TRANSCRIPTION_LANGUAGES);
}
