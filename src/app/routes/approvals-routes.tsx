// /approvals/vacation-approval (other /approvals paths are not found, in the router). Builds the approval actor with its real implementations:
// the request of the address's `code` (call 10 by number) and its employee (call 8), both through the
// shared query cache, and the answer (call 14), after which the cached requests are invalidated so the
// vacations table and the request itself show the new status.

import {
  type ApprovalEmployee,
  vacationApprovalMachine,
} from '@machines/approvals/vacation-approval.machine';
import { newIdempotencyKey } from '@src/api/calls/caller';
import { ApiError } from '@src/api/http-client';
import type { Employee } from '@src/domain/entities';
import { approvalKindOfParameter } from '@src/domain/rules/approval';
import { VacationApprovalPage } from '@src/features/approvals/vacation-approval-page';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type AppSession, useAppSession } from '../session/app-session';
import { mutate } from '../session/mutations';

/** The employee as the approval screen shows them. */
export function approvalEmployeeOf(employee: Employee): ApprovalEmployee {
  return {
    employeeId: employee.employeeId,
    name: [employee.names, employee.surnames].filter((part) => part.trim() !== '').join(' '),
    identificationDocumentNumber: employee.identificationDocumentNumber,
  };
}

/** Call 8 of the request's employee; one that does not exist (204) is shown by its id only. */
async function employeeOf(session: AppSession, unit: string, employeeId: string) {
  if (employeeId === '') return undefined;
  try {
    return approvalEmployeeOf(
      await session.queryClient.fetchQuery(session.queries.employee(unit, employeeId)),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 204) return undefined;
    throw error;
  }
}

function VacationApproval() {
  const session = useAppSession();
  const [params] = useSearchParams();
  const unit = session.selectedClient?.id ?? '';
  const brand = useSelector(session.portalRef, (snapshot) => snapshot.context.businessManager);
  const [input] = useState(() => ({
    requestNumber: params.get('code')?.trim() ?? '',
    kind: approvalKindOfParameter(params.get('type')),
    useCases: session.useCases,
    idempotencyKey: newIdempotencyKey(),
  }));
  const actorRef = useActorRef(
    vacationApprovalMachine.provide({
      actors: {
        loadApproval: fromPromise(async ({ input: asked }) => {
          const request =
            (await session.queryClient.fetchQuery(
              session.queries.requestByNumber(unit, asked.requestNumber),
            )) ?? undefined;
          const employee = request ? await employeeOf(session, unit, request.employeeId) : undefined;
          return { request, employee };
        }),
        sendAnswer: fromPromise(({ input: sent, signal }) =>
          mutate(session, (mutations) => mutations.answerVacationRequest(unit), {
            requestId: sent.requestId,
            answer: sent.answer,
            idempotencyKey: sent.idempotencyKey,
            signal,
          }),
        ),
      },
    }),
    { input, inspect: session.inspect },
  );
  return (
    <VacationApprovalPage
      actorRef={actorRef}
      brand={{ name: brand?.description || brand?.abbreviatedName || '', logo: brand?.urlLogo || undefined }}
    />
  );
}

/** /approvals/vacation-approval: a new address (another code or type) is a new approval. */
export function VacationApprovalRoute() {
  const [params] = useSearchParams();
  return <VacationApproval key={params.toString()} />;
}
