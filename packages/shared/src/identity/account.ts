// Account page calls (`i/` namespace): profile, sessions, device sign-out, data export, deletion.
import { z } from 'zod';
import { SIGN_IN_METHODS } from './identityStatus';

const NamePartSchema = z.string().trim().min(1).max(100);

/**
 * An avatar address: an https URL, or a path under `/images/` on our own host (§5 avatar
 * sizing knows both kinds). Anything else (http:, javascript:, data:) is refused.
 */
export const AvatarUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => isImagesPath(value) || isHttpsUrl(value), {
    message: 'Use an https:// address or an /images/ path',
  });

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
  name: NamePartSchema.nullable().optional(),
  givenName: NamePartSchema.nullable().optional(),
  familyName: NamePartSchema.nullable().optional(),
  avatarUrl: AvatarUrlSchema.nullable().optional(),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/** `POST i/account/profile` answer. */
export const ProfileResponseSchema = z.object({
  profile: z.object({
    name: z.string().nullable(),
    givenName: z.string().nullable(),
    familyName: z.string().nullable(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** `POST i/account/delete`: the caller types their email to confirm. */
export const AccountDeleteSchema = z.strictObject({ confirmEmail: z.string().trim().min(1) });
export type AccountDeleteInput = z.infer<typeof AccountDeleteSchema>;

/** One signed-in device on the account page. Never carries a token or its hash. */
export const SessionSummarySchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  clientType: z.string(),
  userAgent: z.string().nullable(),
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
  deviceId: z.string().min(1).max(128).optional(),
});
export type DeviceSignOutInput = z.infer<typeof DeviceSignOutSchema>;

/** Answer of the sign-out calls: how many sessions ended. */
export const SignOutResponseSchema = z.object({ endedSessions: z.number().int().nonnegative() });
export type SignOutResponse = z.infer<typeof SignOutResponseSchema>;
