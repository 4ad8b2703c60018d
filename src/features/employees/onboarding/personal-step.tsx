// Step 1 of the onboarding wizard: personal data and the CV.
import type { OnboardingField, OnboardingValues } from '@machines/employees/onboarding.machine';
import { onboardingTexts } from '@src/domain/texts';
import { limits } from '@src/domain/validation';
import { FileField } from '@ui/file-field';
import { TextInput } from '@ui/text-input';
import { onboardingPageTexts as texts } from '../employee-texts';
import * as styles from '../onboarding.css';
import { messageOf, type StepProps, StepSection, shownFile, statusOf } from './step-parts';

export function PersonalStep({ view, send }: StepProps) {
  const { values } = view.context;
  const edit = (changed: Partial<OnboardingValues>) => send({ type: 'EDIT_PERSONAL', values: changed });
  const message = (field: OnboardingField) => messageOf(view, field);
  const reading = view.readingFile;
  return (
    <StepSection title={onboardingTexts.steps[0]}>
      <div className={styles.grid}>
        <TextInput
          label={onboardingTexts.names}
          required
          value={values.names}
          maxLength={limits.nameInput}
          onChange={(value) => edit({ names: value })}
          status={statusOf(message('names'))}
          message={message('names')}
        />
        <TextInput
          label={onboardingTexts.lastNames}
          required
          value={values.lastNames}
          maxLength={limits.nameInput}
          onChange={(value) => edit({ lastNames: value })}
          status={statusOf(message('lastNames'))}
          message={message('lastNames')}
        />
        <TextInput
          label={onboardingTexts.identificationNumber}
          required
          value={values.identificationNumber}
          maxLength={limits.idMaxDigits}
          onChange={(value) => edit({ identificationNumber: value })}
          status={statusOf(message('identificationNumber'))}
          message={message('identificationNumber')}
        />
      </div>
      <FileField
        label={onboardingTexts.curriculum}
        required
        file={shownFile(view.context.attachment)}
        accept={['application/pdf']}
        buttonText={texts.attachButton}
        removeLabel={texts.removeFile}
        disabled={reading}
        description={reading ? texts.readingFile : undefined}
        onChange={(file) => send(file ? { type: 'CHOOSE_FILE', file } : { type: 'REMOVE_FILE' })}
        status={statusOf(message('attachedFile'))}
        message={message('attachedFile')}
      />
    </StepSection>
  );
}
