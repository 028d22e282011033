// §7 `POST s/track/everything` (answer: text).
import { z } from 'zod';
import { AnalyticsTextSchema, RestrictedFlagSchema } from './analyticsFields';

const EventNameSchema = z.string().trim().min(1).max(120);

/**
 * §7 track payload. Website calls send pageContext, direct, trackingRoute, trackingSource,
 * referrer, referrerURL and userId; extension calls send application, extensionVersion,
 * applicationView, trackingSource and userId. Event variables ride along as JSON values.
 */
export const TrackEverythingSchema = z
  .object({
    /** The event's name, e.g. "Recording Started". */
    event: EventNameSchema,
    restricted: RestrictedFlagSchema,
    userId: AnalyticsTextSchema.optional(),
    trackingSource: AnalyticsTextSchema.optional(),
    // Website.
    pageContext: z.json().optional(),
    direct: z.union([z.boolean(), AnalyticsTextSchema]).optional(),
    trackingRoute: AnalyticsTextSchema.optional(),
    referrer: AnalyticsTextSchema.optional(),
    referrerURL: AnalyticsTextSchema.optional(),
    // Extension.
    application: AnalyticsTextSchema.optional(),
    extensionVersion: AnalyticsTextSchema.optional(),
    applicationView: AnalyticsTextSchema.optional(),
  })
  .catchall(z.json());
export type TrackEverythingInput = z.infer<typeof TrackEverythingSchema>;
