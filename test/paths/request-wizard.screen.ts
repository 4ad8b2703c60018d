import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec, Shown } from '../support/screen-spec';

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
            `${fieldLabels[name]}: ${name === 'contract' ? contractNumberOf(snapshot, values.contract) : values[name]}`,
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
    },
  },
  shows: {
    requirements: [
      step(1),
      { text: 'Estar al día con sus obligaciones' },
      { control: 'Anterior', enabled: false },
    ],
    form: (snapshot) => [
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
      { control: 'Siguiente', enabled: snapshot.can({ type: 'NEXT' }) },
    ],
    'verification.ready': (snapshot) => [
      step(3),
      { noText: submitFailureText },
      { noDialog: true },
      { control: 'Enviar', enabled: snapshot.can({ type: 'SUBMIT' }) },
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
