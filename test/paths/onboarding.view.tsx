import type { onboardingMachine } from '@machines/employees/onboarding.machine';
import { OnboardingPage } from '@src/features/employees/onboarding-page';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { onboardingScreen } from './onboarding.screen';

const setText = (name: RegExp, value: string | undefined) => {
  if (value === undefined) return;
  const field = screen.getByRole<HTMLInputElement>('textbox', { name });
  // Typing the value a field already holds still edits it (React ignores a change to the same value).
  if (field.value === value) fireEvent.change(field, { target: { value: '' } });
  fireEvent.change(field, { target: { value } });
};

async function pick(scope: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(scope).getByRole('button', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

type Values = Record<string, string | undefined>;
const valuesOf = (event: EventObject) => (event as EventObject & { values: Values }).values;

/** The onboarding wizard screen: each step's fields, the modals and flags. */
export const onboardingView: ViewAdapter = {
  screen: onboardingScreen,
  render: (actor) => {
    ensurePortalRoot();
    render(<OnboardingPage actorRef={actor as ActorRefFrom<typeof onboardingMachine>} />);
  },
  act: (work) => act(work),
  perform: {
    EDIT_PERSONAL: async (event: EventObject) => {
      const values = valuesOf(event);
      setText(/^Nombres/, values.names);
      setText(/^Apellidos/, values.lastNames);
      setText(/^Número de identificación/, values.identificationNumber);
    },
    CHOOSE_FILE: async (event: EventObject) => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('no file input');
      // A change event each time (choosing the same file again still reads it).
      fireEvent.change(input, { target: { files: [(event as EventObject & { file: File }).file] } });
    },
    EDIT_POSITION: async (event: EventObject) => {
      setText(/^Fecha de inicio/, valuesOf(event).startDate);
    },
    EDIT_LOCATION: async (event: EventObject) => {
      const value = valuesOf(event).costCenter;
      if (value) await pick(document.body, /Centro de costo/, value);
      const observations = valuesOf(event).observations;
      if (observations !== undefined)
        fireEvent.change(screen.getByRole('textbox', { name: /^Observaciones/ }), {
          target: { value: observations },
        });
    },
    ABANDON: async (_, back) => {
      await userEvent.click(back);
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, regresar' }),
      );
    },
    EDIT_ASSIGNMENT: async (event: EventObject) => {
      const draft = (event as EventObject & { draft: Values }).draft;
      const dialog = screen.getByRole('dialog', { name: 'Agregar asignación' });
      if (draft.assignment) await pick(dialog, /Asignación/, draft.assignment);
      if (draft.value !== undefined) {
        fireEvent.change(within(dialog).getByRole('textbox', { name: /^Valor/ }), {
          target: { value: draft.value },
        });
      }
    },
  },
};
