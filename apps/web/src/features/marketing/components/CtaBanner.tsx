import { useId, type ReactNode } from 'react';

/** Props of {@link CtaBanner}. */
export interface CtaBannerProps {
  heading: string;
  body?: ReactNode;
  /** The call to action: usually one primary link styled as a button, maybe a second. */
  actions: ReactNode;
}

/** A closing call to action on the brand gradient. */
export function CtaBanner({ heading, body, actions }: CtaBannerProps) {
  const headingId = useId();
  return (
    <section className="marketing-cta" aria-labelledby={headingId}>
      <div className="marketing-container marketing-cta__inner">
        <h2 id={headingId} className="marketing-cta__heading">
          {heading}
        </h2>
        {body ? <div className="marketing-cta__body">{body}</div> : null}
        <div className="marketing-actions marketing-actions--center">{actions}</div>
      </div>
    </section>
  );
}
