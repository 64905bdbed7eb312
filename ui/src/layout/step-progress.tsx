import type { CSSProperties } from 'react';
import { cn } from '../lib/cn';
import {
  PROGRESS_LABELS,
  type ProgressStep,
  progressSteps,
  progressWidth,
} from './step-progress-model';

export type { ProgressStep };

export function StepProgress({
  current,
  managed = false,
}: {
  current: ProgressStep;
  managed?: boolean;
}) {
  const steps = progressSteps(managed);
  const index = Math.max(0, steps.indexOf(current));
  return (
    <div
      className="progress"
      data-steps={steps.length}
      style={{ '--progress-steps': steps.length } as CSSProperties}
    >
      <div className="progress__track" aria-hidden="true">
        <div
          className="progress__bar"
          style={{ width: `${progressWidth(index, steps.length)}%` }}
        />
      </div>
      <ol className="progress__steps" aria-label={`Step ${index + 1} of ${steps.length}`}>
        {steps.map((step, position) => {
          const status = position < index ? 'done' : position === index ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={cn('progress__step', `progress__step--${status}`)}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="progress__dot" aria-hidden="true">
                {position + 1}
              </span>
              <span className="progress__label">{PROGRESS_LABELS[step]}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
