import { fetchMessages } from '@src/domain/fetch-messages';
import { permissionExplanations } from '@src/domain/permissions';
import { backConfirmationTexts, layoutTexts, onboardingTexts } from '@src/domain/texts';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { FlagMessage } from '@ui/flag-message';
import { InfoModal } from '@ui/info-modal';
import { Modal } from '@ui/modal';
import { PageTemplate } from '@ui/page-template';
import { Stepper } from '@ui/stepper';
import { shallowEqual, useSelector } from '@xstate/react';
import { onboardingPageTexts as texts } from './employee-texts';
import { AssignmentModal } from './onboarding/assignment-modal';
import { AssignmentsStep } from './onboarding/assignments-step';
import { LocationStep } from './onboarding/location-step';
import { PersonalStep } from './onboarding/personal-step';
import { PositionStep } from './onboarding/position-step';
import { type OnboardingRef, RequirementCards, viewOf } from './onboarding/step-parts';
import { UnmetRequirementsStep } from './onboarding/unmet-requirements-step';
import { Verification } from './onboarding/verification-step';
import * as styles from './onboarding.css';

export interface OnboardingPageProps {
  /** The running wizard (src/app provides call 13, call 11, the CV store, navigation and the draft). */
  actorRef: OnboardingRef;
}

/**
 * /employees/new-employee: the six-step wizard 'Vincular nuevo empleado'. Renders the onboarding
 * machine; every decision (validity, steps, privilege) is the machine's.
 */
export function OnboardingPage({ actorRef }: OnboardingPageProps) {
  const view = useSelector(actorRef, viewOf, shallowEqual);
  const { context } = view;
  const send = actorRef.send;
  // The machine keeps the step the screen shows (also under the modals).
  const { step } = context;
  const nextAllowed = step === 6 ? view.canFinish : view.canNext;
  const nextReason = step === 6 ? permissionExplanations.addEmployeeLink : texts.invalidStep;
  const showReason = !nextAllowed && (step === 6 || view.inWizard);
  return (
    <div className={styles.page}>
      <PageTemplate
        title={onboardingTexts.title}
        onBack={() => send({ type: 'ABANDON' })}
        backConfirmation={backConfirmationTexts}
        action={
          <Button
            variant="outlined"
            aria-haspopup="dialog"
            onPress={() => send({ type: 'OPEN_REQUIREMENTS' })}
            disabled={!view.canOpenRequirements}
          >
            {texts.requirementsCount(context.requirements.length)}
          </Button>
        }
      >
        {view.submitFailed && (
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
          {step === 1 && <PersonalStep view={view} send={send} />}
          {step === 2 && <PositionStep view={view} send={send} />}
          {step === 3 && <LocationStep view={view} send={send} />}
          {step === 4 && <AssignmentsStep view={view} send={send} />}
          {step === 5 && <UnmetRequirementsStep cards={context.unmetRequirements} />}
          {step === 6 && <Verification view={view} send={send} />}
        </Stepper>
      </PageTemplate>
      <AssignmentModal view={view} send={send} />
      <Modal
        isOpen={view.requirementsOpen}
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
        isOpen={view.confirming || view.submitting}
        confirming={view.submitting}
        busyReason={texts.confirmingHint}
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
        isOpen={view.sent}
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
