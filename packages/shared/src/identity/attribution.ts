// §3 "Attribution parameters: utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id."
import * as z from 'zod/mini';

/** §3: the six utm parameters, in the spec's order. */
export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** The utm parameters present on a URL; absent or empty ones are left out. */
export const AttributionSchema = z.partialRecord(
  z.enum(UTM_FIELDS),
  z.string().check(z.minLength(1)),
);
export type Attribution = z.infer<typeof AttributionSchema>;

/**
 * §3: reads the six utm fields from a URL (absolute, or a path with a query, or a bare query
 * string). Other parameters are ignored. An unparseable URL gives `{}`.
 */
export function captureAttribution(url: string): Attribution {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://placeholder.invalid').searchParams;
  } catch {
    return {};
  }
  const attribution: Attribution = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) attribution[field] = value;
  }
  return attribution;
}

/** True when at least one utm field is present. */
export function hasAttribution(attribution: Attribution): boolean {
  return UTM_FIELDS.some((field) => attribution[field] !== undefined);
}
