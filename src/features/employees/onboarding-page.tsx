import { fetchMessages } from '@src/domain/fetch-messages';
import { permissionExplanations } from '@src/domain/permissions';
import { layoutTexts, onboardingTexts } from '@src/domain/texts';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { FlagMessage } from '@ui/flag-message';
import { InfoModal } from '@ui/info-modal';
import { Modal } from '@ui/modal';
import { PageTemplate } from '@ui/page-template';
import { Stepper } from '@ui/stepper';
import { useSelector } from '@xstate/react';
import { AssignmentModal } from './onboarding/assignment-modal';
import { AssignmentsStep } from './onboarding/assignments-step';
import { LocationStep } from './onboarding/location-step';
import { PersonalStep } from './onboarding/personal-step';
import { PositionStep } from './onboarding/position-step';
import { type OnboardingRef, type OnboardingSnapshot, RequirementCards } from './onboarding/step-parts';
import { UnmetRequirementsStep } from './onboarding/unmet-requirements-step';
import { Verification } from './onboarding/verification-step';
import * as styles from './onboarding.css';
import { onboardingPageTexts as texts } from './onboarding-texts';

export interface OnboardingPageProps {
  /** The running wizard (src/app provides call 13, call 11, the CV store, navigation and the draft). */
  actorRef: OnboardingRef;
}

const stepStates = [
  'personal',
  'position',
  'location',
  'assignments',
  'unmetRequirements',
  'verification',
] as const;

/** The step the screen shows (the modals keep the step under them). */
function stepOf(snapshot: OnboardingSnapshot): number {
  if (!snapshot.matches('wizard')) return 6;
  const index = stepStates.findIndex((state) => snapshot.matches({ wizard: state }));
  return index < 0 ? 1 : index + 1;
}

/** Which step the Requisitos modal returns to (the step under it). */
function stepUnderModal(snapshot: OnboardingSnapshot): number {
  const history = snapshot.historyValue?.['onboarding.wizard.resume'] as { id: string }[] | undefined;
  const resumed = history?.[0]?.id ?? '';
  const index = stepStates.findIndex((state) => resumed.startsWith(`onboarding.wizard.${state}`));
  return index < 0 ? 1 : index + 1;
}

/**
 * /employees/new-employee: the six-step wizard 'Vincular nuevo empleado'. Renders the onboarding
 * machine; every decision (validity, steps, privilege) is the machine's.
 */
export function OnboardingPage({ actorRef }: OnboardingPageProps) {
  const snapshot = useSelector(actorRef, (current) => current);
  const { context } = snapshot;
  const send = actorRef.send;
  const step = snapshot.matches('requirementsModal') ? stepUnderModal(snapshot) : stepOf(snapshot);
  const nextAllowed = step === 6 ? snapshot.can({ type: 'FINISH' }) : snapshot.can({ type: 'NEXT' });
  const nextReason = step === 6 ? permissionExplanations.addEmployeeLink : texts.invalidStep;
  const showReason = !nextAllowed && (step === 6 || snapshot.matches('wizard'));
  return (
    <div className={styles.page}>
      <PageTemplate
        title={onboardingTexts.title}
        action={
          <Button
            variant="outlined"
            aria-haspopup="dialog"
            onPress={() => send({ type: 'OPEN_REQUIREMENTS' })}
            disabled={!snapshot.can({ type: 'OPEN_REQUIREMENTS' })}
          >
            {texts.requirementsCount(context.requirements.length)}
          </Button>
        }
      >
        {snapshot.hasTag('submitFailed') && (
          <FlagMessage
            title={fetchMessages.save.failure}
            appearance="danger"
            onClose={() => send({ type: 'DISMISS_FLAG' })}
            closeLabel={texts.close}
          />
        )}
        <Stepper
          steps={onboardingTexts.steps.map((name, index) => ({ number: index + 1, name }))}
          current={step}
          label={texts.stepsLabel}
          texts={{
            prev: onboardingTexts.previous,
            next: onboardingTexts.next,
            submit: onboardingTexts.finish,
          }}
          onPrev={() => send({ type: 'PREVIOUS' })}
          onNext={() => send({ type: 'NEXT' })}
          onSubmit={() => send({ type: 'FINISH' })}
          nextDisabled={!nextAllowed}
          nextDisabledReason={showReason ? nextReason : undefined}
        >
          {step === 1 && <PersonalStep snapshot={snapshot} send={send} />}
          {step === 2 && <PositionStep snapshot={snapshot} send={send} />}
          {step === 3 && <LocationStep snapshot={snapshot} send={send} />}
          {step === 4 && <AssignmentsStep snapshot={snapshot} send={send} />}
          {step === 5 && <UnmetRequirementsStep cards={context.unmetRequirements} />}
          {step === 6 && <Verification snapshot={snapshot} send={send} />}
        </Stepper>
      </PageTemplate>
      <AssignmentModal snapshot={snapshot} send={send} />
      <Modal
        isOpen={snapshot.matches('requirementsModal')}
        title={onboardingTexts.requirements}
        closeLabel={texts.close}
        onClose={() => send({ type: 'CLOSE_REQUIREMENTS' })}
      >
        {context.requirements.length === 0 ? (
          <p>{texts.noRequirements}</p>
        ) : (
          <RequirementCards cards={context.requirements} />
        )}
      </Modal>
      <ConfirmDialog
        isOpen={snapshot.matches('confirming') || snapshot.matches('submitting')}
        title={onboardingTexts.confirmTitle}
        confirmText={onboardingTexts.finish}
        cancelText={layoutTexts.cancel}
        closeLabel={layoutTexts.close}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        {onboardingTexts.confirmBody}
      </ConfirmDialog>
      <InfoModal
        isOpen={snapshot.matches('sent')}
        title={onboardingTexts.sentTitle}
        buttonText={texts.understood}
        appearance="success"
        closeLabel={layoutTexts.close}
        onClose={() => send({ type: 'CLOSE_SENT' })}
      >
        <p>{onboardingTexts.sentBody}</p>
        <p>{texts.sentNumber(context.requestNumber)}</p>
      </InfoModal>
    </div>
  );
}
