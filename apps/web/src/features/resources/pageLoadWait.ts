/**
 * How long tests wait for a page's first heading. Each page is a lazy route: the first visit
 * in a test file transforms its module, which takes seconds when the whole suite runs at once.
 */
export const PAGE_LOAD_WAIT = { timeout: 10_000 } as const;
