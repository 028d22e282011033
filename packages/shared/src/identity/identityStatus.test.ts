import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, SUPPORTED_UX_LOCALES } from './locales';
import {
  FALLBACK_DEVICE_STATUS,
  IdentityStatusSchema,
  entitlementsWithoutPlan,
} from './identityStatus';
import { defaultTeacherControls } from './teacherControls';
import { resolveHighlightColours } from './highlightColours';
import { unknownFreeMotes } from './freeMotes';

const loggedOut = {
  auth: { isLoggedIn: false, accessToken: null, acquiredScopes: [] },
  device: {
    recommendedUXLocale: 'en-US',
    recommendedTranscriptionLocale: 'en-US',
    transcriptionOptOutEnabled: false,
  },
  identity: {
    primaryEmailAddress: null,
    voiceMappings: {},
    voiceSpeed: 1,
    highlightColours: resolveHighlightColours(),
    suggestedTranscriptionLanguages: ['en-US'],
    isMinor: false,
  },
  entitlements: {
    enhancement: { isEnabled: false },
    isInstitutional: false,
    canUseBook: false,
    hitBookLimit: false,
    canCreateClass: false,
    freeMotes: unknownFreeMotes(),
    applyFreeMoteRationing: false,
    quotaResetsAt: -1,
    teacherControls: defaultTeacherControls(),
  },
  goals: {},
  productStates: {},
  isMyMoteNameEnabled: false,
};

describe('§3 identity status', () => {
  it('gives a caller without a plan nothing unlocked, unknown (-1) counters and enabled controls', () => {
    const entitlements = entitlementsWithoutPlan();
    expect(IdentityStatusSchema.parse({ ...loggedOut, entitlements }).entitlements).toEqual(
      loggedOut.entitlements,
    );
    expect(entitlements.freeMotes.totalFreeMotes).toBe(-1);
    expect(Object.values(entitlements.teacherControls).every((c) => c.isEnabled)).toBe(true);
  });

  it('parses a logged-out status; auth.style defaults to anonymous', () => {
    const parsed = IdentityStatusSchema.parse(loggedOut);
    expect(parsed.auth.style).toBe('anonymous');
    expect(parsed.user).toBeUndefined();
  });

  it('needs auth.isLoggedIn (§5 status validation)', () => {
    const { isLoggedIn: _dropped, ...auth } = loggedOut.auth;
    expect(IdentityStatusSchema.safeParse({ ...loggedOut, auth }).success).toBe(false);
  });

  it('normalises upper-case goal states inside a status (§4)', () => {
    const parsed = IdentityStatusSchema.parse({
      ...loggedOut,
      goals: { userOnboarding: 'COMPLETED' },
    });
    expect(parsed.goals).toEqual({ userOnboarding: 'completed' });
  });

  it('refuses a free-mote counter below -1', () => {
    const entitlements = {
      ...loggedOut.entitlements,
      freeMotes: { ...unknownFreeMotes(), usedFreeMotes: -2 },
    };
    expect(IdentityStatusSchema.safeParse({ ...loggedOut, entitlements }).success).toBe(false);
  });

  it('falls back to en-US and opt-out true before a status is loaded (§4, §9)', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(SUPPORTED_UX_LOCALES.slice(0, 2)).toEqual(['en-US', 'en-GB']);
    expect(FALLBACK_DEVICE_STATUS).toEqual({
      recommendedUXLocale: 'en-US',
      recommendedTranscriptionLocale: 'en-US',
      transcriptionOptOutEnabled: true,
    });
  });
});
