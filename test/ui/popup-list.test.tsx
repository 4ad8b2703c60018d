// The kit's own listbox and menu (src-ui/popup-list: React Aria's collections left the bundle):
// the keyboard of the select and the menu as React Aria's gave it.
import { withPortalRoot } from '@test/support/portal-root';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@ui/button';
import { MenuPopup } from '@ui/menu/menu-popup';
import { movedIndex, startIndex } from '@ui/popup-list/list-keys';
import { Select, type SelectOption } from '@ui/select';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { renderActionsMenu } from './actions-menu';

withPortalRoot();

const options: SelectOption[] = [
  { id: 'fijo', label: 'Término fijo', value: 'FixedTermContract' },
  { id: 'obra', label: 'Por obra o labor', value: 'ByWorkOrLabor' },
  { id: 'aprendiz', label: 'Aprendiz', value: 'Apprentice' },
];

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Select label="Tipo de contrato" options={options} value={value} onChange={setValue} clearable />;
}

describe('the list keys', () => {
  test('skip disabled entries, stop at the ends unless the list wraps, and start on the chosen entry', () => {
    const disabled = [false, true, false, false];
    expect(movedIndex('ArrowDown', 0, disabled)).toBe(2);
    expect(movedIndex('ArrowDown', 3, disabled)).toBe(3);
    expect(movedIndex('ArrowDown', 3, disabled, { wrap: true })).toBe(0);
    expect(movedIndex('ArrowUp', 0, disabled, { wrap: true })).toBe(3);
    expect(movedIndex('End', 0, disabled)).toBe(3);
    expect(movedIndex('Home', 3, [true, false])).toBe(1);
    expect(movedIndex('ArrowRight', 0, disabled, { forward: 'ArrowRight', back: 'ArrowLeft' })).toBe(2);
    expect(movedIndex('a', 0, disabled)).toBeUndefined();
    expect(startIndex(disabled, 2, 'first')).toBe(2);
    expect(startIndex(disabled, -1, 'first')).toBe(0);
    expect(startIndex(disabled, -1, 'last')).toBe(3);
  });
});

describe('the select’s listbox', () => {
  test('opens on ArrowDown at the chosen option, moves with the keys and a typed letter, chooses with Enter', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="obra" />);
    const trigger = screen.getByRole('button', { name: /Tipo de contrato/ });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Por obra o labor' })).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Por obra o labor' })).toHaveAttribute('aria-selected', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Aprendiz' })).toHaveFocus();
    await user.keyboard('t');
    expect(screen.getByRole('option', { name: 'Término fijo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveAccessibleName(/Término fijo/);
  });

  test('Escape closes the list without choosing and gives the focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="obra" />);
    const trigger = screen.getByRole('button', { name: /Tipo de contrato/ });
    await user.click(trigger);
    expect(await screen.findByRole('listbox', { name: 'Tipo de contrato' })).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAccessibleName(/Por obra o labor/);
  });
});

describe('the menu', () => {
  test('ArrowUp opens it on the last item; the keys go round, skip a disabled item, and Enter runs one', async () => {
    const user = userEvent.setup();
    const { onAction, trigger } = renderActionsMenu([
      { id: 'renew', label: 'Renovar' },
      { id: 'terminate', label: 'Terminar', disabled: true },
      { id: 'modify', label: 'Modificar' },
    ]);
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menuitem', { name: 'Modificar' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Renovar' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Modificar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('modify');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  test('Enter on a link item follows its link (no onNavigate), and the menu closes', async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    // jsdom does not navigate: the anchor's click (what a browser follows) is recorded instead.
    const record = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (link) followed.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      render(
        <MenuPopup
          label="Más"
          trigger={<Button>Más</Button>}
          entries={[
            { id: '/inicio', text: 'Inicio', href: '/inicio' },
            { id: '/empleados', text: 'Empleados', href: '/empleados' },
          ]}
          onChoose={() => {}}
          renderEntry={(entry) => entry.text}
        />,
      );
      screen.getByRole('button', { name: 'Más' }).focus();
      await user.keyboard('{ArrowDown}');
      expect(await screen.findByRole('menuitem', { name: 'Inicio' })).toHaveFocus();
      await user.keyboard('{ArrowDown}{Enter}');
      expect(followed).toEqual(['/empleados']);
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Más' })).toHaveFocus());
    } finally {
      document.removeEventListener('click', record);
    }
  });
});
