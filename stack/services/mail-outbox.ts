// The mail a change must send, queued in the transaction of the change (migration 009's mail_outbox): a
// vacation request that enters the manager's approval tells the employee's manager, with the link of the
// approval screen; the manager's answer tells the person who made the request. The sender
// (../mail/sender.ts) delivers the rows after the commit, so a mail server that is down never fails or
// delays the call, and a call rolled back leaves no mail behind.

import { type HumanResourceRequest, parseHumanResourceRequest } from '@src/domain/entities';
import { type ApprovalChoice, approvalFacts, requestCreator } from '@src/domain/rules/approval';
import type { Transaction } from '../database';
import type { Json } from './services-context';

type MailKind = 'approvalRequested' | 'answered';

/** What the calls need to queue mail: the app's public address and portal, for the approval link. */
export interface MailSettings {
  /** The app's public origin (no trailing slash), e.g. https://portal.example.co. */
  appUrl: string;
  /**
   * The portal code the link names (`portal=`): a browser that never opened the portal has none stored,
   * and without it the app cannot tell whose portal to sign in to.
   */
  portalCode: string;
}

/** A mail as queued: who receives it and what it says (plain text, Spanish). */
interface QueuedMail {
  requestId: string;
  version: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
}

const kindWords = {
  enjoyment: { title: 'disfrute de vacaciones', label: 'Periodo' },
  payment: { title: 'pago de vacaciones', label: 'Días a pagar' },
} as const;

/** The approval screen's address of a request, as its notification links it. */
function approvalLink(settings: MailSettings, request: HumanResourceRequest): string {
  const facts = approvalFacts(request);
  const params = new URLSearchParams({
    code: request.humanResourceRequestNumber,
    type: facts?.kind ?? 'payment',
    portal: settings.portalCode,
  });
  return `${settings.appUrl.replace(/\/+$/, '')}/approvals/vacation-approval?${params.toString()}`;
}

/** 'Periodo' or 'Días a pagar' of a vacation request, as the approval screen says it. */
function periodOf(request: HumanResourceRequest): { label: string; value: string } {
  const facts = approvalFacts(request);
  if (!facts) return { label: kindWords.payment.label, value: '' };
  const days = `${facts.days} ${facts.days === 1 ? 'día' : 'días'}`;
  return facts.kind === 'enjoyment'
    ? { label: kindWords.enjoyment.label, value: `${days} desde el ${facts.startDate ?? ''}` }
    : { label: kindWords.payment.label, value: days };
}

const titleOf = (request: HumanResourceRequest) => kindWords[approvalFacts(request)?.kind ?? 'payment'].title;

/** The manager's notification: a request awaits their answer, and where to give it. */
function approvalRequestedMail(input: {
  request: HumanResourceRequest;
  version: number;
  recipient: string;
  managerName: string;
  employeeName: string;
  requesterName: string;
  settings: MailSettings;
}): QueuedMail {
  const { request } = input;
  const number = request.humanResourceRequestNumber;
  const period = periodOf(input.request);
  return {
    requestId: request.humanResourceRequestId,
    version: input.version,
    kind: 'approvalRequested',
    recipient: input.recipient,
    subject: `Solicitud de ${titleOf(request)} #${number} por aprobar`,
    text: [
      `Hola, ${input.managerName}:`,
      '',
      `${input.requesterName} registró una solicitud de ${titleOf(request)} que espera su aprobación.`,
      '',
      `Empleado: ${input.employeeName}`,
      `${period.label}: ${period.value}`,
      `Solicitada por: ${input.requesterName}`,
      `Solicitud: #${number}`,
      '',
      'Para aprobarla o rechazarla, abra este enlace:',
      approvalLink(input.settings, request),
      '',
      'Portal-ERM',
    ].join('\n'),
  };
}

