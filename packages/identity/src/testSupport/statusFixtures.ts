// §3 identity status answers for tests, built from the shared defaults so they pass the
// contract the store validates.
import type { IdentityStatus, Settings } from '@motes/shared';
import { SettingsSchema, entitlementsWithoutPlan } from '@motes/shared';
import type { FakeUser } from './fakeMotesApi';

/** A status: logged out without a user, else logged in as `user` with `user.token`. */
export function buildStatus(user?: FakeUser & { token: string }): IdentityStatus {
  const settings: Settings = user?.settings ?? SettingsSchema.parse({});
  const base: IdentityStatus = {
    auth: { isLoggedIn: false, accessToken: null, acquiredScopes: [], style: 'anonymous' },
    device: {
      recommendedUXLocale: 'en-GB',
      recommendedTranscriptionLocale: 'fr-FR',
      transcriptionOptOutEnabled: false,
    },
    identity: {
      primaryEmailAddress: null,
      voiceMappings: {},
      voiceSpeed: 1,
      highlightColours: settings.highlightColours,
      suggestedTranscriptionLanguages: ['fr-FR'],
      isMinor: false,
    },
    entitlements: entitlementsWithoutPlan(),
    goals: {},
    productStates: {},
    isMyMoteNameEnabled: false,
  };
  if (!user) return base;
  return {
    ...base,
    auth: { isLoggedIn: true, accessToken: user.token, acquiredScopes: [], style: 'otl' },
    identity: {
      ...base.identity,
      primaryEmailAddress: user.email,
      isMinor: user.isMinor ?? false,
      voiceMappings: settings.voiceMappings,
      voiceSpeed: settings.voiceSpeed,
    },
    entitlements: {
      ...base.entitlements,
      applyFreeMoteRationing: true,
      freeMotes: {
        availableFreeMotes: 0,
        freeMotesMintedEpoch: 1,
        totalFreeMotes: 20,
        usedFreeMotes: 20,
      },
    },
    goals: user.goals ?? {},
    user: {
      userId: user.userId,
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      displayName: 'Ada Lovelace',
      avatarUrl: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      isGodMode: false,
      isVIP: user.isVIP ?? false,
      isPaid: user.isPaid ?? false,
      productEnum: user.productEnum ?? 'free',
      productName: null,
      isInFreeTrial: false,
      freeTrialExpiryEpoch: null,
      freeTrialExpired: false,
      isUpgradable: true,
      isInstitutionalAdmin: false,
      institutionalRole: null,
      institutionName: null,
      countryCode: 'GB',
      referrerCode: 'ada1',
      canMote: true,
      canTranscribe: !user.isMinor,
      canMyMoteName: true,
      settings,
    },
  };
}
