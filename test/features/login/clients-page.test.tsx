import { businessUnitChoiceMachine } from '@machines/session/business-unit-choice.machine';
import type { SelectableClient } from '@src/domain/entities';
import { ClientsPage } from '@src/features/login/clients-page';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';

const unit = (id: string, name: string, logo = `/logos/${id}.svg`): SelectableClient => ({
  id,
  name,
  sigla: id,
  logo,
});
const three = [unit('BOG', 'Unidad Bogotá'), unit('MED', 'Unidad Medellín'), unit('CAL', 'Unidad Cali', '')];

function renderPage(units: SelectableClient[]) {
  const navigation = { selectUnit: vi.fn(), goToLoadingApp: vi.fn() };
  const actor = createActor(
    businessUnitChoiceMachine.provide({
      actions: {
        selectUnit: (_, params) => navigation.selectUnit(params),
        goToLoadingApp: () => navigation.goToLoadingApp(),
      },
    }),
    { input: { units } },
  );
  actor.start();
  const view = render(<ClientsPage actorRef={actor} />);
  return { actor, navigation, view };
}

describe('ClientsPage (login/{user_id}/clients)', () => {
  test('shows the title, the subtitle and one radio per unit with its logo', () => {
    const { view } = renderPage(three);
    expect(screen.getByRole('heading', { level: 1, name: 'Unidades de negocio' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', {
      name: 'Selecciona la unidad de negocio con la que vas a trabajar hoy',
    });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Unidad Bogotá',
      'Unidad Medellín',
      'Unidad Cali',
    ]);
    // Logos are decorative next to the unit's name; a unit without a logo shows none.
    const logos = view.container.querySelectorAll('img');
    expect(logos).toHaveLength(2);
    for (const logo of logos) expect(logo).toHaveAttribute('alt', '');
  });

  test("'Continuar' stays disabled until a unit is chosen", async () => {
    const user = userEvent.setup();
    renderPage(three);
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    expect(continuar).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Unidad Medellín' }));
    expect(screen.getByRole('radio', { name: 'Unidad Medellín' })).toBeChecked();
    expect(continuar).toBeEnabled();
  });

  test('choosing with the keyboard and pressing Continuar selects the unit and goes to loading', async () => {
    const user = userEvent.setup();
    const { navigation } = renderPage(three);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Unidad Bogotá' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Unidad Medellín' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigation.selectUnit).toHaveBeenCalledWith({ unit: three[1] });
    expect(navigation.goToLoadingApp).toHaveBeenCalledOnce();
  });

  test('the list is marked to scroll above five units only', () => {
    const five = ['A', 'B', 'C', 'D', 'E'].map((id) => unit(id, `Unidad ${id}`));
    const first = renderPage(five);
    expect(first.view.container.querySelector('[data-scrolls]')).toHaveAttribute('data-scrolls', 'false');
    first.view.unmount();
    const second = renderPage([...five, unit('F', 'Unidad F')]);
    expect(second.view.container.querySelector('[data-scrolls]')).toHaveAttribute('data-scrolls', 'true');
  });

  test("with no units it says 'No hay unidades de negocio disponibles'", () => {
    renderPage([]);
    expect(screen.getByText('No hay unidades de negocio disponibles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  test('the page follows the machine when the choice comes from elsewhere', () => {
    const { actor } = renderPage(three);
    act(() => actor.send({ type: 'CHOOSE', unitId: 'CAL' }));
    expect(screen.getByRole('radio', { name: 'Unidad Cali' })).toBeChecked();
  });
});
