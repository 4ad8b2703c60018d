import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type ScreenSpec, type Shown, typedWords } from '../support/screen-spec';

type Wizard = { kind: 'enjoyment' | 'payment' | 'certification' };

const submitFailureText = 'Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.';

const kindOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as Wizard).kind;

/** The contract chosen, by the number the screen shows for it. */
const contractNumberOf = (snapshot: AnyMachineSnapshot, contractId: string | undefined) =>
  (snapshot.context as { contracts: { contractId: string; contractNumber: string }[] }).contracts.find(
    (contract) => contract.contractId === contractId,
  )?.contractNumber ?? contractId;

/** The form field each kind shows first (its own field). */
const kindField = { enjoyment: 'Días a disfrutar', payment: 'Días a pagar', certification: 'Destinatario' };

/** The field labels of the form, by the wizard's value names, for the tester's words. */
const fieldLabels: Record<string, string> = {
  contract: 'Contrato',
  daysOff: 'Días a disfrutar',
  startDateEnyoment: 'Fecha de inicio del disfrute',
  daysToPay: 'Días a pagar',
  certificationType: 'Tipo de certificación',
  addressee: 'Destinatario',
  observations: 'Observaciones',
};

/** Which values each kind's form has. */
const kindValues: Record<Wizard['kind'], string[]> = {
  enjoyment: ['contract', 'daysOff', 'startDateEnyoment', 'observations'],
  payment: ['contract', 'daysToPay', 'observations'],
  certification: ['contract', 'certificationType', 'addressee', 'observations'],
};

/**
 * The form change with a wrong value in each of the kind's own fields (request-wizard.paths.ts sends it;
 * a tester can type each of them).
 */
export const wrongValues = {
  daysOff: '16',
  startDateEnyoment: '21/Nov/2026',
  daysToPay: '0',
  certificationType: 'certificado de servidor',
  addressee: '  ',
  observations: '   ',
};

const rangeText = 'Debe ser un número entre 1 y 15';
const notAfterTodayText = 'La fecha no puede ser anterior o igual al día actual';
const requiredText = 'Este campo es obligatorio';
/** The observations text area's required message (docs/decisions/0018). */
const emptyText = 'Este campo no puede estar vacío';

/** Whether the wizard's day is 10/Dic/2026: the last day the path resumed it on (else 21/Nov/2026). */
function resumedOn10Dic(events: readonly EventObject[]): boolean {
  const resumed = events.filter((event) => event.type === 'TODAY_CHANGED').at(-1);
  return (resumed as (EventObject & { today: string }) | undefined)?.today.startsWith('2026-12-10') ?? false;
}

/**
 * The message under each of the kind's fields after the path's last form change, stated by hand from
 * SPEC §5 (days 1 to 15, a start date after today, a certification's addressee and observations
 * required; the range's words are ours): none for the valid values, except an enjoyment's start date
 * (01/Dic/2026) while the wizard's day is 10/Dic/2026. Before any change, nothing is stated.
 */
function fieldMessages(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  const changes = events.filter((event) => event.type === 'CHANGE');
  const last = changes.at(-1);
  if (!last) return [];
  const wrong =
    (last as EventObject & { values: { daysOff?: string } }).values.daysOff === wrongValues.daysOff;
  // The day the wizard validates against: the last one it was resumed on.
  const resumedLater = resumedOn10Dic(events);
  const messages: Record<Wizard['kind'], Record<string, string>> = {
    enjoyment: {
      'Días a disfrutar': wrong ? rangeText : '',
      'Fecha de inicio del disfrute': wrong || resumedLater ? notAfterTodayText : '',
    },
    payment: { 'Días a pagar': wrong ? rangeText : '' },
    certification: { Destinatario: wrong ? requiredText : '', Observaciones: wrong ? emptyText : '' },
  };
  return Object.entries(messages[kindOf(snapshot)]).map(([field, message]) => ({ field, message }));
}

/**
 * Whether Siguiente takes the form to step 3, stated by hand (SPEC §5): the last change filled the kind's
 * fields validly and, for an enjoyment, the wizard's day has not reached its start date (01/Dic/2026 is
 * past on 10/Dic/2026). Before any change the kind's fields are empty: not valid.
 */
function formValid(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): boolean {
  const last = events.filter((event) => event.type === 'CHANGE').at(-1);
  if (!last) return false;
  const wrong =
    (last as EventObject & { values: { daysOff?: string } }).values.daysOff === wrongValues.daysOff;
  // A vacation request names one of two contracts (a single one is chosen without asking).
  const contractMissing = kindOf(snapshot) !== 'certification' && !contractChosen(snapshot, events);
  return !wrong && !contractMissing && !(kindOf(snapshot) === 'enjoyment' && resumedOn10Dic(events));
}

