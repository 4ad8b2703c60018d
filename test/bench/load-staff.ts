// The load bench's simulated staff: each one signed in on its own (its own DPoP key and token,
// through the provider's real code + PKCE flow), under one of the bench's accounts, making a call every
// 2 s on average (exponential gaps, on a schedule: a slow answer delays the next call, never adds one):
// reads of calls 7–10 and writes of calls 11, 12 and 14–17, with the bodies, X-Action, If-Match and
// Idempotency-Key the app sends. Each keeps what it last saw of the requests it read (call 10, the
// answers of its writes, a 412's request as it is now) and changes them with that version, so staff
// working on the same requests overlap and some writes are refused with 412, as they must be. Some writes
// are sent again with the same key (after the answer: a lost answer; or two at once: a double click),
// and any write without an answer or with a 5xx is retried with its key until it is answered, as a
// person clicking again would. Every exchange and every keyed write is recorded for the report and the
// audit (./load-audit.ts).
import { randomInt, randomUUID } from 'node:crypto';
import { type Contract, parseEmployee } from '@src/domain/entities';
import { requestableContracts } from '@src/domain/rules/contracts';
import { curriculumPdf } from '@stack/seed/curricula';
import { type DpopKey, newDpopKey } from '../stack/support/dpop-key';
import { signIn } from '../stack/support/oidc-flow';
import type { WriteAnswer, WriteCall, WriteRecord } from './load-audit';

type Json = Record<string, unknown>;

/** The unit every bench account works in. */
export const benchUnit = 'UN-ANDINA';
/** The app's time-out per attempt (SPEC: 10 s). */
const attemptTimeoutMs = 10_000;
/** How long a write is retried with its key while the services answer 5xx or nothing. */
const writeRetryWindowMs = 45_000;
/** The app's read attempts (VITE_RETRY_ATTEMPTS) and its longest wait before one. */
const readAttempts = 3;
const longestWaitMs = 5000;

export type ReadCall = 7 | 8 | 9 | 10;

/** One HTTP exchange: what the report counts. */
export interface Exchange {
  call: ReadCall | WriteCall;
  kind: 'read' | 'write';
  /** 0: no answer (network error or the client's time-out). */
  status: number;
  /** Sent, ms since the run's start. */
  at: number;
  ms: number;
  /** A 503 or 429 that said when to come back. */
  retryAfter: boolean;
}

export interface Services {
  /** The services' origin, e.g. http://localhost:8100. */
  base: string;
}

/** A signed-in simulated staff member. */
export interface StaffMember {
  index: number;
  account: string;
  key: DpopKey;
  token: string;
}

/** Signs every simulated staff member in through the provider (code + PKCE, DPoP-bound), `parallel` at once. */
export async function signInStaff(options: {
  issuer: string;
  redirectUri: string;
  staff: number;
  accounts: readonly string[];
  parallel?: number;
}): Promise<StaffMember[]> {
  const members: StaffMember[] = [];
  let next = 0;
  const worker = async () => {
    while (next < options.staff) {
      const index = next;
      next += 1;
      const account = options.accounts[index % options.accounts.length] as string;
      const key = await newDpopKey();
      const result = await signIn({
        issuer: options.issuer,
        redirectUri: options.redirectUri,
        username: account,
        password: 'demo',
        dpopKey: key,
      });
      if (!result.tokens) throw new Error(`sign-in refused for ${account}: ${result.page?.slice(0, 200)}`);
      members[index] = { index, account, key, token: result.tokens.access_token };
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 8 }, worker));
  return members;
}

/** An employee the staff file requests for: a valid contract to name. */
export interface HotEmployee {
  employeeId: string;
  contract: Pick<Contract, 'contractId' | 'contractNumber' | 'businessName' | 'contractType'>;
}

