// Field schemas the §7 analytics payloads share.
import * as z from 'zod/mini';
import { UTM_FIELDS, type UtmField } from '../identity/attribution';

/** Cap on any one free-text analytics field; longer values are refused, not truncated. */
export const ANALYTICS_TEXT_MAX_LENGTH = 2000;

/** A free-text analytics field, at most {@link ANALYTICS_TEXT_MAX_LENGTH} characters. */
export const AnalyticsTextSchema = z.string().check(z.maxLength(ANALYTICS_TEXT_MAX_LENGTH));

/** §3 attribution parameters as analytics payloads carry them (each optional). */
export const AnalyticsUtmFieldsSchema = z.object(
  Object.fromEntries(UTM_FIELDS.map((field) => [field, z.optional(AnalyticsTextSchema)])) as {
    [K in UtmField]: z.ZodMiniOptional<typeof AnalyticsTextSchema>;
  },
);

/**
 * Marks an event the client sends only for signed-in users whose user id starts with a
 * character on the allow-list (§6). The server applies the same rule before storing it.
 */
export const RestrictedFlagSchema = z.optional(z.boolean());

/** Analytics answers for calls that answer JSON: whether the event was kept. */
export const AnalyticsAckSchema = z.object({ stored: z.boolean() });
export type AnalyticsAck = z.infer<typeof AnalyticsAckSchema>;

/** §7: `s/track/everything` answers text; this is the text. */
export const TRACK_ANSWER_TEXT = 'OK';
