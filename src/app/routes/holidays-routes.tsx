// /holidays/*: the vacations page and the enjoyment and payment wizards. Builds the requests-list,
// discard and request-wizard actors with their real implementations (calls 10, 11, 12 through the
// shared query cache, toasts, navigation) and keeps the wizard's progress in sessionStorage so a
// reload resumes it until it is sent or abandoned: a draft of the signed-in subject only, checked before
// it is restored (src/app/storage/wizard-drafts.ts). The certifications routes reuse these pieces.
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { type ActorRefFrom, fromPromise, type Snapshot } from 'xstate';
import { discardMachine } from '../../../machines/requests/discard.machine';
import {
  type RequestKind,
  type RequestWizardInput,
  requestWizardMachine,
  type WizardContract,
} from '../../../machines/requests/request-wizard.machine';
import { type RequestsArea, requestsListMachine } from '../../../machines/requests/requests-list.machine';
import { type Load, sameLoad } from '../../../src-ui/load-state';
import { Spinner } from '../../../src-ui/spinner';
import { newIdempotencyKey } from '../../api/api';
import { queryKeys } from '../../api/queries';
import type { Contract, Employee, HumanResourceRequest } from '../../domain/entities';
import { requestableContracts } from '../../domain/rules/contracts';
import type { Requester } from '../../domain/rules/new-requests';
import { type UsedDaysGroup, usedDaysByContract } from '../../domain/rules/vacations';
import { certificationTexts, holidayTexts } from '../../domain/texts';
import { contractsLoadOf } from '../../features/employees/selected-employee-loads';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { HolidaysPage, type HolidaysTab } from '../../features/holidays/holidays-page';
import { RequestWizardPage } from '../../views/requests/request-wizard-page';
import { useSelectedEmployeeActor } from '../layout/selected-employee-scope';
import { type AppSession, useAppSession } from '../session/app-session';
import { sharedToastDuration } from '../session/toasts';
import { readWizardDraft, removeWizardDraft, writeWizardDraft } from '../storage/wizard-drafts';

/** Where each kind's list lives, and the success flag shown there after sending. */
export const wizardDestinations: Record<RequestKind, { list: string; flag: string; tab?: HolidaysTab }> = {
  enjoyment: { list: '/holidays', flag: holidayTexts.enjoymentSent, tab: 'inProcess' },
  payment: { list: '/holidays', flag: holidayTexts.paymentSent, tab: 'inProcess' },
  certification: { list: '/certifications', flag: certificationTexts.sent },
};

/** The request types each list shows (call 10 filtered by each). */
export const areaRequestTypes: Record<RequestsArea, string[]> = {
  holidays: ['VacationsEnjoyed', 'PaidVacations'],
  certifications: ['Certification'],
};

/** Navigation state a list receives from a wizard that sent its request. */
export interface ListFlagState {
  flag?: string;
  tab?: HolidaysTab;
}

/** SPEC §9: the success flag after a redirect is cleared after 5 s. */
export const flagClearMs = 5000;

const newestFirst = (a: HumanResourceRequest, b: HumanResourceRequest) =>
  b.humanResourceRequestDate.localeCompare(a.humanResourceRequestDate);

/** The contracts a request can be made for: the valid ones (requestableContracts). */
export function wizardContracts(contracts: readonly Contract[], now: Date): WizardContract[] {
  return requestableContracts(contracts, now).map((contract) => ({
    contractId: contract.contractId,
    contractNumber: contract.contractNumber,
    businessName: contract.businessName,
    contractType: contract.contractType,
    startDate: contract.startDate,
  }));
}

/** The signed-in staff member as the requester of call 11 (the account while call 4 is pending). */
export function requesterOf(
  staffUser: AppSession['staffUser'],
  user: Pick<AppSession['user'], 'account' | 'name'>,
): Requester {
  return {
    requesterCode: staffUser?.staffId || user.account,
    requesterName: staffUser?.staffName || user.name,
  };
}

/** Texts of the employee loading states of these routes (ours). */
export const employeeLoadTexts = {
  loading: 'Cargando empleado',
  failed: 'No se pudo cargar el empleado.',
} as const;

/**
 * The selected employee with contracts and vacation history (call 8, through the shared query cache:
 * the list of call 7 kept in the session has no contracts).
 */
export function useFullEmployee(session: AppSession) {
  const unit = session.selectedClient?.id ?? '';
  const employeeId = session.selectedEmployeeId ?? '';
  return useQuery(
    { ...session.queries.employee(unit, employeeId), enabled: employeeId !== '' },
    session.queryClient,
  );
}

