// Apart from inertOthers.ts so that the toast region, on every page, does not carry the
// dialogs' inert handling with it.

/** Elements with this attribute stay live behind a dialog (the toasts, which announce). */
export const STAYS_INTERACTIVE_ATTRIBUTE = 'data-motes-stays-interactive';
