import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Mote } from '@motes/shared';
import { ShareLink } from './ShareLink';

/**
 * The end of every way of making a mote: "Your mote is ready" with its share link, focus on
 * the copy button (the control the user most likely wants next), and the tool's own actions.
 */
export function MoteReady({
  mote,
  heading,
  children,
}: {
  mote: Mote;
  heading: string;
  /** Actions under the link, e.g. "Make another". */
  children?: ReactNode;
}) {
  const headingId = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  useEffect(() => copyRef.current?.focus(), [mote.id]);
  return (
    <section className="recorder__done" aria-labelledby={headingId}>
      <h2 id={headingId} className="recorder__done-heading">
        {heading}
      </h2>
      <ShareLink url={mote.shareUrl} copyRef={copyRef} />
      {children}
    </section>
  );
}
