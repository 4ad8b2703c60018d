import type { EventObject } from 'xstate';
import type { PathTestConfig } from '../support/path-model';
import { demoToday, demoWizardContract } from './demo-seed';
import { requestWizardScreen, wrongValues } from './request-wizard.screen';

/**
 * The contract a tester finds for Ángela (100005, the employee docs/demo-data.md keeps for creating
 * requests) on `npm start`: her one valid contract, started 150 days before the data was sown, chosen at
 * once. No demo employee has two valid contracts, so the second one is the tests' own.
 */
export const wizardContract = demoWizardContract('100005', 'CT-100005-1');
export const otherWizardContract = {
  ...wizardContract,
  contractId: 'C-2',
  contractNumber: 'AND-2026-00099',
  // 89 days old on 21/Nov/2026 (one short of SPEC's 90), 108 on 10/Dic/2026.
  startDate: '2026-08-24',
};
const contract = wizardContract;
const newContract = otherWizardContract;
const allUseCases = ['RequestToEnjoyVacationDays', 'RequestPaymentForVacationDays', 'RequestCertificate'];
const common = {
  employeeId: 'E-100',
  requester: { requesterCode: 'S-1', requesterName: 'Ana Administradora' },
  today: demoToday,
  idempotencyKey: 'key-1',
  useCases: allUseCases,
};

/** The success flag the list shows after each kind of request (SPEC §8). */
const successFlags: Record<string, string> = {
  enjoyment: 'La solicitud de vacaciones fue enviada exitosamente.',
  payment: 'La solicitud de pago fue enviada exitosamente.',
  certification: 'La solicitud de certificación fue enviada exitosamente.',
};

/**
 * The request date call 11 carries for each "today" the paths use (SPEC §3: an ISO instant; the app
 * writes it in Bogotá time, -05:00), stated by hand.
 */
const requestDates: Record<string, string> = {
  '2026-11-21T15:00:00.000Z': '2026-11-21T10:00:00-05:00',
  '2026-11-21T18:00:00.000Z': '2026-11-21T13:00:00-05:00',
  '2026-12-10T15:00:00.000Z': '2026-12-10T10:00:00-05:00',
};

/** Call 11's type and description for each kind of request (SPEC §3's lookup; the descriptions are ours). */
const requestKinds: Record<string, { type: string; description: string }> = {
  enjoyment: { type: 'VacationsEnjoyed', description: 'Solicitud de disfrute de vacaciones' },
  payment: { type: 'PaidVacations', description: 'Solicitud de pago de vacaciones' },
  certification: { type: 'Certification', description: 'Solicitud de certificación' },
};

/**
 * Call 11's body (SPEC §3 "Data for enjoyment / payment / certification", §4: a new request awaits the
 * supervisor), stated by hand from the input and the last values and day the path gave the wizard: the
 * texts trimmed, the days as numbers, the start date as a calendar day, the chosen contract's fields.
 */
function savedRequest(input: unknown, events: readonly EventObject[]) {
  const { kind, employeeId, requester, today, idempotencyKey } = input as typeof common & { kind: string };
  const values: Record<string, string> = {};
  let day = today;
  for (const event of events) {
    if (event.type === 'CHANGE') Object.assign(values, (event as EventObject & { values: object }).values);
    if (event.type === 'TODAY_CHANGED') day = (event as EventObject & { today: string }).today;
  }
  const chosen = [contract, newContract].find((item) => item.contractId === values.contract);
  // A certification sent with no contract chosen (SPEC §5: optional) carries the contract's fields empty.
  const contractFields = {
    contractId: chosen?.contractId ?? '',
    contractNumber: chosen?.contractNumber ?? '',
    businessName: chosen?.businessName ?? '',
    contractType: chosen?.contractType ?? '',
  };
  const observationEmployee = values.observations?.trim();
  const data =
    kind === 'enjoyment'
      ? { daysOff: Number(values.daysOff), startDateEnyoment: '2026-12-01', observationEmployee }
      : kind === 'payment'
        ? { daysToPay: Number(values.daysToPay), disbursementDate: '', observationEmployee }
        : {
            certificationType: values.certificationType,
            addressee: values.addressee?.trim(),
            observationEmployee,
          };
  return {
    idempotencyKey,
    request: {
      humanResourceRequestType: requestKinds[kind]?.type,
      humanResourceRequestDescription: requestKinds[kind]?.description,
      humanResourceRequestStatus: 'supervisor_approval',
      humanResourceRequestDate: requestDates[day],
      employeeId,
      requesterCode: requester.requesterCode,
      requesterName: requester.requesterName,
      humanResourceRequestData: { ...data, ...contractFields },
    },
  };
}

