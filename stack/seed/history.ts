// The history of the seed's requests (migration 009, docs/demo-data.md): what happened to each request to
// leave it as the seed has it, told as the services would have recorded it. Created by its requester
// (ana.admin); the person in charge took it; an onboarding's requirements evaluated and tasks run by the
// person in charge; a vacation request answered by fabio.jefe, the unit's manager (call 14); the HR back
// office moving it on (outside the portal's statecharts); a canceled one discarded with a justification.
// The words of the requests the docs name are their own; the others get a plain sentence. Each request's
// version is the number of its entries, as if every entry had been one change.
import { historyTransitions } from '../services/history';
import { type Json, type SeedRequest, staffNames } from './builders';
import { isoDay } from './dates';

export interface SeedHistoryEntry {
  requestId: string;
  version: number;
  recordedAt: string;
  accountId: string;
  personName: string;
  event: string;
  statusFrom: string;
  statusTo: string;
  transition: string;
  detail: Json;
  words: string;
}

type Step = Omit<SeedHistoryEntry, 'requestId' | 'version' | 'recordedAt' | 'personName'>;

const vacationTypes = ['VacationsEnjoyed', 'PaidVacations'];
const minuteMs = 60 * 1000;

/** The statuses a request went through after supervisor_approval to reach its final one. */
function laterStatuses(type: string, status: string): string[] {
  switch (status) {
    case 'HR_compliance_verification':
      return ['HR_compliance_verification'];
    case 'confirmation_of_vacation_taken':
    case 'certification_generation':
    case 'closed':
      return ['HR_compliance_verification', status];
    case 'successfully_processed':
      return type === 'Certification'
        ? ['HR_compliance_verification', 'certification_generation', status]
        : ['HR_compliance_verification', status];
    case 'rejected':
    case 'canceled':
      return [status];
    default:
      return [];
  }
}

/** The words of the requests the docs and the demo name (by number and event). */
const namedWords: Record<string, Partial<Record<string, string>>> = {
  '100003': { approved: 'Aprobadas: Alberto cubre el turno de José esas dos semanas.' },
  '100005': { approved: 'De acuerdo con el pago; ya hay presupuesto de este trimestre.' },
  '100006': {
    approved: 'Aprobadas.',
    statusChanged: 'José confirmó por correo que tomó los días.',
  },
  '100009': { statusChanged: 'Certificado entregado al empleado por correo.' },
  '100010': { statusChanged: 'Ausencia registrada en la nómina del mes.' },
  '100011': {
    rejected: 'La incapacidad no viene transcrita por la EPS: radíquela de nuevo con el certificado.',
  },
  '100012': { discarded: 'José pidió retirar el permiso: ya no viaja esa semana.' },
  '100014': { statusChanged: 'Traslado aplicado en la nómina de este mes.' },
  '100016': { statusChanged: 'Ascenso aplicado; el nuevo salario rige desde el primero del mes.' },
  '100017': { rejected: 'No hay reemplazo disponible en esas fechas; proponga otro mes.' },
};

/** Plain words for the other requests (the manager's answers and discards always say something). */
const plainWords: Partial<Record<string, string>> = {
  approved: 'Aprobadas sin observaciones.',
  rejected: 'No es posible en esas fechas.',
  discarded: 'Registrada por error.',
};

