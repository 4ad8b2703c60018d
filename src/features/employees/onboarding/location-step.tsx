import { onboardingTexts } from '@src/domain/texts';
import { limits } from '@src/domain/validation';
import { TextArea } from '@ui/text-area';
import { onboardingPageTexts as texts } from '../employee-texts';
import * as styles from '../onboarding.css';
import { Dropdowns, dropdowns, messageOf, type StepProps, StepSection, statusOf } from './step-parts';

export function LocationStep({ view, send }: StepProps) {
  return (
    <StepSection title={onboardingTexts.steps[2]}>
      <div className={styles.grid}>
        <Dropdowns
          fields={dropdowns.location}
          view={view}
          onChange={(changed) => send({ type: 'EDIT_LOCATION', values: changed })}
        />
      </div>
      <TextArea
        label={texts.observations}
        value={view.context.values.observations}
        max={limits.onboardingObservation}
        onChange={(observations) => send({ type: 'EDIT_LOCATION', values: { observations } })}
        status={statusOf(messageOf(view, 'observations'))}
        message={messageOf(view, 'observations')}
        fullWidth
      />
    </StepSection>
  );
}
