// §3 "Identity status": the answer of `v1/i/status` (also `i/status`), the single source of
// truth of the client identity store (§4).
import * as z from 'zod/mini';
import { FREE_MOTE_UNKNOWN, FreeMotesSchema, unknownFreeMotes } from './freeMotes';
import { GoalsSchema } from './goals';
import { HighlightColourSchema } from './highlightColours';
import { DEFAULT_LOCALE, LocaleCodeSchema, UxLocaleSchema } from './locales';
import { SettingsSchema, VoiceMappingsSchema } from './settings';
import { TeacherControlsSchema, defaultTeacherControls } from './teacherControls';

/**
 * §3 auth.style: how the caller is signed in. `anonymous` (the default) when not signed in;
 * otherwise the sign-in method of the session.
 */
export const AUTH_STYLES = ['anonymous', 'otl', 'oidc', 'one-tap'] as const;
/** How a session began: emailed one-time link, OpenID Connect, or Google one-tap. */
export const SIGN_IN_METHODS = ['otl', 'oidc', 'one-tap'] as const satisfies readonly AuthStyle[];
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export type AuthStyle = (typeof AUTH_STYLES)[number];

/** §3 institutionalRole. */
export const INSTITUTIONAL_ROLES = ['member', 'admin'] as const;
export type InstitutionalRole = (typeof INSTITUTIONAL_ROLES)[number];

/** §3 status `auth`: who is calling and how they signed in. */
export const StatusAuthSchema = z.object({
  /** §5: a status response needs auth.isLoggedIn. */
  isLoggedIn: z.boolean(),
  /** The caller's own token when signed in, else null (the website sets its cookie from it, §4). */
  accessToken: z.nullable(z.string()),
  /** Extra OAuth scopes granted to integrations (none yet). */
  acquiredScopes: z.array(z.string()),
  style: z._default(z.enum(AUTH_STYLES), 'anonymous'),
});

/** §3 status `device`: locales recommended for this device, transcription opt-out. */
export const StatusDeviceSchema = z.object({
  recommendedUXLocale: UxLocaleSchema,
  recommendedTranscriptionLocale: LocaleCodeSchema,
  transcriptionOptOutEnabled: z.boolean(),
});

/** §3 status `identity`: the account's email and reading preferences. */
export const StatusIdentitySchema = z.object({
  /** null when not signed in. */
  primaryEmailAddress: z.nullable(z.string()),
  voiceMappings: VoiceMappingsSchema,
  voiceSpeed: z.number(),
  highlightColours: z.array(HighlightColourSchema),
  suggestedTranscriptionLanguages: z.array(LocaleCodeSchema),
  isMinor: z.boolean(),
});

/** §3 status `entitlements`: what the account may use, free-mote counters, teacher controls. */
export const StatusEntitlementsSchema = z.object({
  enhancement: z.object({ isEnabled: z.boolean() }),
  isInstitutional: z.boolean(),
  canUseBook: z.boolean(),
  hitBookLimit: z.boolean(),
  canCreateClass: z.boolean(),
  freeMotes: FreeMotesSchema,
  applyFreeMoteRationing: z.boolean(),
  /**
   * §3 quotaResetsAt: when the running free-mote period ends and the counters start again
   * (ms since 1970); -1 when unknown (no rationing, or no period running). Absent from older
   * servers' answers, read as -1.
   */
  quotaResetsAt: z._default(z.number().check(z.int(), z.gte(FREE_MOTE_UNKNOWN)), FREE_MOTE_UNKNOWN),
  teacherControls: TeacherControlsSchema,
});

/**
 * The signed-in user's record fields the client keeps (§3 "User / session record") beyond
 * the four §3 status groups. Absent when the caller is not signed in. Epochs are milliseconds
 * since 1970; `freeTrialExpiryEpoch` is null when the account never had a trial end date.
 */
export const StatusUserSchema = z.object({
  userId: z.string(),
  name: z.nullable(z.string()),
  givenName: z.nullable(z.string()),
  familyName: z.nullable(z.string()),
  /** The name to show: name, else given + family name, else the email's local part. */
  displayName: z.string(),
  avatarUrl: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  /** Accounts on the deployment's staff list (configuration, §6). */
  isGodMode: z.boolean(),
  isVIP: z.boolean(),
  isPaid: z.boolean(),
  productEnum: z.string(),
  productName: z.nullable(z.string()),
  /** §4: in trial (productEnum 'unlimited', not VIP, not paid) and the trial has not expired. */
  isInFreeTrial: z.boolean(),
  freeTrialExpiryEpoch: z.nullable(z.number().check(z.int())),
  freeTrialExpired: z.boolean(),
  isUpgradable: z.boolean(),
  isInstitutionalAdmin: z.boolean(),
  institutionalRole: z.nullable(z.enum(INSTITUTIONAL_ROLES)),
  institutionName: z.nullable(z.string()),
  countryCode: z.nullable(z.string()),
  /** This user's own referral code (§5: 1 to 9 characters), null until one is made. */
  referrerCode: z.nullable(z.string()),
  /** §6 capabilities. */
  canMote: z.boolean(),
  canTranscribe: z.boolean(),
  canMyMoteName: z.boolean(),
  /** Every saved preference with defaults filled in (what `i/settings` returns). */
  settings: SettingsSchema,
});

/** §3 identity status. */
export const IdentityStatusSchema = z.object({
  auth: StatusAuthSchema,
  device: StatusDeviceSchema,
  identity: StatusIdentitySchema,
  entitlements: StatusEntitlementsSchema,
  goals: GoalsSchema,
  /** Per-product state flags; the spec does not show their shape, so they are open strings. */
  productStates: z.record(z.string(), z.string()),
  isMyMoteNameEnabled: z.boolean(),
  user: z.optional(StatusUserSchema),
});
export type IdentityStatus = z.infer<typeof IdentityStatusSchema>;
export type StatusUser = z.infer<typeof StatusUserSchema>;

/** §4: before a status is loaded the locales fall back to this and opt-out is true. */
export const FALLBACK_DEVICE_STATUS: Readonly<z.infer<typeof StatusDeviceSchema>> = Object.freeze({
  recommendedUXLocale: DEFAULT_LOCALE,
  recommendedTranscriptionLocale: DEFAULT_LOCALE,
  transcriptionOptOutEnabled: true,
});

export type StatusEntitlements = z.infer<typeof StatusEntitlementsSchema>;

/**
 * §3 entitlements of a caller without a plan (anonymous): nothing unlocked, free-mote counters
 * unknown (−1), every teacher control at its default (enabled).
 */
export function entitlementsWithoutPlan(): StatusEntitlements {
  return {
    enhancement: { isEnabled: false },
    isInstitutional: false,
    canUseBook: false,
    hitBookLimit: false,
    canCreateClass: false,
    freeMotes: unknownFreeMotes(),
    applyFreeMoteRationing: false,
    quotaResetsAt: FREE_MOTE_UNKNOWN,
    teacherControls: defaultTeacherControls(),
  };
}
