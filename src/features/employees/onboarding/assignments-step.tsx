import { onboardingTexts } from '@src/domain/texts';
import { AddButton } from '@ui/add-button';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { breakpoints, maxWidth } from '@ui/theme/breakpoints';
import { useMediaQuery } from '@ui/utils/use-media-query';
import * as styles from '../onboarding.css';
import { AssignmentCardList, type StepProps, StepSection } from './step-parts';

export function AssignmentsStep({ view, send }: StepProps) {
  const open = () => send({ type: 'OPEN_ASSIGNMENT' });
  const empty = view.context.assignments.length === 0;
  // SPEC §2: a floating round add button on small screens.
  const small = useMediaQuery(maxWidth(breakpoints.w600));
  return (
    <StepSection title={onboardingTexts.steps[3]}>
      {empty ? (
        <EmptyState
          title={onboardingTexts.noAssignments}
          action={
            <Button aria-haspopup="dialog" onPress={open}>
              {onboardingTexts.addAssignment}
            </Button>
          }
        />
      ) : (
        <>
          {!small && (
            <div className={styles.toolbar}>
              <Button aria-haspopup="dialog" onPress={open}>
                {onboardingTexts.addAssignment}
              </Button>
            </div>
          )}
          <AssignmentCardList view={view} onRemove={(index) => send({ type: 'REMOVE_ASSIGNMENT', index })} />
          {small && (
            <>
              <div className={styles.floatingRoom} />
              <AddButton label={onboardingTexts.addAssignment} aria-haspopup="dialog" onPress={open} />
            </>
          )}
        </>
      )}
    </StepSection>
  );
}
