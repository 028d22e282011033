/** Joins the truthy class names with spaces; falsy entries are skipped. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
