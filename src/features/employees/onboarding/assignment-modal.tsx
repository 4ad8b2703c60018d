import { moneyDigits, moneyText } from '@src/domain/format';
import { onboardingOptions } from '@src/domain/onboarding-options';
import { onboardingTexts } from '@src/domain/texts';
import { Button } from '@ui/button';
import { Modal } from '@ui/modal';
import { Select } from '@ui/select';
import { TextInput } from '@ui/text-input';
import { onboardingPageTexts as texts } from '../employee-texts';
import * as styles from '../onboarding.css';
import { type StepProps, statusOf } from './step-parts';

export function AssignmentModal({ view, send }: StepProps) {
  const { draft, draftTouched, draftError } = view.context;
  const message = draftTouched && draftError !== '' ? draftError : undefined;
  return (
    <Modal
      isOpen={view.adding}
      title={onboardingTexts.addAssignment}
      closeLabel={texts.close}
      hideClose
      onClose={() => send({ type: 'CLOSE_ASSIGNMENT' })}
      footer={
        <>
          <Button variant="outlined" onPress={() => send({ type: 'CLOSE_ASSIGNMENT' })}>
            {onboardingTexts.close}
          </Button>
          <Button onPress={() => send({ type: 'ADD_ASSIGNMENT' })} disabled={!view.canAdd}>
            {onboardingTexts.add}
          </Button>
        </>
      }
    >
      <div className={styles.column}>
        <Select
          label={onboardingTexts.assignment}
          options={onboardingOptions.assignment}
          value={draft.assignment}
          onChange={(id) => send({ type: 'EDIT_ASSIGNMENT', draft: { assignment: id } })}
          fullWidth
        />
        <TextInput
          label={onboardingTexts.value}
          type="money"
          required
          format={moneyText}
          parse={moneyDigits}
          value={draft.value}
          onChange={(value) => send({ type: 'EDIT_ASSIGNMENT', draft: { value } })}
          status={statusOf(message)}
          message={message}
          fullWidth
        />
      </div>
    </Modal>
  );
}
