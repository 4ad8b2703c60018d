// The onboarding page shows each validation message of SPEC §5 as the person types (validation on
// change), the options and submit failure flags, and keeps Siguiente / Agregar disabled while invalid.

import { type ChosenFile, onboardingMachine } from '@machines/employees/onboarding.machine';
import { OnboardingPage } from '@src/features/employees/onboarding-page';
import { onboardingInput } from '@test/support/onboarding-fixture';
import { ensurePortalRoot } from '@test/support/portal-root';
import { windowWidth } from '@test/support/window-width';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const pdfBytes = [0x25, 0x50, 0x44, 0x46, 0x2d];

afterEach(() => {
  vi.unstubAllGlobals();
});

beforeEach(ensurePortalRoot);

function renderWizard(
  options: {
    profilesFail?: boolean;
    saveFails?: boolean;
    profilesPending?: boolean;
    savePending?: boolean;
  } = {},
) {
  const clock = new SimulatedClock();
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        // The app reads the chosen file's first bytes; here the test's file holds them as text.
        readCurriculum: fromPromise<ChosenFile, { file: File | undefined; draftId: string }>(
          async ({ input: { file } }) => {
            if (!file) throw new Error('No file to read');
            return {
              name: file.name,
              size: file.size,
              firstBytes: [...new Uint8Array(await file.slice(0, 8).arrayBuffer())],
            };
          },
        ),
        fetchSalaryProfiles: fromPromise(async () => {
          if (options.profilesPending) await new Promise(() => undefined);
          if (options.profilesFail) throw new Error('Error al obtener los perfiles de remuneración');
          return [{ id: 'RP-001', label: 'Salario básico', value: 'RP-001' }];
        }),
        saveOnboarding: fromPromise(async () => {
          if (options.savePending) await new Promise(() => undefined);
          if (options.saveFails) throw new Error('Error al enviar la solicitud. Intente nuevamente.');
          return { humanResourceRequestId: 'R-1', humanResourceRequestNumber: '200123' };
        }),
      },
      actions: { forgetProgress: () => undefined, goToEmployeesWithFlag: () => undefined },
    }),
    {
      clock,
      input: onboardingInput,
    },
  );
  actor.start();
  render(<OnboardingPage actorRef={actor} />);
  return { actor, clock };
}

const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const file = (bytes: number[], size = 0) =>
  new File([new Uint8Array(bytes), new Uint8Array(size)], 'hoja-de-vida.pdf', { type: 'application/pdf' });

