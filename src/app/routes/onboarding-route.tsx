// /employees/new-employee: the six-step onboarding wizard over its adapter
// (src/app/wiring/employees/onboarding.ts), or how to select an employee first.
import { OnboardingPage } from '@src/features/employees/onboarding-page';
import { onboardingPageTexts } from '@src/features/employees/onboarding-texts';
import { EmptyState } from '@ui/empty-state';
import { Link } from 'react-router-dom';
import { useSelection } from '../session/app-session';
import { useOnboardingActor } from '../wiring/employees/onboarding';

/** /employees/new-employee: the wizard for the selected employee, or how to select one. */
export function NewEmployeeRoute() {
  const { selectedEmployeeId } = useSelection();
  if (!selectedEmployeeId) {
    return (
      <EmptyState
        title={onboardingPageTexts.noEmployee}
        description={onboardingPageTexts.noEmployeeHint}
        action={<Link to="/employees/select-employee">{onboardingPageTexts.selectEmployee}</Link>}
      />
    );
  }
  return <Onboarding key={selectedEmployeeId} />;
}

function Onboarding() {
  const actorRef = useOnboardingActor();
  return <OnboardingPage actorRef={actorRef} />;
}
