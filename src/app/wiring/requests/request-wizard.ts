// The request wizard's adapter (vacation enjoyment or payment, certification): call 11 through the
// mutation, navigation back to its list with the success flag, and its progress kept in sessionStorage
// so a reload resumes it until it is sent or abandoned: a draft of the signed-in subject only, checked
// before it is restored (src/app/storage/wizard-drafts.ts).
import {
  type RequestKind,
  type RequestWizardInput,
  requestWizardMachine,
  type WizardContract,
} from '@machines/requests/request-wizard.machine';
import { newIdempotencyKey } from '@src/api/calls/caller';
import type { Contract, Employee } from '@src/domain/entities';
import { requestableContracts } from '@src/domain/rules/contracts';
import { certificationTexts, holidayTexts } from '@src/domain/texts';
import type { HolidaysTab } from '@src/features/holidays/holidays-page';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import type { Snapshot } from 'xstate';
import { readWizardDraft, removeWizardDraft, writeWizardDraft } from '../../storage/wizard-drafts';
import { usePersistedActor } from '../persisted-actor';
import { useProvided } from '../provided';
import { type EmployeeScope, useEmployeeScope } from '../scope';
import type { ListFlagState } from '../ui/success-flag';
import { saveRequestActor } from './save-request';

/** Where each kind's list lives, and the success flag shown there after sending. */
const wizardDestinations: Record<RequestKind, { list: string; flag: string; tab?: HolidaysTab }> = {
  enjoyment: { list: '/holidays', flag: holidayTexts.enjoymentSent, tab: 'inProcess' },
  payment: { list: '/holidays', flag: holidayTexts.paymentSent, tab: 'inProcess' },
  certification: { list: '/certifications', flag: certificationTexts.sent },
};

/** The contracts a request can be made for: the valid ones (requestableContracts). */
function wizardContracts(contracts: readonly Contract[], now: Date): WizardContract[] {
  return requestableContracts(contracts, now).map((contract) => ({
    contractId: contract.contractId,
    contractNumber: contract.contractNumber,
    businessName: contract.businessName,
    contractType: contract.contractType,
    startDate: contract.startDate,
  }));
}

type Deps = EmployeeScope & { navigate: NavigateFunction; kind: RequestKind };

const ownerOf = ({ person, kind, employeeId }: Deps) => ({ sub: person.user.sub, kind, employeeId });

/** The request wizard machine with its real actors and actions. */
function provideRequestWizard(deps: () => Deps) {
  return requestWizardMachine.provide({
    actors: { saveRequest: saveRequestActor(deps) },
    actions: {
      goToListWithSuccess: () => {
        const destination = wizardDestinations[deps().kind];
        deps().navigate(destination.list, {
          state: { flag: destination.flag, tab: destination.tab } satisfies ListFlagState,
        });
      },
      goToList: () => deps().navigate(wizardDestinations[deps().kind].list),
      forgetProgress: () => removeWizardDraft(ownerOf(deps())),
    },
  });
}

/** The draft a reload left for this wizard of the selected employee, read once. */
export function useRestoredWizard(kind: RequestKind): Snapshot<unknown> | undefined {
  const scope = useEmployeeScope();
  const [restored] = useState(() =>
    readWizardDraft({
      sub: scope.person.user.sub,
      kind,
      employeeId: scope.employeeId,
      requester: scope.requester,
      useCases: scope.person.useCases,
    }),
  );
  return restored;
}

const isSent = (snapshot: { matches(state: 'sent'): boolean }) => snapshot.matches('sent');

/** The running wizard of one kind: fresh for `employee`, or resumed from `restored`. */
export function useRequestWizardActor(
  kind: RequestKind,
  employee: Employee | undefined,
  restored: Snapshot<unknown> | undefined,
) {
  const scope = useEmployeeScope();
  const navigate = useNavigate();
  const machine = useProvided({ ...scope, navigate, kind }, provideRequestWizard);
  const [input] = useState<RequestWizardInput>(() => {
    const now = new Date();
    return {
      kind,
      employeeId: scope.employeeId,
      contracts: wizardContracts(employee?.employmentContracts ?? [], now),
      requester: scope.requester,
      today: now.toISOString(),
      idempotencyKey: newIdempotencyKey(),
      useCases: scope.person.useCases,
    };
  });
  const actorRef = useActorRef(machine, { snapshot: restored, input, inspect: scope.services.inspect });
  const sub = scope.person.user.sub;
  const { employeeId } = scope;
  const draft = useMemo(() => {
    const owner = { sub, kind, employeeId };
    return {
      write: (snapshot: Snapshot<unknown>) => writeWizardDraft(owner, snapshot),
      remove: () => removeWizardDraft(owner),
    };
  }, [sub, kind, employeeId]);
  usePersistedActor(actorRef, draft, isSent, restored !== undefined);
  useEffect(() => {
    // A wizard resumed (perhaps on a later day) is checked against today; the machine says what changed.
    if (restored) actorRef.send({ type: 'TODAY_CHANGED', today: new Date().toISOString() });
  }, [actorRef, restored]);
  return actorRef;
}
