/** How long a "Deleted" toast offers Undo: longer than §9's 4 s, to reach it by keyboard. */
export const UNDO_TOAST_MS = 10_000;