/** Whether a contract is chosen: the only one (chosen without asking), or one a form change named. */
function contractChosen(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): boolean {
  return (
    (snapshot.context as { contracts: unknown[] }).contracts.length === 1 ||
    events.some(
      (event) =>
        event.type === 'CHANGE' && (event as EventObject & { values: { contract?: string } }).values.contract,
    )
  );
}

/**
 * The fields of each kind's form and whether the label marks them '(Requerido)', stated by hand from
 * SPEC §5: a vacation request's days and start date, a certification's type, addressee and observations;
 * a vacation request's observations are optional. The contract is a field only when the employee has more
 * than one valid contract (one is chosen without asking), and then required for every kind but a
 * certification. Before the first change, the text fields are empty.
 */
function formFields(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  const kind = kindOf(snapshot);
  // Before the first change the form opens empty (a text the person has not typed is never there).
  const empty = events.some((event) => event.type === 'CHANGE') ? {} : { value: '' };
  const marks: Record<Wizard['kind'], Shown[]> = {
    enjoyment: [
      { field: 'Días a disfrutar', required: true, ...empty },
      { field: 'Fecha de inicio del disfrute', required: true, ...empty },
      { field: 'Observaciones', required: false, ...empty },
    ],
    payment: [
      { field: 'Días a pagar', required: true, ...empty },
      { field: 'Observaciones', required: false, ...empty },
    ],
    certification: [
      { field: 'Tipo de certificación', role: 'button', required: true },
      { field: 'Destinatario', required: true, ...empty },
      { field: 'Observaciones', required: true, ...empty },
    ],
  };
  const choosing = (snapshot.context as { contracts: unknown[] }).contracts.length > 1;
  return [
    ...marks[kind],
    ...(choosing ? [{ field: 'Contrato', role: 'button', required: kind !== 'certification' } as const] : []),
  ];
}

/** SPEC §6: the privilege each kind's request needs (Enviar is enabled with it). */
const kindUseCase: Record<Wizard['kind'], string> = {
  enjoyment: 'RequestToEnjoyVacationDays',
  payment: 'RequestPaymentForVacationDays',
  certification: 'RequestCertificate',
};
const holdsPrivilege = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { useCases: string[] }).useCases.includes(kindUseCase[kindOf(snapshot)]);

const noRestrictionText = 'El empleado no presenta restricción por requisitos en este momento.';
const seniorityText = 'El contrato AND-2026-00099 tiene menos de 90 días de antigüedad.';

/**
 * Step 1, stated by hand (SPEC §2: 90 days of seniority): the second contract of the two-contract input
 * (AND-2026-00099, 89 days old on 21/Nov/2026) lacks it while no contract is chosen and the day is still
 * 21/Nov; otherwise (and always for a certification) no seniority card. The obligations card is always
 * there (SPEC §7's placeholder alert), so step 1 never says there is no restriction.
 */
function requirementsShown(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  const offered = (snapshot.context as { contracts: { contractNumber: string }[] }).contracts;
  const chosen = contractChosen(snapshot, events);
  const later = resumedOn10Dic(events);
  const lacking =
    kindOf(snapshot) !== 'certification' &&
    offered.some((contract) => contract.contractNumber === 'AND-2026-00099') &&
    !chosen &&
    !later;
  return [lacking ? { text: seniorityText } : { noText: seniorityText }, { noText: noRestrictionText }];
}

/**
 * Step 3's 'Información general': what was typed for the kind (the valid values of the paths' form
 * change, the only ones that reach it), the texts without the spaces around them, the contract as
 * number and company (Ángela's on `npm start`).
 */
