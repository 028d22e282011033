// §7 analytics-style event mutations and the §8 analytics error events, sent to `POST s/event`
// (the spec does not show the endpoint; this is ours). Each carries `variables`.
import * as z from 'zod/mini';
import {
  AnalyticsTextSchema,
  AnalyticsUtmFieldsSchema,
  RestrictedFlagSchema,
} from './analyticsFields';

/** §8: the error text a login error event carries when there is none. */
export const UNKNOWN_ERROR_TEXT = 'Unknown error';

/** §8 analytics error events: mutation type → the event's name. */
export const ANALYTICS_ERROR_EVENT_NAMES = {
  loginErrorOccurred: 'Login Error Occurred',
  accountMismatchErrorDisplayed: 'Account Mismatch Error Displayed',
  extensionOutOfDateShown: 'Extension Out Of Date Shown',
  microphoneRequestBlocked: 'Microphone Request Blocked',
  readAloudAudioLoadError: 'Read Aloud Audio Load Error',
} as const;

const FreeVariablesSchema = z._default(
  z.record(
    z.string().check(z.maxLength(100)),
    z.union([AnalyticsTextSchema, z.number(), z.boolean(), z.null()]),
  ),
  {},
);

const event = <T extends string, V extends z.core.SomeType>(type: T, variables: V) =>
  z.strictObject({ type: z.literal(type), variables, restricted: RestrictedFlagSchema });

/** The body of `POST s/event`, told apart by `type`. */
export const EventMutationSchema = z.discriminatedUnion('type', [
  /** §7 extension presence (present or absent, plus version). */
  event(
    'extensionPresence',
    z.strictObject({
      status: z.enum(['present', 'absent']),
      version: z.optional(z.nullable(AnalyticsTextSchema)),
    }),
  ),
  /** §7 utm action (the six utm fields). */
  event('utmAction', z.strictObject(AnalyticsUtmFieldsSchema.shape)),
  /** §7 visit from outside: sent once per session, not framed, external referrer. */
  event(
    'visitFromOutside',
    z.strictObject({
      event: AnalyticsTextSchema,
      userAgent: AnalyticsTextSchema,
      containingURL: AnalyticsTextSchema,
    }),
  ),
  /** §7 referral code used; §8: isNewUser false when used while logged in or known. */
  event(
    'referralCodeUsed',
    z.strictObject({
      isNewUser: z.boolean(),
      isLoggedIn: z.boolean(),
      referralCode: z.optional(z.string().check(z.minLength(1), z.maxLength(9))),
    }),
  ),
  /** §7 clicked-install of the extension. */
  event('clickedInstall', z.strictObject({ referrerUserId: z.nullable(AnalyticsTextSchema) })),
  /** §8 Login Error Occurred: the error text or 'Unknown error', plus withOTL and withEmail. */
  event(
    'loginErrorOccurred',
    z.strictObject({
      error: z.pipe(
        z.optional(z.nullable(AnalyticsTextSchema)),
        z.transform((text: string | null | undefined) => (text ? text : UNKNOWN_ERROR_TEXT)),
      ),
      withOTL: z.boolean(),
      withEmail: z.boolean(),
    }),
  ),
  event('accountMismatchErrorDisplayed', FreeVariablesSchema),
  event('extensionOutOfDateShown', FreeVariablesSchema),
  event('microphoneRequestBlocked', FreeVariablesSchema),
  event('readAloudAudioLoadError', FreeVariablesSchema),
]);
export type EventMutationInput = z.input<typeof EventMutationSchema>;
export type EventMutation = z.infer<typeof EventMutationSchema>;
export type EventMutationType = EventMutation['type'];

/** The name an event mutation is stored under: the §8 name for error events, else its type. */
export function eventMutationName(type: EventMutationType): string {
  return type in ANALYTICS_ERROR_EVENT_NAMES
    ? ANALYTICS_ERROR_EVENT_NAMES[type as keyof typeof ANALYTICS_ERROR_EVENT_NAMES]
    : type;
}