/** The requester's notice of the manager's answer, with the observations. */
function answeredMail(input: {
  request: HumanResourceRequest;
  version: number;
  recipient: string;
  requesterName: string;
  employeeName: string;
  managerName: string;
  approval: ApprovalChoice;
  observation: string;
}): QueuedMail {
  const { request } = input;
  const number = request.humanResourceRequestNumber;
  const decision = input.approval === 'approve' ? 'aprobada' : 'rechazada';
  const period = periodOf(request);
  return {
    requestId: request.humanResourceRequestId,
    version: input.version,
    kind: 'answered',
    recipient: input.recipient,
    subject: `Solicitud de ${titleOf(request)} #${number} ${decision}`,
    text: [
      `Hola, ${input.requesterName}:`,
      '',
      `${input.managerName} respondió la solicitud de ${titleOf(request)} #${number}.`,
      '',
      `Decisión: ${decision}`,
      `Observaciones: ${input.observation.trim() || 'Sin observaciones.'}`,
      `Empleado: ${input.employeeName}`,
      `${period.label}: ${period.value}`,
      '',
      'Portal-ERM',
    ].join('\n'),
  };
}

/** Queues a mail in the transaction of its change; a second one for the same change is ignored. */
async function queueMail(tx: Transaction, mail: QueuedMail): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (human_resource_request_id, request_version, kind, recipient, subject, body_text)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (human_resource_request_id, request_version, kind) DO NOTHING`,
    [mail.requestId, mail.version, mail.kind, mail.recipient, mail.subject, mail.text],
  );
}

/** A staff member by account: their name and address ('' each when unknown). */
async function staffOf(tx: Transaction, accountId: string): Promise<{ name: string; email: string }> {
  const result = await tx.query<{ name: string | null; email: string | null }>(
    `SELECT document->>'staffName' AS name, document->>'principalEmail' AS email FROM staff WHERE account_id = $1`,
    [accountId],
  );
  const row = result.rows[0];
  return { name: row?.name ?? accountId, email: row?.email ?? '' };
}

/** The employee's full name and their manager's account ('' when they have none). */
async function employeeOf(tx: Transaction, employeeId: string): Promise<{ name: string; manager: string }> {
  const result = await tx.query<{ names: string; surnames: string; manager_account_id: string | null }>(
    'SELECT names, surnames, manager_account_id FROM employees WHERE employee_id = $1',
    [employeeId],
  );
  const row = result.rows[0];
  return {
    name: row ? `${row.names} ${row.surnames}`.trim() : employeeId,
    manager: row?.manager_account_id ?? '',
  };
}

const vacationTypes = new Set(['VacationsEnjoyed', 'PaidVacations']);

/**
 * Call 11's mail: a vacation request created awaiting the manager (supervisor_approval) tells the
 * employee's manager. Another type, another status, an employee without a manager or a manager without
 * an address queue nothing.
 */
export async function queueApprovalRequested(
  tx: Transaction,
  settings: MailSettings | undefined,
  document: Json,
  requesterName: string,
): Promise<boolean> {
  const request = parseHumanResourceRequest(document);
  if (!settings || !vacationTypes.has(request.humanResourceRequestType)) return false;
  if (request.humanResourceRequestStatus !== 'supervisor_approval') return false;
  const employee = await employeeOf(tx, request.employeeId);
  if (!employee.manager) return false;
  const manager = await staffOf(tx, employee.manager);
  if (!manager.email) return false;
  await queueMail(
    tx,
    approvalRequestedMail({
      request,
      // A new request is at version 1.
      version: 1,
      recipient: manager.email,
      managerName: manager.name,
      employeeName: employee.name,
      requesterName,
      settings,
    }),
  );
  return true;
}

/** Call 14's mail: the requester learns the decision and the observations. */
export async function queueAnswered(
  tx: Transaction,
  settings: MailSettings | undefined,
  answered: {
    request: HumanResourceRequest;
    version: number;
    managerName: string;
    approval: ApprovalChoice;
    observation: string;
  },
): Promise<boolean> {
  const { request } = answered;
  if (!settings) return false;
  // The account that made the request (its creation entry), as call 14's own-request rule reads it.
  const requester = await staffOf(tx, requestCreator(request));
  if (!requester.email) return false;
  const employee = await employeeOf(tx, request.employeeId);
  await queueMail(
    tx,
    answeredMail({
      request,
      version: answered.version,
      recipient: requester.email,
      requesterName: requester.name,
      employeeName: employee.name,
      managerName: answered.managerName,
      approval: answered.approval,
      observation: answered.observation,
    }),
  );
  return true;
}
