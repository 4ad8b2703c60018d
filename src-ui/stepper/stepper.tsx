import type { ReactNode } from 'react';
import { Button } from '../button';
import { CheckIcon } from '../icons';
import { VisuallyHidden } from '../visually-hidden';
import * as styles from './stepper.css';

/** A step (SPEC "UI-kit shapes"). */
export interface Step {
  number: number;
  name: string;
  description?: string;
}

/** SPEC §9: the stepper's default texts (the onboarding passes Anterior, Siguiente, Finalizar). */
const stepperDefaults = { prev: 'Prev', next: 'Next', submit: 'Send' } as const;

export interface StepperProps {
  steps: readonly Step[];
  /** The current step's number. */
  current: number;
  onPrev: () => void;
  onNext: () => void;
  onSubmit: () => void;
  /** Next (or the submit control) is disabled, e.g. while the step's form is invalid. */
  nextDisabled?: boolean;
  /** Why Next is disabled, shown by an info icon. */
  nextDisabledReason?: string;
  submitting?: boolean;
  texts?: Partial<{ prev: string; next: string; submit: string }>;
  /** Accessible name of the step list (kit default 'Pasos'). */
  label?: string;
  /** Kit text announced after a completed step's name (default 'completado'). */
  doneText?: string;
  /** The current step's content. */
  children?: ReactNode;
}

/** Numbered steps with Back (disabled on step 1), Next, and the submit control on the last step. */
export function Stepper({
  steps,
  current,
  onPrev,
  onNext,
  onSubmit,
  nextDisabled = false,
  nextDisabledReason,
  submitting = false,
  texts,
  label = 'Pasos',
  doneText = 'completado',
  children,
}: StepperProps) {
  const text = { ...stepperDefaults, ...texts };
  const last = steps.at(-1)?.number ?? 1;
  const first = steps[0]?.number ?? 1;
  return (
    <div className={styles.stepper}>
      <ol className={styles.steps} aria-label={label}>
        {steps.map((step) => {
          const state = step.number === current ? 'current' : step.number < current ? 'done' : 'next';
          return (
            <li
              key={step.number}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {state === 'done' ? <CheckIcon size={16} /> : step.number}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>
                  <VisuallyHidden>{`${step.number}. `}</VisuallyHidden>
                  {step.name}
                  {state === 'done' && <VisuallyHidden>{` (${doneText})`}</VisuallyHidden>}
                </span>
                {step.description && <span className={styles.description}>{step.description}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {children}
      <div className={styles.actions}>
        <Button variant="outlined" disabled={current <= first} onPress={onPrev}>
          {text.prev}
        </Button>
        {current >= last ? (
          <Button
            type="submit"
            disabled={nextDisabled}
            disabledReason={nextDisabledReason}
            loading={submitting}
            onPress={onSubmit}
          >
            {text.submit}
          </Button>
        ) : (
          <Button disabled={nextDisabled} disabledReason={nextDisabledReason} onPress={onNext}>
            {text.next}
          </Button>
        )}
      </div>
    </div>
  );
}
