// Step 2 of the onboarding wizard: the contractual position (Perfil salarial from call 13).
import type { OnboardingValues } from '@machines/employees/onboarding.machine';
import { fetchMessages } from '@src/domain/fetch-messages';
import { onboardingTexts } from '@src/domain/texts';
import { Button } from '@ui/button';
import { DateField } from '@ui/date-field';
import { FlagMessage } from '@ui/flag-message';
import { onboardingPageTexts as texts } from '../employee-texts';
import * as styles from '../onboarding.css';
import { Dropdowns, dropdowns, messageOf, type StepProps, StepSection, statusOf } from './step-parts';

export function PositionStep({ view, send }: StepProps) {
  const { values } = view.context;
  const edit = (changed: Partial<OnboardingValues>) => send({ type: 'EDIT_POSITION', values: changed });
  const message = messageOf(view, 'startDate');
  return (
    <StepSection title={onboardingTexts.steps[1]}>
      {view.optionsFailed && (
        <FlagMessage title={fetchMessages.remunerationProfiles.flag} appearance="danger" />
      )}
      {view.optionsFailed && (
        <div className={styles.toolbar}>
          <Button variant="outlined" onPress={() => send({ type: 'RETRY_OPTIONS' })}>
            {texts.optionsRetry}
          </Button>
        </div>
      )}
      <div className={styles.grid}>
        <Dropdowns
          fields={dropdowns.position}
          view={view}
          onChange={edit}
          loadingText={view.loadingOptions ? texts.loadingOptions : undefined}
        />
        <DateField
          label={onboardingTexts.startDate}
          required
          value={values.startDate}
          onChange={(text) => edit({ startDate: text })}
          status={statusOf(message)}
          message={message}
          fullWidth
        />
        <DateField
          label={onboardingTexts.endDate}
          disabled
          value=""
          onChange={() => undefined}
          description={texts.endDateHint}
          fullWidth
        />
      </div>
    </StepSection>
  );
}
