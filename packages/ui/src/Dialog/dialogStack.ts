// §4 "Dialog": Escape or an overlay click closes only the top-most dialog. Open dialogs
// register here in the order they opened; the last one is on top.
const stack: symbol[] = [];
// The page behind an open dialog does not scroll; its own overflow comes back afterwards.
let savedBodyOverflow = '';

/** Puts a dialog on top of the stack; the returned function takes it off again. */
export function pushDialog(token: symbol): () => void {
  if (stack.length === 0 && typeof document !== 'undefined') {
    savedBodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(token);
  return () => {
    const index = stack.lastIndexOf(token);
    if (index !== -1) stack.splice(index, 1);
    if (stack.length === 0 && typeof document !== 'undefined') {
      document.body.style.overflow = savedBodyOverflow;
    }
  };
}

/** True when `token` is the dialog the user sees on top. */
export function isTopDialog(token: symbol): boolean {
  return stack.at(-1) === token;
}
