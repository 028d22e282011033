import type { MessageArgs } from '@motes/ui';

/**
 * The Fluent arguments of a §9 limit: whole minutes when it is a whole number of minutes
 * (60 s reads "1 minute", 300 s "5 minutes"), else seconds. Messages pick with `$unit`.
 */
export function limitArgs(limitSeconds: number): MessageArgs {
  return limitSeconds % 60 === 0
    ? { unit: 'minutes', count: limitSeconds / 60 }
    : { unit: 'seconds', count: limitSeconds };
}
