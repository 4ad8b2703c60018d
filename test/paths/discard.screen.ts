import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec } from '../support/screen-spec';

type Discard = { justification: string; refusal: string };

const asking = { dialog: 'Descartar solicitud' } as const;

/**
 * The justification's message (SPEC §5: required, max 500), stated from what the person did, not from
 * the machine's context: none until they type in «Justificación» or press Descartar; then 'Este campo no
 * puede estar vacío' for a blank text, 'El número de caracteres es demasiado largo' past 500, none
 * otherwise (a text area's variants, docs/decisions/0018).
 */
const shownMessage = (_: AnyMachineSnapshot, events: readonly EventObject[]) => {
  const touched = events.some((event) => event.type === 'CHANGE_JUSTIFICATION' || event.type === 'CONFIRM');
  if (!touched) return '';
  const typed =
    (events.filter((event) => event.type === 'CHANGE_JUSTIFICATION').at(-1) as { value?: string } | undefined)
      ?.value ?? '';
  if (typed.trim() === '') return 'Este campo no puede estar vacío';
  return typed.length > 500 ? 'El número de caracteres es demasiado largo' : '';
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
    // Who changed it and its status now; the justification typed stays.
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
