// A request wizard route (vacation enjoyment or payment, certification): the request-wizard actor with
// its real call 11 (through the shared query cache), navigation back to its list with the success flag,
// and its progress kept in sessionStorage so a reload resumes it until it is sent or abandoned: a draft
// of the signed-in subject only, checked before it is restored (src/app/storage/wizard-drafts.ts).

import {
  type RequestKind,
  type RequestWizardInput,
  requestWizardMachine,
} from '@machines/requests/request-wizard.machine';
import { newIdempotencyKey } from '@src/api/calls/caller';
import type { Employee } from '@src/domain/entities';
import { certificationTexts, holidayTexts } from '@src/domain/texts';
import type { HolidaysTab } from '@src/features/holidays/holidays-page';
import { RequestWizardPage } from '@src/views/requests/request-wizard-page';
import { Spinner } from '@ui/spinner';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Snapshot } from 'xstate';
import { useAppSession } from '../session/app-session';
import { employeeLoadTexts } from '../session/session-texts';
import { readWizardDraft, removeWizardDraft, writeWizardDraft } from '../storage/wizard-drafts';
import { useFullEmployee } from './full-employee';
import { requesterOf, wizardContracts } from './request-mappings';
import { saveRequestActor } from './save-request';
import type { ListFlagState } from './success-flag';

/** Where each kind's list lives, and the success flag shown there after sending. */
export const wizardDestinations: Record<RequestKind, { list: string; flag: string; tab?: HolidaysTab }> = {
  enjoyment: { list: '/holidays', flag: holidayTexts.enjoymentSent, tab: 'inProcess' },
  payment: { list: '/holidays', flag: holidayTexts.paymentSent, tab: 'inProcess' },
  certification: { list: '/certifications', flag: certificationTexts.sent },
};

/** A request wizard of one kind, resumed from sessionStorage when a reload interrupted it. */
export function RequestWizardRoute({ kind }: { kind: RequestKind }) {
  const session = useAppSession();
  const employeeId = session.selectedEmployeeId ?? '';
  const [restored] = useState(() =>
    readWizardDraft({
      sub: session.user.sub,
      kind,
      employeeId,
      requester: requesterOf(session.staffUser, session.user),
      useCases: session.useCases,
    }),
  );
  const employee = useFullEmployee(session);
  if (restored) return <RequestWizard kind={kind} employee={undefined} restored={restored} />;
  if (employee.isPending) return <Spinner label={employeeLoadTexts.loading} />;
  if (employee.isError) return <p role="alert">{employeeLoadTexts.failed}</p>;
  return <RequestWizard kind={kind} employee={employee.data} restored={undefined} />;
}

function RequestWizard({
  kind,
  employee,
  restored,
}: {
  kind: RequestKind;
  employee: Employee | undefined;
  restored: Snapshot<unknown> | undefined;
}) {
  const session = useAppSession();
  const navigate = useNavigate();
  const employeeId = session.selectedEmployeeId ?? '';
  const sub = session.user.sub;
  const owner = useMemo(() => ({ sub, kind, employeeId }), [sub, kind, employeeId]);
  const destination = wizardDestinations[kind];
  const unit = session.selectedClient?.id ?? '';
  const input = useMemo<RequestWizardInput>(() => {
    const now = new Date();
    return {
      kind,
      employeeId,
      contracts: wizardContracts(employee?.employmentContracts ?? [], now),
      requester: requesterOf(session.staffUser, session.user),
      today: now.toISOString(),
      idempotencyKey: newIdempotencyKey(),
      useCases: session.useCases,
    };
  }, [kind, employeeId, employee, session.staffUser, session.user, session.useCases]);
  const machine = requestWizardMachine.provide({
    actors: {
      saveRequest: saveRequestActor(session, unit, employeeId),
    },
    actions: {
      goToListWithSuccess: () =>
        navigate(destination.list, {
          state: { flag: destination.flag, tab: destination.tab } satisfies ListFlagState,
        }),
      goToList: () => navigate(destination.list),
      forgetProgress: () => removeWizardDraft(owner),
    },
  });
  const actorRef = useActorRef(machine, { snapshot: restored, input, inspect: session.inspect });
  useEffect(() => {
    const subscription = actorRef.subscribe((snapshot) => {
      if (snapshot.status === 'active' && !snapshot.matches('sent')) {
        writeWizardDraft(owner, actorRef.getPersistedSnapshot());
      } else {
        removeWizardDraft(owner);
      }
    });
    return () => subscription.unsubscribe();
  }, [actorRef, owner]);
  useEffect(() => {
    // A wizard resumed (perhaps on a later day) is checked against today; the machine says what changed.
    if (restored) actorRef.send({ type: 'TODAY_CHANGED', today: new Date().toISOString() });
  }, [actorRef, restored]);
  return <RequestWizardPage actorRef={actorRef} />;
}
