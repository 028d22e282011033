// §7 `POST s/track/everything` (answer: text).
import * as z from 'zod/mini';
import { AnalyticsTextSchema, RestrictedFlagSchema } from './analyticsFields';

const EventNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const OptionalTextSchema = z.optional(AnalyticsTextSchema);

/**
 * §7 track payload. Website calls send pageContext, direct, trackingRoute, trackingSource,
 * referrer, referrerURL and userId; extension calls send application, extensionVersion,
 * applicationView, trackingSource and userId. Event variables ride along as JSON values.
 */
export const TrackEverythingSchema = z.catchall(
  z.object({
    /** The event's name, e.g. "Recording Started". */
    event: EventNameSchema,
    restricted: RestrictedFlagSchema,
    userId: OptionalTextSchema,
    trackingSource: OptionalTextSchema,
    // Website.
    pageContext: z.optional(z.json()),
    direct: z.optional(z.union([z.boolean(), AnalyticsTextSchema])),
    trackingRoute: OptionalTextSchema,
    referrer: OptionalTextSchema,
    referrerURL: OptionalTextSchema,
    // Extension.
    application: OptionalTextSchema,
    extensionVersion: OptionalTextSchema,
    applicationView: OptionalTextSchema,
  }),
  z.json(),
);
export type TrackEverythingInput = z.infer<typeof TrackEverythingSchema>;
