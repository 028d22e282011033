// Account page calls (`i/` namespace): profile, sessions, device sign-out, data export, deletion.
import * as z from 'zod/mini';
import { SIGN_IN_METHODS } from './identityStatus';

const NamePartSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
/** A new value, or null to clear it; absent leaves it as it is. */
const NamePartChangeSchema = z.optional(z.nullable(NamePartSchema));

/**
 * An avatar address: an https URL, or a path under `/images/` on our own host (§5 avatar
 * sizing knows both kinds). Anything else (http:, javascript:, data:) is refused.
 */
export const AvatarUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine((value) => isImagesPath(value) || isHttpsUrl(value), {
    message: 'Use an https:// address or an /images/ path',
  }),
);

function isImagesPath(value: string): boolean {
  return /^\/images\/[A-Za-z0-9._~\-/]+$/.test(value) && !value.includes('..');
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** `POST i/account/profile`: change any of the names or the avatar; null clears one. */
export const ProfileUpdateSchema = z.strictObject({
  name: NamePartChangeSchema,
  givenName: NamePartChangeSchema,
  familyName: NamePartChangeSchema,
  avatarUrl: z.optional(z.nullable(AvatarUrlSchema)),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/** `POST i/account/profile` answer. */
export const ProfileResponseSchema = z.object({
  profile: z.object({
    name: z.nullable(z.string()),
    givenName: z.nullable(z.string()),
    familyName: z.nullable(z.string()),
    displayName: z.string(),
    avatarUrl: z.nullable(z.string()),
  }),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** `POST i/account/delete`: the caller types their email to confirm. */
export const AccountDeleteSchema = z.strictObject({
  confirmEmail: z.string().check(z.trim(), z.minLength(1)),
});
export type AccountDeleteInput = z.infer<typeof AccountDeleteSchema>;

/** One signed-in device on the account page. Never carries a token or its hash. */
export const SessionSummarySchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  clientType: z.string(),
  userAgent: z.nullable(z.string()),
  method: z.enum(SIGN_IN_METHODS),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The session making this request. */
  isCurrent: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

/** `GET i/sessions` answer: live sessions, most recently used first. */
export const SessionListResponseSchema = z.object({ sessions: z.array(SessionSummarySchema) });
export type SessionListResponse = z.infer<typeof SessionListResponseSchema>;

/** `POST v1/i/deviceSignOut`: end the caller's sessions on a device (default: this one). */
export const DeviceSignOutSchema = z.strictObject({
  deviceId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});
export type DeviceSignOutInput = z.infer<typeof DeviceSignOutSchema>;

/** Answer of the sign-out calls: how many sessions ended. */
export const SignOutResponseSchema = z.object({
  endedSessions: z.number().check(z.int(), z.nonnegative()),
});
export type SignOutResponse = z.infer<typeof SignOutResponseSchema>;
