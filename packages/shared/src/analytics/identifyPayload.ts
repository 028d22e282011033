// §7 `POST s/identify/everything`.
import { z } from 'zod';
import { AnalyticsTextSchema, AnalyticsUtmFieldsSchema } from './analyticsFields';

/**
 * §7 identify payload: the user record without tokens and ids, plus the fields below. Other
 * user-record fields ride along as JSON values; the server drops any key that looks like a
 * token or secret, and for minors drops email, email domain, IP and referrer URLs.
 */
export const IdentifyEverythingSchema = AnalyticsUtmFieldsSchema.extend({
  /** The signed-in user id, or the anonymous id (`anonymous:from_website:<uuid>`). */
  userId: AnalyticsTextSchema.optional(),
  email: AnalyticsTextSchema.optional(),
  email_domain: AnalyticsTextSchema.optional(),
  /** §5: normalised to '1' or '0'. */
  isMinor: z.enum(['1', '0']).optional(),
  /** '1' when sent by the extension. */
  from_extension: z.literal('1').optional(),
  /** 'website' for site use. */
  tracking_source: AnalyticsTextSchema.optional(),
  /** 'direct' for site use. */
  tracking_route: AnalyticsTextSchema.optional(),
  referrer: AnalyticsTextSchema.optional(),
  referrerURL: AnalyticsTextSchema.optional(),
}).catchall(z.json());
export type IdentifyEverythingInput = z.infer<typeof IdentifyEverythingSchema>;
