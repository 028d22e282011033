import { useId } from 'react';

/** A caller's id, or a generated one that is valid in CSS selectors and ARIA references. */
export function useStableId(prefix: string, given?: string): string {
  const generated = `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return given ?? generated;
}