/** The requests list of an area with its real calls, discard flow, toasts and navigation. */
export function useRequestsList(session: AppSession, area: RequestsArea) {
  const navigate = useNavigate();
  const unit = session.selectedClient?.id ?? '';
  const employeeId = session.selectedEmployeeId ?? '';
  const notify = (params: { appearance: 'success' | 'danger'; title: string; description: string }) => {
    session.toasts.show({ ...params, duration: sharedToastDuration });
  };
  return useActorRef(
    requestsListMachine.provide({
      actors: {
        fetchRequests: fromPromise(async ({ input }) => {
          const lists = await Promise.all(
            input.requestTypes.map((type) =>
              session.queryClient.fetchQuery(session.queries.requests(unit, input.employeeId, type)),
            ),
          );
          return lists.flat().sort(newestFirst);
        }),
        discard: discardMachine.provide({
          actors: {
            removeRequest: fromPromise(async ({ input, signal }) => {
              await session.api.removeRequests({ requests: input.body.removeHumanResourcesRequest, signal });
              await session.queryClient.invalidateQueries({ queryKey: queryKeys.requests(unit, employeeId) });
            }),
          },
          actions: { notify: (_, params) => notify(params) },
        }),
      },
      actions: {
        notify: (_, params) => notify(params),
        goToEnjoymentWizard: () => navigate('/holidays/request-enjoyment'),
        goToPaymentWizard: () => navigate('/holidays/request-payment'),
        goToCertificationWizard: () => navigate('/certifications/new-certification'),
      },
    }),
    {
      input: {
        area,
        employeeId,
        requestTypes: areaRequestTypes[area],
        useCases: session.useCases,
        now: new Date().toISOString(),
      },
      inspect: session.inspect,
    },
  );
}

/** The success flag a wizard left in the navigation state, cleared after 5 s or when dismissed. */
export function useSuccessFlag() {
  const location = useLocation();
  const navigate = useNavigate();
  const [landing] = useState(() => (location.state ?? {}) as ListFlagState);
  const [flag, setFlag] = useState(landing.flag);
  const { pathname, search } = location;
  useEffect(() => {
    if (!landing.flag) return;
    // The flag is read once: a reload of the list does not show it again.
    navigate(`${pathname}${search}`, { replace: true, state: null });
    const timer = setTimeout(() => setFlag(undefined), flagClearMs);
    return () => clearTimeout(timer);
  }, [landing.flag, pathname, search, navigate]);
  return { flag, tab: landing.tab, dismiss: () => setFlag(undefined) };
}

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
      saveRequest: fromPromise(async ({ input: sent, signal }) => {
        const saved = await session.api.saveRequest({
          request: sent.request,
          idempotencyKey: sent.idempotencyKey,
          signal,
        });
        await session.queryClient.invalidateQueries({ queryKey: queryKeys.requests(unit, employeeId) });
        return saved;
      }),
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
  const actorRef = useActorRef(
    machine,
    restored
      ? { snapshot: restored as never, input, inspect: session.inspect }
      : { input, inspect: session.inspect },
  );
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
  return <RequestWizardPage actorRef={actorRef as ActorRefFrom<typeof requestWizardMachine>} />;
}

function HolidaysListRoute() {
  const session = useAppSession();
  const listRef = useRequestsList(session, 'holidays');
  const { flag, tab, dismiss } = useSuccessFlag();
  const navigate = useNavigate();
  const employeeRef = useSelectedEmployeeActor();
  const contracts = useSelector(employeeRef, contractsLoadOf, sameLoad);
  const usedDays: Load<UsedDaysGroup[]> =
    contracts.state === 'loaded'
      ? { state: 'loaded', value: usedDaysByContract(contracts.value) }
      : contracts;
  return (
    <HolidaysPage
      listRef={listRef}
      usedDays={usedDays}
      onRetryUsedDays={() => employeeRef.send({ type: 'RELOAD' })}
      onBack={() => navigate('/')}
      successFlag={flag}
      onDismissFlag={dismiss}
      initialTab={tab ?? 'used'}
    />
  );
}

/** /holidays/*: the vacations page and the two vacation wizards. */
export function HolidaysRoutes() {
  return (
    <Routes>
      <Route index element={<HolidaysListRoute />} />
      <Route path="request-enjoyment" element={<RequestWizardRoute key="enjoyment" kind="enjoyment" />} />
      <Route path="request-payment" element={<RequestWizardRoute key="payment" kind="payment" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
