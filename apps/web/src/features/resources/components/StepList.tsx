import type { ProductToolId } from '@motes/shared';
import { ToolStateMark, toolStateAttributes } from '../../marketing/components';
import './StepList.css';

/** One step of a {@link StepList}. */
export interface Step {
  title: string;
  body: string;
  /** A step that needs a tool this build lacks says so (registry state). */
  tool?: ProductToolId;
}

/** Numbered steps as cards in a row ("How it works"), an ordered list with an h3 per step. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="step-list">
      {steps.map((step, index) => (
        <li key={step.title} className="step-list__step" {...toolStateAttributes(step.tool)}>
          <span className="step-list__number" aria-hidden="true">
            {index + 1}
          </span>
          <h3 className="step-list__title">{step.title}</h3>
          {step.tool ? <ToolStateMark tool={step.tool} /> : null}
          <p className="step-list__body">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
