import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec } from '../support/screen-spec';

type Discard = { justificationTouched: boolean; justificationError: string; refusal: string };

const asking = { dialog: 'Descartar solicitud' } as const;

/** The justification's message is shown once the person has typed or tried to confirm. */
const shownMessage = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Discard;
  return context.justificationTouched ? context.justificationError : '';
};

/** The discard modals of a request: the refusal, the justification, then the notice. */
export const discardScreen: ScreenSpec = {
  screen: 'Descartar solicitud (modal de /holidays o /certifications)',
  controls: {
    CHANGE_JUSTIFICATION: (_: AnyMachineSnapshot, event: EventObject) => {
      const { value, label } = event as EventObject & { value: string; label?: string };
      return {
        role: 'textbox',
        name: 'Justificación',
        says: `Escribe en «Justificación» ${label ?? `«${value}»`}`,
        legend: 'escribir en el campo «Justificación»',
      };
    },
    CONFIRM: { name: 'Descartar' },
    CANCEL: { name: 'Cancelar', within: 'dialog' },
    CLOSE: { name: 'Entendido' },
  },
  shows: {
    refused: (snapshot) => [
      { dialog: 'No se puede eliminar la solicitud', text: (snapshot.context as Discard).refusal },
    ],
    askingJustification: [asking, { field: 'Justificación', message: shownMessage }],
    removing: [asking, { control: 'Descartar', enabled: false }],
    removed: [{ noDialog: true }],
    failed: [
      asking,
      {
        field: 'Justificación',
        value: (snapshot) => (snapshot.context as Discard & { justification: string }).justification,
      },
    ],
    // Issue 30: who changed it and its status now; the justification typed stays.
    changedElsewhere: [
      asking,
      { text: 'Otra persona modificó esta solicitud' },
      { text: 'Alberto Núñez la modificó' },
      {
        field: 'Justificación',
        value: (snapshot) => (snapshot.context as Discard & { justification: string }).justification,
      },
    ],
    closed: [{ noDialog: true }],
  },
};
