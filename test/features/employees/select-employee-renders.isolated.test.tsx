// Typing in the employee search re-renders the search field and the result list only, never the page
// around them: counted on the page's own 'Continuar' button and on each result button.

import { employeeSearchMachine } from '@machines/employees/employee-search.machine';
import { parseEmployee } from '@src/domain/entities';
import { SelectEmployeePage } from '@src/features/employees/select-employee-page';
import { wholeList } from '@test/support/employee-arrival';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const renders = vi.hoisted(() => ({ buttons: new Map<string, number>() }));
vi.mock('@ui/button', async (importOriginal) => {
  const kit = await importOriginal<typeof import('@ui/button')>();
  function CountedButton(props: ComponentProps<typeof kit.Button>) {
    const name = String(props.children);
    renders.buttons.set(name, (renders.buttons.get(name) ?? 0) + 1);
    return kit.Button(props);
  }
  return { ...kit, Button: CountedButton };
});

const employees = Array.from({ length: 40 }, (_, i) =>
  parseEmployee({
    employeeId: `E${i}`,
    names: i % 2 ? 'José Andrés' : 'María',
    surnames: `Pérez ${i}`,
    identificationDocumentNumber: `10${i}`,
  }),
);

test('typing re-renders only the search field and the list, not the page', async () => {
  const clock = new SimulatedClock();
  const actor = createActor(
    employeeSearchMachine.provide({
      actors: { fetchFirstPage: fromPromise(async () => wholeList(employees)) },
      actions: { selectEmployee: () => undefined, goHome: () => undefined },
    }),
    { clock },
  );
  actor.start();
  render(<SelectEmployeePage actorRef={actor} />);
  const search = await screen.findByRole('searchbox', { name: 'Empleado' });
  const continueRenders = renders.buttons.get('Continuar') ?? 0;
  expect(continueRenders).toBeGreaterThan(0);

  await userEvent.setup().type(search, 'jose');
  expect(search).toHaveValue('jose');
  act(() => clock.increment(600));
  expect(await screen.findAllByRole('button', { name: /José Andrés/ })).toHaveLength(20);

  // Four keystrokes and a result list later, the page's own button has not rendered again.
  expect(renders.buttons.get('Continuar')).toBe(continueRenders);
});
