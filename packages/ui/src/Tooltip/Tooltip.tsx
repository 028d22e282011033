import {
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  LAYERS,
  TOOLTIP_CLOSE_DELAY_MS,
  TOOLTIP_DEFAULT_PLACEMENT,
  TOOLTIP_OPEN_DELAY_MS,
  type TooltipPlacement,
} from '@motes/shared';
import { classNames } from '../classNames';
import { useFloatingPosition } from '../internal/useFloatingPosition';
import { useStableId } from '../internal/useStableId';
import { Portal } from '../Portal/PortalContainer';

/** Space between the trigger and the tooltip, in px. */
const TOOLTIP_GAP_PX = 6;

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Short supplementary text; it becomes the trigger's accessible description. */
  content: ReactNode;
  /** One focusable element, e.g. an icon button with its own accessible name. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** §4: defaults to `top`; it flips to the opposite side when there is no room. */
  placement?: TooltipPlacement;
  /** §4 and §9: 50 ms. */
  openDelayMs?: number;
  /** §4 and §9: 25 ms. */
  closeDelayMs?: number;
  /** Stops the tooltip from showing without changing the layout. */
  disabled?: boolean;
  /** Id of the tooltip element; generated when omitted. */
  id?: string;
  className?: string;
}

/**
 * A tooltip (§4 "Tooltip", §9) shown on hover and on keyboard focus after 50 ms and hidden
 * 25 ms after both end. It meets WCAG 1.4.13: the pointer can move onto it without it
 * closing, it stays while hovered or focused, and Escape dismisses it. The text is always
 * in the DOM and linked with `aria-describedby`, so screen readers get it without hovering.
 * It renders in a portal (see `PortalContainerProvider`), so no `overflow: hidden` clips it.
 */
export function Tooltip({
  content,
  children,
  placement = TOOLTIP_DEFAULT_PLACEMENT,
  openDelayMs = TOOLTIP_OPEN_DELAY_MS,
  closeDelayMs = TOOLTIP_CLOSE_DELAY_MS,
  disabled = false,
  id,
  className,
}: TooltipProps) {
  const tooltipId = useStableId('motes-tooltip', id);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);

  function schedule(next: boolean) {
    clearTimeout(timer.current);
    if (next && disabled) return;
    timer.current = setTimeout(() => setOpen(next), next ? openDelayMs : closeDelayMs);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  // WCAG 1.4.13 "dismissible": Escape hides the tooltip without moving focus or pointer.
  // Listening in the capture phase and marking the event handled means the same key press
  // does not also close a dialog or menu around the trigger.
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      clearTimeout(timer.current);
      setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const shown = open && !disabled;
  const position = useFloatingPosition(anchorRef, bubbleRef, shown, {
    side: placement,
    align: 'center',
    gap: TOOLTIP_GAP_PX,
    layer: LAYERS.tooltip,
  });
  const describedBy = isValidElement(children)
    ? [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' ')
    : tooltipId;
  const style = { '--motes-layer-tooltip': String(LAYERS.tooltip) } as CSSProperties;

  return (
    <span
      ref={anchorRef}
      className={classNames('motes-tooltip-anchor', className)}
      onMouseEnter={() => schedule(true)}
      onMouseLeave={() => schedule(false)}
      onFocus={() => schedule(true)}
      onBlur={() => schedule(false)}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <Portal>
        <span
          ref={bubbleRef}
          id={tooltipId}
          role="tooltip"
          className={classNames('motes-tooltip', `motes-tooltip--${placement}`)}
          data-state={shown ? 'open' : 'closed'}
          data-side={position.placement?.side ?? placement}
          style={{ ...style, ...position.style }}
          hidden={!shown}
          // WCAG 1.4.13 "hoverable": the pointer may rest on the tooltip itself.
          onMouseEnter={() => schedule(true)}
          onMouseLeave={() => schedule(false)}
        >
          {content}
        </span>
      </Portal>
    </span>
  );
}