function summaryShown(snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown {
  const kindFacts: Record<Wizard['kind'], Array<readonly [string, string]>> = {
    enjoyment: [
      ['Días a disfrutar', '5'],
      ['Fecha de inicio del disfrute', '01/Dic/2026'],
    ],
    payment: [['Días a pagar', '3']],
    certification: [
      ['Tipo de certificación', 'certificado de servidor'],
      ['Destinatario', 'A quien pueda interesar'],
    ],
  };
  return {
    region: 'Información general',
    details: [
      // A certification may go on with no contract chosen: the term stays, with nothing after it.
      ['Contrato', contractChosen(snapshot, events) ? 'AND-2026-00051 · ERM Servicios Andinos S.A.S.' : ''],
      ...kindFacts[kindOf(snapshot)],
      ['Observaciones', 'Viaje familiar'],
    ],
  };
}

/** A typed value in the tester's words: quoted, the spaces around it said (see `typedWords`). */
const typed = (value: string | undefined) => (value === undefined ? undefined : typedWords(value));

const stepNames: Record<number, string> = {
  1: 'Requisitos no cumplidos',
  2: 'Información general',
  3: 'Verificación de la solicitud',
};

const step = (number: 1 | 2 | 3): Shown => ({ heading: stepNames[number] ?? '' });

/** The three-step wizard: the step shown, its controls, modals and flags. */
export const requestWizardScreen: ScreenSpec = {
  screen:
    'Asistente de solicitud (/holidays/request-enjoyment, /holidays/request-payment, /certifications/new-certification)',
  opening: (snapshot) =>
    ({
      enjoyment: 'Abre /holidays y pulsa «Solicitar disfrute» (/holidays/request-enjoyment)',
      payment: 'Abre /holidays y pulsa «Solicitar pago» (/holidays/request-payment)',
      certification: 'Abre /certifications y pulsa «Agregar solicitud» (/certifications/new-certification)',
    })[kindOf(snapshot)],
  controls: {
    NEXT: { name: 'Siguiente' },
    PREVIOUS: { name: 'Anterior' },
    CHANGE: (snapshot: AnyMachineSnapshot, event: EventObject) => {
      const values = (event as EventObject & { values: Record<string, string> }).values;
      const filled = (kindValues[kindOf(snapshot)] ?? [])
        .filter((name) => values[name] !== undefined)
        .map(
          (name) =>
            `${fieldLabels[name]}: ${name === 'contract' ? contractNumberOf(snapshot, values.contract) : typed(values[name])}`,
        );
      return {
        role: 'textbox',
        name: 'Observaciones',
        says: `Completa el formulario (${filled.join('; ')})`,
        legend: 'los campos del formulario del paso 2 (validados en cada cambio)',
      };
    },
    GO_TO_STEP: (_: AnyMachineSnapshot, event: EventObject) => {
      const number = (event as EventObject & { step: number }).step;
      const name = stepNames[number] ?? `paso ${number}`;
      return {
        name: `Regresar a este paso: ${name}`,
        whenBlocked: 'hidden',
        says: `Pulsa «Regresar a este paso» en «${name}»`,
      };
    },
    SUBMIT: { name: 'Enviar' },
    CONFIRM: { name: 'Enviar', within: 'alertdialog' },
    CANCEL: { name: 'Cancelar', within: 'alertdialog' },
    DISMISS_FLAG: { name: 'Cerrar', says: 'Cierra el mensaje de error con «Cerrar»' },
    CLOSE_SUCCESS: { name: 'Entendido', within: 'dialog' },
    ABANDON: { name: 'Regresar', says: 'Pulsa «Regresar» y confirma con «Sí, regresar»' },
    TODAY_CHANGED: {
      offScreen:
        'Recarga la página: la aplicación retoma el asistente guardado y lo revisa con la fecha de hoy',
      byPerson: true,
    },
  },
  shows: {
    requirements: (snapshot, events) => [
      step(1),
      { text: 'Estar al día con sus obligaciones' },
      ...requirementsShown(snapshot, events),
      { control: 'Anterior', enabled: false },
    ],
    form: (snapshot, events) => [
      step(2),
      { field: kindField[kindOf(snapshot)] },
      // Resumed on a day that invalidated the start date: the flag names the field.
      ...((snapshot.context.invalidatedFields ?? []).includes('startDateEnyoment')
        ? [
            {
              text: 'Con la fecha de hoy ya no es válido: Fecha de inicio del disfrute. Corrígelo para continuar.',
            },
          ]
        : []),
      ...fieldMessages(snapshot, events),
      ...formFields(snapshot, events),
      { control: 'Siguiente', enabled: formValid(snapshot, events) },
    ],
    'verification.ready': (snapshot, events) => [
      step(3),
      summaryShown(snapshot, events),
      { noText: submitFailureText },
      { noDialog: true },
      { control: 'Enviar', enabled: holdsPrivilege(snapshot) },
    ],
    'verification.failed': [step(3), { text: submitFailureText }, { text: 'Viaje familiar' }],
    confirming: [
      { dialog: 'Enviar solicitud', role: 'alertdialog', text: '¿Realmente deseas enviar la solicitud?' },
    ],
    submitting: [
      {
        dialog: 'Enviar solicitud',
        role: 'alertdialog',
        says: 'El diálogo «Enviar solicitud» sigue abierto mientras se envía',
      },
    ],
    sent: [{ dialog: 'Solicitud enviada', role: 'dialog', text: 'Número de solicitud: 2026-0042' }],
    done: [],
    abandoned: [],
  },
};
