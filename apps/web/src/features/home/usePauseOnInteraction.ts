import { useState, type FocusEvent } from 'react';

/** Handlers to spread on the element whose rotation should hold. */
export interface InteractionHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Whether the pointer is over an element or keyboard focus is inside it: auto-rotating
 * content holds still then, so nothing moves under the reader (WCAG 2.2.2).
 */
export function usePauseOnInteraction(): { interacting: boolean; handlers: InteractionHandlers } {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    interacting: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        // Focus moving between children keeps the hold; leaving the element ends it.
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
      },
    },
  };
}
