import { onboardingTexts } from '@src/domain/texts';
import * as styles from '../onboarding.css';
import { Dropdowns, dropdowns, type StepProps, StepSection } from './step-parts';

export function LocationStep({ snapshot, send }: StepProps) {
  return (
    <StepSection title={onboardingTexts.steps[2]}>
      <div className={styles.grid}>
        <Dropdowns
          fields={dropdowns.location}
          snapshot={snapshot}
          onChange={(changed) => send({ type: 'EDIT_LOCATION', values: changed })}
        />
      </div>
    </StepSection>
  );
}