/** Every field of the three forms filled validly, but the contract (which a change may leave unchosen). */
const validValuesButContract = {
  daysOff: '5',
  startDateEnyoment: '01/Dic/2026',
  daysToPay: '3',
  certificationType: 'certificado de servidor',
  // Spaces around the texts: call 11 carries them trimmed.
  addressee: ' A quien pueda interesar ',
  observations: ' Viaje familiar ',
};

/** Inputs, form changes and call 11 outcomes that reach every state, transition and guard branch of request-wizard. */
export const requestWizardPaths: PathTestConfig = {
  simplePaths: false,
  // By hand, not from the chart (SPEC §2 vacations and certifications): with the privilege, each kind of
  // request goes from its requirements through the form and the verification (or its failure) to the
  // confirmation, sending and the result, or is abandoned; without it, nothing is ever sent.
  reaches: Object.fromEntries([
    ...[
      'disfrute, un contrato',
      'pago, un contrato',
      'pago, dos contratos',
      'certificación, un contrato',
      'certificación, dos contratos',
    ].map((label) => [
      label,
      [
        'requirements',
        'form',
        'verification.ready',
        'verification.failed',
        'confirming',
        'submitting',
        'sent',
        'done',
        'abandoned',
      ],
    ]),
    [
      'disfrute, sin el privilegio RequestToEnjoyVacationDays',
      ['requirements', 'form', 'verification.ready', 'abandoned'],
    ],
  ]),
  // SPEC §8: the submit failure flag stays 10 s.
  delays: { submitFailureFlag: 10_000 },
  // By hand, not from the chart: the failure flag goes after its 10 s or with 'Cerrar'; Cancelar closes
  // the confirmation; Anterior and 'Regresar a este paso' go back (SPEC §2, §4); the back arrow leaves
  // from each step (SPEC §2 Main layout); a wizard resumed on a day that invalidates it goes back to the
  // form (docs/features.md: revalidated when resumed on a later day).
  takes: [
    'on after submitFailureFlag → verification.ready',
    'on DISMISS_FLAG → verification.ready',
    'on CANCEL → verification',
    'on PREVIOUS → requirements',
    'on PREVIOUS → form',
    'on GO_TO_STEP → requirements',
    'on GO_TO_STEP → form',
    'requirements → abandoned',
    'form → abandoned',
    'verification → abandoned',
    'on TODAY_CHANGED → form',
    'confirming → form',
  ],
  // The tags the screen reads (hasTag), stated by hand: the submit failure flag.
  tags: { submitFailed: ['verification.failed'] },
  // Back on the list (SPEC §4), with its flag or abandoned: the wizard ends there.
  stopsIn: ['done', 'abandoned'],
  // SPEC §4: sent (with call 11's number) only once call 11 recorded it; otherwise abandoned.
  ends: (input: unknown, events: readonly EventObject[]) => {
    const sent = events.some((event) => event.type === 'xstate.done.actor.saveRequest');
    return {
      result: sent ? 'sent' : 'abandoned',
      kind: (input as { kind: string }).kind,
      requestNumber: sent ? '2026-0042' : '',
    };
  },
  inputs: [
    {
      label: 'disfrute, un contrato',
      says: 'una solicitud de disfrute de vacaciones; la empleada tiene un solo contrato vigente',
      input: { ...common, kind: 'enjoyment', contracts: [contract] },
    },
    {
      label: 'pago, un contrato',
      says: 'una solicitud de pago de vacaciones; la empleada tiene un solo contrato vigente',
      input: { ...common, kind: 'payment', contracts: [contract] },
    },
    {
      label: 'pago, dos contratos',
      says: 'una solicitud de pago de vacaciones; la empleada tiene dos contratos vigentes',
      automatedOnly: 'en los datos de demostración nadie tiene dos contratos vigentes (docs/demo-data.md)',
      input: { ...common, kind: 'payment', contracts: [contract, newContract] },
    },
    {
      label: 'certificación, un contrato',
      says: 'una solicitud de certificación; la empleada tiene un solo contrato vigente',
      input: { ...common, kind: 'certification', contracts: [contract] },
    },
    {
      // SPEC §2: seniority is a vacation requirement; a certification asks for none, even with a contract
      // under 90 days (and its contract is optional: no '(Requerido)' on it).
      label: 'certificación, dos contratos',
      says: 'una solicitud de certificación; la empleada tiene dos contratos vigentes',
      automatedOnly: 'en los datos de demostración nadie tiene dos contratos vigentes (docs/demo-data.md)',
      input: { ...common, kind: 'certification', contracts: [contract, newContract] },
    },
    {
      label: 'disfrute, sin el privilegio RequestToEnjoyVacationDays',
      says: 'una solicitud de disfrute de vacaciones, por alguien sin permiso para solicitarla',
      automatedOnly: 'sin el privilegio la ruta muestra «Acción inhabilitada» antes del asistente',
      input: { ...common, kind: 'enjoyment', contracts: [contract], useCases: ['RequestCertificate'] },
    },
  ],
  events: {
    CHANGE: [
      {
        type: 'CHANGE',
        label: 'todos los campos válidos',
        values: { contract: wizardContract.contractId, ...validValuesButContract },
      },
      {
        // SPEC §5: a wrong value in each kind's own fields (a tester can type each of them).
        type: 'CHANGE',
        label: 'días fuera de rango, fecha de hoy, textos en blanco',
        values: { contract: wizardContract.contractId, ...wrongValues },
      },
      {
        // SPEC §5: with two valid contracts the person may leave the contract unchosen: required for a
        // vacation request (Siguiente stays disabled), optional for a certification (sent without one).
        // Offered only there, as the form's first change.
        type: 'CHANGE',
        label: 'todos los campos válidos, sin elegir contrato',
        when: (snapshot) => {
          const { contracts, values } = snapshot.context as { contracts: unknown[]; values: object };
          return contracts.length > 1 && Object.values(values).every((value) => value === '');
        },
        values: validValuesButContract,
      },
    ],
    GO_TO_STEP: [
      { type: 'GO_TO_STEP', label: 'paso 1', step: 1 },
      { type: 'GO_TO_STEP', label: 'paso 2', step: 2 },
      { type: 'GO_TO_STEP', label: 'paso 3 (el resumen no lo ofrece)', step: 3 },
    ],
    // Sent by the app when it resumes a persisted wizard: the same day, or a day past the start date.
    TODAY_CHANGED: [
      {
        type: 'TODAY_CHANGED',
        label: 'retomado el mismo día',
        today: '2026-11-21T18:00:00.000Z',
        // docs/features.md: a wizard resumed on the same day keeps its step and values (nothing to revalidate).
        keepsState: 'Sigue en el mismo paso, con los valores que tenía',
      },
      {
        type: 'TODAY_CHANGED',
        label: 'retomado el 10/Dic/2026',
        today: '2026-12-10T15:00:00.000Z',
        automatedOnly: 'una prueba a mano no puede retomar el asistente otro día (la fecha del equipo)',
      },
    ],
  },
  actors: {
    saveRequest: [
      {
        label: 'se crea la solicitud 2026-0042',
        output: { humanResourceRequestId: 'R-42', humanResourceRequestNumber: '2026-0042' },
      },
      {
        label: 'falla el servidor',
        says: 'El servicio no guarda la solicitud: responde con un error',
        error: 'Error al enviar la solicitud. Intente nuevamente.',
      },
    ],
  },
  // SPEC §7 call 11: what the wizard asks the services to record.
  sends: { saveRequest: savedRequest },
  screen: requestWizardScreen,
  effects: {
    // Session storage only: a person sees nothing of it.
    forgetProgress: {
      says: 'Se borra el avance guardado del asistente',
      on: ['→ sent', '→ abandoned'],
      unseen: true,
    },
    goToListWithSuccess: {
      says: (params: { kind: string }) => `Vuelve a la lista con el aviso «${successFlags[params.kind]}»`,
      on: ['→ done'],
      params: (snapshot) => ({ kind: (snapshot.context as { kind: string }).kind }),
    },
    goToList: { says: 'Vuelve a la lista, sin aviso', on: ['→ abandoned'] },
  },
  spec: {
    'requirements → form': 'REQ-WIZARD-02: step 1 shows unmet requirements (90 days of seniority)',
    'form → verification': 'REQ-WIZARD-03: moving on from step 2 is blocked while the form is invalid',
    'on CHANGE': 'REQ-WIZARD-04, REQ-WIZARD-05: vacation, payment and certification rules, on every change',
    'on GO_TO_STEP': "REQ-WIZARD-06: step 3 summary with 'Regresar a este paso' per step",
    'on SUBMIT': 'REQ-WIZARD-07: submit opens a confirmation; the permission of each kind',
    'on CONFIRM': 'REQ-WIZARD-08: call 11 (SaveHumanResourcesRequest)',
    'on done saveRequest': 'REQ-WIZARD-09: a success modal showing the request number',
    'on error saveRequest': 'REQ-ERROR-01: submit failure, error flag for 10 s',
    'verification.failed → verification.ready': 'REQ-ERROR-01: submit failure, error flag for 10 s',
    'sent → done': 'REQ-WIZARD-09: back to the list with a success flag',
    'on ABANDON': "REQ-NAV-01: back arrow with the 'Regresar' confirmation",
    '*': 'REQ-WIZARD-01: the three-step wizard',
  },
};
