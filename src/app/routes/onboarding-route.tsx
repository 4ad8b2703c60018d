// /employees/new-employee: the six-step onboarding wizard over its adapter
// (src/app/wiring/employees/onboarding.ts). From 'Vincular nuevo empleado' it is for a new person; from
// 'Agregar vinculación' on an employee's contracts (`?for=<employeeId>`) it is prefilled with that
// employee's names and ID number. No selected employee is needed: the request is the linked
// person's (docs/decisions/0013).

import type { OnboardingPrefill } from '@src/domain/rules/onboarding-wizard';
import { onboardingPageTexts } from '@src/features/employees/employee-texts';
import { OnboardingPage } from '@src/features/employees/onboarding-page';
import { LoadState } from '@ui/load-state';
import { useSearchParams } from 'react-router-dom';
import { useOnboardingActor, useOnboardingPrefill } from '../wiring/employees/onboarding';

/** /employees/new-employee: the wizard for a new person, or prefilled for the employee of `?for`. */
export function NewEmployeeRoute() {
  const [params] = useSearchParams();
  const target = params.get('for')?.trim() ?? '';
  const { load, retry } = useOnboardingPrefill(target);
  return (
    <LoadState
      load={load}
      loadingLabel={onboardingPageTexts.loadingPrefill}
      retryLabel={onboardingPageTexts.optionsRetry}
      onRetry={retry}
    >
      {(prefill) => <Onboarding key={target} target={target} prefill={prefill} />}
    </LoadState>
  );
}

function Onboarding({ target, prefill }: { target: string; prefill: OnboardingPrefill | undefined }) {
  const actorRef = useOnboardingActor(target, prefill);
  return <OnboardingPage actorRef={actorRef} />;
}
