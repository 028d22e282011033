// §7 `POST s/identify/everything`.
import * as z from 'zod/mini';
import { AnalyticsTextSchema, AnalyticsUtmFieldsSchema } from './analyticsFields';

/**
 * §7 identify payload: the user record without tokens and ids, plus the fields below. Other
 * user-record fields ride along as JSON values; the server drops any key that looks like a
 * token or secret, and for minors drops email, email domain, IP and referrer URLs.
 */
const OptionalTextSchema = z.optional(AnalyticsTextSchema);

export const IdentifyEverythingSchema = z.catchall(
  z.extend(AnalyticsUtmFieldsSchema, {
    /** The signed-in user id, or the anonymous id (`anonymous:from_website:<uuid>`). */
    userId: OptionalTextSchema,
    email: OptionalTextSchema,
    email_domain: OptionalTextSchema,
    /** §5: normalised to '1' or '0'. */
    isMinor: z.optional(z.enum(['1', '0'])),
    /** '1' when sent by the extension. */
    from_extension: z.optional(z.literal('1')),
    /** 'website' for site use. */
    tracking_source: OptionalTextSchema,
    /** 'direct' for site use. */
    tracking_route: OptionalTextSchema,
    referrer: OptionalTextSchema,
    referrerURL: OptionalTextSchema,
  }),
  z.json(),
);
export type IdentifyEverythingInput = z.infer<typeof IdentifyEverythingSchema>;
