import { Fragment, type ReactNode } from 'react';
import type { MessageArgs } from '@motes/ui';

// Private-use characters never appear in a message's own text, so they can mark where an
// element goes in a formatted string.
const MARK_START = '\uE000';
const MARK_END = '\uE001';
const MARK_PATTERN = /\uE000(\d+)\uE001/;

/** Arguments for a message with elements in it, and the way back from its text to nodes. */
export interface RichMessageArgs {
  /** Pass to `t(id, args)`: each element stands as a marker the translation can move. */
  args: MessageArgs;
  /** Turns the text `t` returned into nodes, the markers replaced by their elements. */
  render(text: string): ReactNode;
}

/**
 * Lets a Fluent message hold elements (a `<strong>` email, a `<code>` path, a link) while the
 * translation decides where they go. Called with a literal id so the message checks see it:
 *
 *     const rich = withElements({ email: <strong>{email}</strong> });
 *     <p>{rich.render(t('auth-already-signed-in-as', rich.args))}</p>
 */
export function withElements(values: Record<string, ReactNode>): RichMessageArgs {
  const args: MessageArgs = {};
  const elements: ReactNode[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') {
      args[name] = value;
    } else {
      args[name] = `${MARK_START}${elements.length}${MARK_END}`;
      elements.push(value);
    }
  }
  return {
    args,
    render(text) {
      const parts = text.split(MARK_PATTERN);
      if (parts.length === 1) return text;
      // split() with a capture group puts each marker's number at the odd indexes.
      return parts.map((part, index) =>
        index % 2 === 1 ? (
          <Fragment key={index}>{elements[Number(part)]}</Fragment>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      );
    },
  };
}
