/** HTTP methods the clients send, lower-case as written in the spec's retry rules (§7). */
export const HTTP_METHODS = [
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'head',
  'options',
  'trace',
] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Normalises a method name in any case to the lower-case {@link HttpMethod}.
 * @throws Error when the name is not an HTTP method the clients support.
 */
export function normalizeHttpMethod(method: string): HttpMethod {
  const lower = method.toLowerCase();
  if (!(HTTP_METHODS as readonly string[]).includes(lower)) {
    throw new Error(`Unsupported HTTP method: ${method}`);
  }
  return lower as HttpMethod;
}