async function attach(bytes: number[], size = 0) {
  fireEvent.change(fileInput(), { target: { files: [file(bytes, size)] } });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function fillStep1() {
  type(/^Nombres/, 'María José');
  type(/^Apellidos/, 'Núñez Peña');
  type(/^Número de identificación/, '1020304050');
  await attach(pdfBytes);
}

describe('onboarding page validation messages', () => {
  test('names: required and letters only; ID number: digits, 6 to 15', () => {
    renderWizard();
    type(/^Nombres/, 'Ana3');
    expect(screen.getByText('Solo se permiten letras y espacios')).toBeInTheDocument();
    type(/^Nombres/, '');
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    type(/^Número de identificación/, '12a');
    expect(screen.getByText('Solo se permiten números')).toBeInTheDocument();
    type(/^Número de identificación/, '12345');
    expect(screen.getByText('Debe tener al menos 6 números')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  test('names and last names take at most 40 characters', () => {
    renderWizard();
    expect(screen.getByRole('textbox', { name: /^Nombres/ })).toHaveAttribute('maxlength', '40');
    expect(screen.getByRole('textbox', { name: /^Apellidos/ })).toHaveAttribute('maxlength', '40');
  });

  test('the CV: not a PDF, too large, and missing after it is removed', async () => {
    renderWizard();
    await attach([0x89, 0x50, 0x4e, 0x47]);
    expect(screen.getByText('Solo se permiten archivos PDF.')).toBeInTheDocument();
    await attach(pdfBytes, 3 * 1024 * 1024);
    expect(screen.getByText('El archivo supera el tamaño máximo permitido de 2.5MB.')).toBeInTheDocument();
    await attach(pdfBytes);
    expect(screen.queryByText('Solo se permiten archivos PDF.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar archivo hoja-de-vida.pdf' }));
    expect(screen.getByText('Debe adjuntar un archivo')).toBeInTheDocument();
  });

  test('step 2: while call 13 runs, Perfil salarial is busy and says so (never an empty list)', async () => {
    renderWizard({ profilesPending: true });
    await fillStep1();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Cargando perfiles salariales')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Perfil salarial/ })).toBeDisabled();
  });

  test('step 2: Fecha de inicio required with its format; Fecha de finalización always disabled', async () => {
    renderWizard();
    await fillStep1();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { name: 'Datos de posición contractual' });
    expect(screen.getByRole('textbox', { name: /Fecha de finalización/ })).toBeDisabled();
    type(/^Fecha de inicio/, '31/Foo/2026');
    expect(
      screen.getByText('Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.'),
    ).toBeInTheDocument();
    type(/^Fecha de inicio/, '');
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  test("call 13 failing: 'Error obteniendo las opciones de asignación'", async () => {
    renderWizard({ profilesFail: true });
    await fillStep1();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Error obteniendo las opciones de asignación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });

  test("the assignment value: 'El valor debe ser mayor a 0' and Agregar disabled", async () => {
    const { actor } = renderWizard();
    await fillStep1();
    act(() => {
      actor.send({ type: 'NEXT' });
    });
    await screen.findByRole('heading', { name: 'Datos de posición contractual' });
    type(/^Fecha de inicio/, '15/Dic/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar asignación' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar asignación' });
    const add = within(dialog).getByRole('button', { name: 'Agregar' });
    expect(add).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Valor/ }), { target: { value: '0' } });
    expect(within(dialog).getByText('El valor debe ser mayor a 0')).toBeInTheDocument();
    expect(add).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Valor/ }), {
      target: { value: '250000' },
    });
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(screen.getByRole('heading', { name: 'Asignación 1' })).toBeInTheDocument();
    expect(screen.getByText('Sin especificación')).toBeInTheDocument();
  });

  test('while sending, the confirmation cannot be canceled and says why', async () => {
    const { actor } = renderWizard({ savePending: true });
    await fillStep1();
    act(() => {
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'EDIT_POSITION', values: { startDate: '15/Dic/2026' } });
    });
    await screen.findByRole('heading', { name: 'Datos de posición contractual' });
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    const confirm = screen.getByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Finalizar' }));
    const cancel = within(confirm).getByRole('button', { name: 'Cancelar' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription('Enviando la solicitud: espere a que termine.');
  });

  test('a failed submission keeps the values and shows the error flag', async () => {
    const { actor } = renderWizard({ saveFails: true });
    await fillStep1();
    act(() => {
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'EDIT_POSITION', values: { startDate: '15/Dic/2026' } });
    });
    await screen.findByRole('heading', { name: 'Datos de posición contractual' });
    for (let step = 0; step < 4; step += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Finalizar' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Error al enviar la solicitud. Intente nuevamente.')).toBeInTheDocument();
    expect(screen.getByText('María José')).toBeInTheDocument();
    expect(screen.getByText('hoja-de-vida.pdf')).toBeInTheDocument();
  });

  test('with assignments, small screens (600 px or less) get the floating round add button instead', async () => {
    for (const [width, floating] of [
      [1024, false],
      [480, true],
    ] as const) {
      windowWidth(width);
      const { actor } = renderWizard();
      await fillStep1();
      act(() => {
        actor.send({ type: 'NEXT' });
        actor.send({ type: 'EDIT_POSITION', values: { startDate: '15/Dic/2026' } });
        actor.send({ type: 'NEXT' });
        actor.send({ type: 'NEXT' });
        actor.send({ type: 'OPEN_ASSIGNMENT' });
        actor.send({ type: 'EDIT_ASSIGNMENT', draft: { value: '100000' } });
        actor.send({ type: 'ADD_ASSIGNMENT' });
      });
      const add = screen.getByRole('button', { name: 'Agregar asignación' });
      // The kit's floating button is round and icon-only: its name comes from aria-label.
      expect(add.hasAttribute('aria-label')).toBe(floating);
      expect(add.textContent?.includes('Agregar asignación')).toBe(!floating);
      cleanup();
    }
  });
});
