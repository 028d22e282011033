// §3 identity status answers for the web app's component tests, built from the shared
// defaults and checked against the shared contract, so a test can never pass on a shape the
// real server would not send.
import {
  IdentityStatusSchema,
  SettingsSchema,
  entitlementsWithoutPlan,
  type Goals,
  type IdentityStatus,
  type Settings,
} from '@motes/shared';

/** A user of the fake API. */
export interface TestUser {
  userId: string;
  email: string;
  givenName?: string | null;
  familyName?: string | null;
  avatarUrl?: string | null;
  isMinor?: boolean;
  goals?: Goals;
  settings?: Settings;
  /** Replaces parts of the plan-less entitlements, e.g. the §3 free-mote counters. */
  entitlements?: Partial<IdentityStatus['entitlements']>;
}

function displayNameOf(user: TestUser): string {
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return name || user.email.split('@')[0] || user.email;
}

/** The status for `user` signed in with `token`, or a signed-out status. */
export function buildTestStatus(user?: TestUser, token?: string): IdentityStatus {
  const settings = user?.settings ?? SettingsSchema.parse({});
  const signedIn = Boolean(user && token);
  return IdentityStatusSchema.parse({
    auth: {
      isLoggedIn: signedIn,
      accessToken: signedIn ? token : null,
      acquiredScopes: [],
      style: signedIn ? 'otl' : 'anonymous',
    },
    device: {
      recommendedUXLocale: 'en-GB',
      recommendedTranscriptionLocale: 'en-GB',
      transcriptionOptOutEnabled: user?.isMinor ? true : settings.transcriptionOptOutEnabled,
    },
    identity: {
      primaryEmailAddress: signedIn ? user?.email : null,
      voiceMappings: settings.voiceMappings,
      voiceSpeed: settings.voiceSpeed,
      highlightColours: settings.highlightColours,
      suggestedTranscriptionLanguages: ['en-GB'],
      isMinor: user?.isMinor ?? false,
    },
    entitlements: { ...entitlementsWithoutPlan(), ...user?.entitlements },
    goals: signedIn ? (user?.goals ?? {}) : {},
    productStates: {},
    isMyMoteNameEnabled: false,
    user:
      signedIn && user
        ? {
            userId: user.userId,
            name: displayNameOf(user),
            givenName: user.givenName ?? null,
            familyName: user.familyName ?? null,
            displayName: displayNameOf(user),
            avatarUrl: user.avatarUrl ?? null,
            createdAt: '2026-01-05T09:00:00.000Z',
            isGodMode: false,
            isVIP: false,
            isPaid: false,
            productEnum: 'free',
            productName: null,
            isInFreeTrial: false,
            freeTrialExpiryEpoch: null,
            freeTrialExpired: false,
            isUpgradable: true,
            isInstitutionalAdmin: false,
            institutionalRole: null,
            institutionName: null,
            countryCode: 'GB',
            referrerCode: null,
            canMote: true,
            canTranscribe: !user.isMinor,
            canMyMoteName: true,
            settings,
          }
        : undefined,
  });
}