/** The steps that left the request as the seed has it, in order. */
function stepsOf(request: SeedRequest): Step[] {
  const document = request.document;
  const inCharge = String(document.userCodeInCharge ?? '');
  const andina = request.unitCode === 'UN-ANDINA';
  // The back office: the person in charge, else someone of the unit's HR.
  const office = inCharge || (andina ? 'beto.unaunidad' : 'ana.admin');
  const isVacation = vacationTypes.includes(request.type);
  const isOnboarding = request.type === 'Onboarding';
  const words = (event: string) => namedWords[request.number]?.[event] ?? plainWords[event] ?? '';
  const first = isOnboarding ? 'onboarding_in_progress' : 'supervisor_approval';
  const steps: Step[] = [
    {
      accountId: String(document.requesterCode ?? 'ana.admin'),
      event: 'created',
      statusFrom: '',
      statusTo: first,
      transition: isOnboarding
        ? historyTransitions.onboardingCreate
        : ['LeavingTheJob', 'PositionTransfer'].includes(request.type)
          ? historyTransitions.contractActionCreate
          : isVacation || request.type === 'Certification'
            ? historyTransitions.wizardCreate
            : historyTransitions.outsidePortal,
      detail: {},
      words: '',
    },
  ];
  if (inCharge)
    steps.push({
      accountId: inCharge,
      event: 'responsibleChanged',
      statusFrom: first,
      statusTo: first,
      transition: isOnboarding ? historyTransitions.assign : historyTransitions.outsidePortal,
      detail: { previousResponsible: '', newResponsible: staffNames.get(inCharge)?.name ?? inCharge },
      words: '',
    });
  if (isOnboarding) {
    // Through the process page while someone is in charge; otherwise the back office did it.
    const viaPortal = inCharge !== '';
    const tasks = (document.tasksToManageTheHumanResourcesRequests ?? []) as Json[];
    const requirements = (document.requirementsOfTheHumanResourcesRequest ?? []) as Json[];
    for (const task of tasks.filter((item) => item.taskStatus === 'done')) {
      for (const requirement of requirements.filter(
        (item) => item.taskCode === task.taskCode && item.requirementTag === 'Cumple',
      ))
        steps.push({
          accountId: office,
          event: 'requirementEvaluated',
          statusFrom: first,
          statusTo: first,
          transition: viaPortal ? historyTransitions.evaluate : historyTransitions.outsidePortal,
          detail: { requirementName: requirement.requirementName, requirementTag: 'Cumple' },
          words: '',
        });
      steps.push({
        accountId: office,
        event: 'taskRun',
        statusFrom: first,
        statusTo: first,
        transition: viaPortal ? historyTransitions.runTask : historyTransitions.outsidePortal,
        detail: { taskName: task.taskName },
        words: '',
      });
    }
    return steps;
  }
  let status = first;
  for (const next of laterStatuses(request.type, request.status)) {
    const managerAnswer = status === 'supervisor_approval' && next !== 'canceled';
    // Only fabio.jefe answers vacation requests, and only in his unit (call 14).
    const byCall14 = managerAnswer && isVacation && andina;
    const event =
      next === 'canceled'
        ? 'discarded'
        : next === 'rejected'
          ? 'rejected'
          : byCall14
            ? 'approved'
            : 'statusChanged';
    steps.push({
      accountId: byCall14 ? 'fabio.jefe' : next === 'canceled' ? 'beto.unaunidad' : office,
      event,
      statusFrom: status,
      statusTo: next,
      transition: byCall14
        ? historyTransitions.answer
        : next === 'canceled'
          ? historyTransitions.discard
          : historyTransitions.outsidePortal,
      detail: {},
      words: words(event),
    });
    status = next;
  }
  return steps;
}

/**
 * The entries of every request, each dated after the request and before the day of the seed (spread over
 * the days between, at most a day and three hours apart), and each request at the version of its last.
 */
export function withHistory(
  requests: SeedRequest[],
  today: number,
): { requests: (SeedRequest & { version: number })[]; history: SeedHistoryEntry[] } {
  const limit = Date.parse(isoDay(today));
  const history: SeedHistoryEntry[] = [];
  const versioned = requests.map((request) => {
    const steps = stepsOf(request);
    const start = Date.parse(request.date);
    const gap = Math.min((limit - start) / (steps.length + 1), 27 * 60 * 60 * 1000);
    steps.forEach((step, index) => {
      history.push({
        ...step,
        requestId: request.id,
        version: index + 1,
        recordedAt: new Date(start + Math.round((gap * index) / minuteMs) * minuteMs).toISOString(),
        personName: staffNames.get(step.accountId)?.name ?? step.accountId,
      });
    });
    return { ...request, version: steps.length };
  });
  return { requests: versioned, history };
}