/** What a staff member saw of a request. */
interface SeenRequest {
  id: string;
  number: string;
  description: string;
  type: string;
  status: string;
  version: number;
  /** The account that filed it (its first traceability entry: what call 14's own-request rule reads). */
  creator: string;
  inCharge: string;
  disbursed: boolean;
  requirements: { id: string; task: string; tag: string; locked: boolean }[];
  tasks: { id: string; code: string; done: boolean }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function seenOf(document: Json): SeenRequest | undefined {
  const id = text(document.humanResourceRequestId);
  const version = document.humanResourceRequestVersion;
  if (!id || typeof version !== 'number') return undefined;
  const data = (document.humanResourceRequestData ?? {}) as Json;
  const list = (value: unknown) => (Array.isArray(value) ? (value as Json[]) : []);
  return {
    id,
    number: text(document.humanResourceRequestNumber),
    description: text(document.humanResourceRequestDescription),
    type: text(document.humanResourceRequestType),
    status: text(document.humanResourceRequestStatus),
    version,
    creator: text(list(document.humanResourceRequestTraceabilities)[0]?.userWhoExecutedAction),
    inCharge: text(document.userCodeInCharge),
    disbursed: text(data.disbursementDate) !== '',
    requirements: list(document.requirementsOfTheHumanResourcesRequest).map((entry) => ({
      id: text(entry.requirementId),
      task: text(entry.taskCode),
      tag: text(entry.requirementTag),
      locked: entry.deletionDisabled === true,
    })),
    tasks: list(document.tasksToManageTheHumanResourcesRequests).map((task) => ({
      id: text(task.taskManagingId),
      code: text(task.taskCode),
      done: task.taskStatus === 'done',
    })),
  };
}

/** The version of an ETag `"<id>.<version>"`. */
function versionOfEtag(etag: string | null): number | undefined {
  const match = /\.(\d+)"$/.exec(etag ?? '');
  return match ? Number(match[1]) : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An exponential gap of mean `meanMs` (the time between one person's calls). */
const gap = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs;
const chance = (p: number) => Math.random() < p;
const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** The share of each operation a staff member draws (writes fall back to a read of call 10 when no request of theirs fits). */
export const operationMix = {
  read7: 0.07,
  read8: 0.18,
  read9: 0.15,
  read10: 0.3,
  save11: 0.09,
  discard12: 0.04,
  answer14: 0.05,
  assign15: 0.04,
  evaluate16: 0.05,
  runTask17: 0.03,
} as const;
type Operation = keyof typeof operationMix;

function drawOperation(): Operation {
  let roll = Math.random();
  for (const [operation, share] of Object.entries(operationMix) as [Operation, number][]) {
    roll -= share;
    if (roll < 0) return operation;
  }
  return 'read10';
}

interface Answer {
  status: number;
  headers: Headers | undefined;
  body: unknown;
}

/** The run's shared record and settings. */
export interface LoadRun {
  services: Services;
  hot: readonly HotEmployee[];
  /** Every employee id of the unit (calls 8 and 9 read any of them). */
  employees: readonly string[];
  startedAt: number;
  exchanges: Exchange[];
  writes: WriteRecord[];
  /** Writes and reads still going (retries included), so the run can wait for them. */
  pending: Set<Promise<unknown>>;
}

/** One simulated staff member's calls, each recorded in `run`. */
class Session {
  private readonly seen = new Map<string, SeenRequest>();

  constructor(
    private readonly me: StaffMember,
    private readonly run: LoadRun,
  ) {}

  /** One HTTP exchange with the app's headers and a fresh DPoP proof, timed and recorded. */
  private async send(
    call: ReadCall | WriteCall,
    request: {
      method: string;
      path: string;
      action: string;
      body?: unknown;
      headers?: Record<string, string>;
      json?: boolean;
    },
  ): Promise<Answer> {
    const url = `${this.run.services.base}${request.path}`;
    const started = performance.now();
    const at = started - this.run.startedAt;
    const kind = call === 7 || call === 8 || call === 9 || call === 10 ? 'read' : 'write';
    let answer: Answer = { status: 0, headers: undefined, body: undefined };
    try {
      const response = await fetch(url, {
        method: request.method,
        headers: {
          Authorization: `DPoP ${this.me.token}`,
          DPoP: await this.me.key.proof({ method: request.method, url, accessToken: this.me.token }),
          'X-Action': request.action,
          'X-Business-unit': benchUnit,
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...request.headers,
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(attemptTimeoutMs),
      });
      const wanted = request.json || response.status >= 400;
      const body = wanted ? await response.text() : await response.arrayBuffer();
      answer = {
        status: response.status,
        headers: response.headers,
        body: typeof body === 'string' && body ? JSON.parse(body) : undefined,
      };
    } catch {
      // no answer: a network error or the time-out
    }
    this.run.exchanges.push({
      call,
      kind,
      status: answer.status,
      at,
      ms: performance.now() - started,
      retryAfter: answer.headers?.has('Retry-After') ?? false,
    });
    return answer;
  }

  /** A read as the app makes it: up to 3 attempts on no answer or a 5xx, waiting what Retry-After asks (≤ 5 s). */
  private async read(call: ReadCall, request: Parameters<Session['send']>[1]): Promise<Answer> {
    let answer: Answer = { status: 0, headers: undefined, body: undefined };
    for (let attempt = 1; attempt <= readAttempts; attempt += 1) {
      answer = await this.send(call, request);
      if (answer.status !== 0 && answer.status < 500) return answer;
      if (attempt < readAttempts) await sleep(this.waitAfter(answer, attempt));
    }
    return answer;
  }

  private waitAfter(answer: Answer, attempt: number): number {
    const asked = Number(answer.headers?.get('Retry-After') ?? Number.NaN) * 1000;
    return Number.isFinite(asked)
      ? Math.min(asked, longestWaitMs)
      : Math.min(250 * 2 ** attempt, longestWaitMs);
  }

  private remember(document: unknown) {
    if (typeof document !== 'object' || document === null) return;
    const request = seenOf(document as Json);
    if (request) this.seen.set(request.id, request);
  }

  /**
   * A keyed write: sent once, or (a few) sent again with the same key after its answer, or twice at
   * once; while it gets no answer or a 5xx it is sent again with the key until its window ends. Every
   * answer is recorded under the key.
   */
  private async write(
    call: WriteCall,
    request: { method: string; path: string; action: string; body: unknown; target?: SeenRequest },
  ): Promise<WriteAnswer> {
    const key = randomUUID();
    const record: WriteRecord = {
      call,
      account: this.me.account,
      key,
      requestId: request.target?.id,
      sentVersion: request.target?.version,
      answers: [],
    };
    this.run.writes.push(record);
    const headers: Record<string, string> = {
      'Idempotency-Key': key,
      ...(request.target ? { 'If-Match': `"${request.target.id}.${request.target.version}"` } : {}),
    };
    const attempt = async (): Promise<WriteAnswer> => {
      const answer = await this.send(call, { ...request, headers, json: true });
      const body = (answer.body ?? {}) as Json;
      const removed = Array.isArray(body.removeHumanResourcesRequest)
        ? (body.removeHumanResourcesRequest as Json[])[0]
        : undefined;
      const written: WriteAnswer = {
        status: answer.status,
        requestId: text(body.humanResourceRequestId) || text(removed?.humanResourceRequestId) || undefined,
        version: versionOfEtag(answer.headers?.get('ETag') ?? null),
        replayed: answer.headers?.get('Idempotent-Replayed') === 'true',
      };
      record.answers.push(written);
      if (answer.status >= 200 && answer.status < 300) {
        if (call !== 12) this.remember(body);
        else if (request.target && written.version !== undefined)
          this.seen.set(request.target.id, {
            ...request.target,
            status: 'canceled',
            version: written.version,
          });
      } else if (answer.status === 412) this.remember(body.humanResourceRequest);
      return written;
    };
    const untilAnswered = async (): Promise<WriteAnswer> => {
      const first = performance.now();
      let answer = await attempt();
      let tries = 1;
      while (
        (answer.status === 0 || answer.status >= 500) &&
        performance.now() - first < writeRetryWindowMs
      ) {
        await sleep(this.waitAfter({ status: answer.status, headers: undefined, body: undefined }, tries));
        answer = await attempt();
        tries += 1;
      }
      return answer;
    };
    if (chance(0.05)) {
      // Two at once (a double click): both must answer the same, one write.
      const [first] = await Promise.all([untilAnswered(), untilAnswered()]);
      return first;
    }
    const answer = await untilAnswered();
    // A lost answer: the person's app sends it again with the same key.
    if (chance(0.1)) await untilAnswered();
    return answer;
  }

  private async readRequests(filter: { employeeId?: string; type?: string }) {
    const query = new URLSearchParams({ page: '1', perPage: '500' });
    if (filter.employeeId) query.set('employeeId', filter.employeeId);
    if (filter.type) query.set('humanResourceRequestType', filter.type);
    query.set('sort', 'desc.humanResourceRequestDate');
    const answer = await this.read(10, {
      method: 'GET',
      path: `/employee-portal-query/human-resources-requests?${query}`,
      action: 'SearchAllHumanResourcesRequest',
      json: true,
    });
    if (answer.status === 200 && Array.isArray(answer.body))
      for (const item of answer.body) this.remember(item);
  }

  private readEmployee(call: 8 | 9) {
    const id = chance(0.6) ? pick(this.run.hot)?.employeeId : pick(this.run.employees);
    return this.read(call, {
      method: 'GET',
      path: `/employee-query/employees/${id}`,
      action: call === 8 ? 'SearchByIdEmployee' : 'SearchDaysPendingPerContractByEmployee',
    });
  }

  private requests(fits: (request: SeenRequest) => boolean): SeenRequest[] {
    return [...this.seen.values()].filter(fits);
  }

  private async save() {
    const employee = pick(this.run.hot) as HotEmployee;
    const common = {
      humanResourceRequestDate: new Date().toISOString(),
      humanResourceRequestStatus: 'supervisor_approval',
      employeeId: employee.employeeId,
      requesterCode: this.me.account,
      requesterName: this.me.account,
    };
    const contract = {
      contractId: employee.contract.contractId,
      contractNumber: employee.contract.contractNumber,
      businessName: employee.contract.businessName,
      contractType: employee.contract.contractType,
    };
    const roll = Math.random();
    let body: Json;
    if (roll < 0.35)
      body = {
        ...common,
        humanResourceRequestType: 'PaidVacations',
        humanResourceRequestDescription: 'Solicitud de pago de vacaciones',
        humanResourceRequestData: {
          daysToPay: randomInt(1, 16),
          disbursementDate: '',
          observationEmployee: 'Banco de carga',
          ...contract,
        },
      };
    else if (roll < 0.6) {
      const start = new Date(Date.now() + randomInt(10, 200) * 86_400_000).toISOString().slice(0, 10);
      body = {
        ...common,
        humanResourceRequestType: 'VacationsEnjoyed',
        humanResourceRequestDescription: 'Solicitud de disfrute de vacaciones',
        humanResourceRequestData: {
          daysOff: randomInt(1, 16),
          startDateEnyoment: start,
          observationEmployee: '',
          ...contract,
        },
      };
    } else if (roll < 0.9)
      body = {
        ...common,
        humanResourceRequestType: 'Certification',
        humanResourceRequestDescription: 'Solicitud de certificación',
        humanResourceRequestData: {
          certificationType: 'certificado de servidor',
          addressee: 'A quien interese',
          observationEmployee: 'Banco de carga',
          ...contract,
        },
      };
    else body = onboardingBody(this.me.account);
    const answer = await this.write(11, {
      method: 'POST',
      path: '/persistence/human-resources-requests',
      action: 'SaveHumanResourcesRequest',
      body,
    });
    return answer;
  }

  /** One call of this staff member, drawn from the mix. */
  async act(): Promise<void> {
    const operation = drawOperation();
    switch (operation) {
      case 'read7':
        await this.read(7, {
          method: 'GET',
          path: `/employee-query/employees?page=${randomInt(1, 3)}&per_page=500&sort=FirstName:asc&contract_status=Formalized`,
          action: 'SearchAllEmployee',
        });
        return;
      case 'read8':
        await this.readEmployee(8);
        return;
      case 'read9':
        await this.readEmployee(9);
        return;
      case 'read10':
        // Mostly an employee's requests (the lists), else the unit's onboarding requests (the board).
        await this.readRequests(
          chance(0.75) ? { employeeId: pick(this.run.hot)?.employeeId ?? '' } : { type: 'Onboarding' },
        );
        return;
      case 'save11':
        await this.save();
        return;
      default:
        if (!(await this.change(operation)))
          await this.readRequests({ employeeId: pick(this.run.hot)?.employeeId ?? '' });
    }
  }

  /** A change of a request this person saw, or false when none they saw fits (then they read instead). */
  private async change(
    operation: Exclude<Operation, 'read7' | 'read8' | 'read9' | 'read10' | 'save11'>,
  ): Promise<boolean> {
    const me = this.me.account;
    const base = '/persistence/human-resources-requests';
    switch (operation) {
      case 'discard12': {
        const target = pick(
          this.requests(
            (r) =>
              (r.type === 'PaidVacations' &&
                !r.disbursed &&
                ['supervisor_approval', 'HR_compliance_verification'].includes(r.status)) ||
              (r.type === 'Certification' &&
                ['supervisor_approval', 'HR_compliance_verification'].includes(r.status)),
          ),
        );
        if (!target) return false;
        await this.write(12, {
          method: 'DELETE',
          path: base,
          action: 'RemoveHumanResourcesRequest',
          target,
          body: {
            removeHumanResourcesRequest: [
              {
                humanResourceRequestDescription: target.description,
                humanResourceRequestId: target.id,
                humanResourceRequestNumber: target.number,
                removalJustification: 'Descartada por el banco de carga',
              },
            ],
          },
        });
        return true;
      }
      case 'answer14': {
        const target = pick(
          this.requests(
            (r) =>
              ['VacationsEnjoyed', 'PaidVacations'].includes(r.type) &&
              r.status === 'supervisor_approval' &&
              r.creator !== me,
          ),
        );
        if (!target) return false;
        const approve = chance(0.7);
        await this.write(14, {
          method: 'POST',
          path: `${base}/${target.id}/approval`,
          action: 'SaveVacationRequestApproval',
          target,
          body: {
            approval: approve ? 'approve' : 'reject',
            observation: approve ? '' : 'Sin reemplazo en esas fechas.',
          },
        });
        return true;
      }
      case 'assign15': {
        const target = pick(this.requests((r) => r.status === 'onboarding_in_progress' && r.inCharge !== me));
        if (!target) return false;
        await this.write(15, {
          method: 'POST',
          path: `${base}/${target.id}/responsible`,
          action: 'AssignHumanResourcesRequestResponsible',
          target,
          body: {},
        });
        return true;
      }
      case 'evaluate16': {
        const mine = this.requests((r) => r.status === 'onboarding_in_progress' && r.inCharge === me);
        const choices = mine.flatMap((request) => {
          const done = new Set(request.tasks.filter((task) => task.done).map((task) => task.code));
          return request.requirements
            .filter((entry) => !done.has(entry.task) && entry.tag !== 'Cumple')
            .map((entry) => ({ request, entry }));
        });
        const choice = pick(choices);
        if (!choice) return this.change('assign15');
        const { request, entry } = choice;
        const result =
          entry.tag === 'No Cumple' ? 'notEvaluated' : !entry.locked && chance(0.1) ? 'notMet' : 'met';
        await this.write(16, {
          method: 'POST',
          path: `${base}/${request.id}/requirements/${entry.id}/evaluation`,
          action: 'EvaluateHumanResourcesRequestRequirement',
          target: request,
          body: { result },
        });
        return true;
      }
      case 'runTask17': {
        const mine = this.requests((r) => r.status === 'onboarding_in_progress' && r.inCharge === me);
        const choices = mine.flatMap((request) => {
          const next = request.tasks.find((task) => !task.done);
          if (!next || !['T1', 'T2', 'T3', 'T4', 'T5'].includes(next.code)) return [];
          const ready = request.requirements
            .filter((entry) => entry.task === next.code)
            .every((entry) => entry.tag === 'Cumple');
          return ready ? [{ request, task: next }] : [];
        });
        const choice = pick(choices);
        if (!choice) return this.change('evaluate16');
        await this.write(17, {
          method: 'POST',
          path: `${base}/${choice.request.id}/tasks/${choice.task.id}/execution`,
          action: 'ExecuteHumanResourcesRequestTask',
          target: choice.request,
          body: {},
        });
        return true;
      }
    }
  }

  /** Calls every 2 s on average until `endsAt` (performance.now()); one call at a time. */
  async loop(endsAt: number, meanGapMs: number) {
    let due = performance.now() + gap(meanGapMs);
    while (due < endsAt) {
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const call = this.act();
      this.run.pending.add(call);
      await call.finally(() => this.run.pending.delete(call));
      due += gap(meanGapMs);
    }
  }
}

/** A small PDF CV, as the onboarding wizard attaches it (the seed's own builder). */
const curriculum = curriculumPdf('Persona del banco de carga').toString('base64');

/** Call 11's body of an onboarding request, as the wizard sends it, for a new person each time. */
function onboardingBody(account: string): Json {
  return {
    humanResourceRequestType: 'Onboarding',
    humanResourceRequestDate: new Date().toISOString(),
    humanResourceRequestStatus: 'onboarding_in_progress',
    humanResourceRequestDescription: 'Vinculación de nuevo empleado',
    employeeId: '',
    requesterCode: account,
    requesterName: account,
    humanResourceRequestData: {
      personal: {
        names: 'Persona de Carga',
        lastNames: 'Banco Prueba',
        identificationNumber: `7${randomInt(100_000_000, 999_999_999)}`,
        attachedFile: {
          fileName: 'hoja-de-vida.pdf',
          contentType: 'application/pdf',
          contentBase64: curriculum,
        },
      },
      position: { startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) },
    },
  };
}

/** A GET of the services as `member`, outside the measured load (the bench's setup). */
async function setupGet(services: Services, member: StaffMember, path: string, action: string) {
  const url = `${services.base}${path}`;
  const response = await fetch(url, {
    headers: {
      Authorization: `DPoP ${member.token}`,
      DPoP: await member.key.proof({ method: 'GET', url, accessToken: member.token }),
      'X-Action': action,
      'X-Business-unit': benchUnit,
    },
  });
  if (response.status === 204) return undefined;
  if (!response.ok) throw new Error(`${action} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as unknown;
}

/**
 * The employees of the unit (call 7, every page) and `hotCount` of them, drawn at random, with a valid
 * contract to file requests for (call 8): the staff's requests go to these, so they overlap.
 */
export async function discoverEmployees(
  services: Services,
  member: StaffMember,
  hotCount: number,
): Promise<{ employees: string[]; hot: HotEmployee[] }> {
  const employees: string[] = [];
  for (let page = 1; page < 200; page += 1) {
    const items = (await setupGet(
      services,
      member,
      `/employee-query/employees?page=${page}&per_page=500&sort=FirstName:asc&contract_status=Formalized`,
      'SearchAllEmployee',
    )) as Json[] | undefined;
    if (!items) break;
    employees.push(...items.map((item) => text(item.employeeId)).filter(Boolean));
    if (items.length < 500) break;
  }
  const candidates = [...employees].sort(() => Math.random() - 0.5);
  const hot: HotEmployee[] = [];
  for (const employeeId of candidates) {
    if (hot.length >= hotCount) break;
    const document = await setupGet(
      services,
      member,
      `/employee-query/employees/${employeeId}`,
      'SearchByIdEmployee',
    );
    if (!document) continue;
    const [contract] = requestableContracts(parseEmployee(document).employmentContracts, new Date());
    if (contract) hot.push({ employeeId, contract });
  }
  if (hot.length === 0) throw new Error('no employee of the unit has a valid contract to file requests for');
  return { employees, hot };
}

/** Runs every staff member's calls until `seconds` have passed; then waits for their calls still going. */
export async function simulate(
  staff: readonly StaffMember[],
  run: LoadRun,
  seconds: number,
  meanGapMs = 2000,
) {
  const endsAt = run.startedAt + seconds * 1000;
  await Promise.all(staff.map((member) => new Session(member, run).loop(endsAt, meanGapMs)));
  while (run.pending.size > 0) await Promise.all([...run.pending]);
}
