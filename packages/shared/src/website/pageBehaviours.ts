// §2 "Page behaviours" and §9 "Timing": the numbers of the help widget and the preloader.

/**
 * §9 "Help widget idle load timeout: 3 s." The widget loads when the browser is idle, and at
 * the latest after this many ms (the `timeout` of `requestIdleCallback`).
 */
export const HELP_WIDGET_IDLE_TIMEOUT_MS = 3000;

/** §9 "Preloader is removed 1 s after hidden": ms between hiding it and taking it out of the page. */
export const PRELOADER_REMOVE_DELAY_MS = 1000;

/** The id of the preloader element in `index.html` (ours: the spec does not name it). */
export const PRELOADER_ELEMENT_ID = 'motes-preloader';

/** §2 links of the help widget (targets ours; the pages are §2 routes). */
export const HELP_WIDGET_LINKS = {
  howTo: '/learning-zone?tab=howto',
  expert: '/expert',
  status: '/status',
} as const;
