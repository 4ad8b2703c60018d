import { withPortalRoot } from '@test/support/portal-root';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddButton } from '@ui/add-button';
import { SelectionModal } from '@ui/selection-modal';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { renderActionsMenu } from './actions-menu';

withPortalRoot();

const options = [
  { id: 'a', label: 'Contrato A', description: 'Desde 01/Ene/2020' },
  { id: 'b', label: 'Contrato B' },
];

function Selection({
  initial = '',
  selector = true,
  onConfirm,
}: {
  initial?: string;
  selector?: boolean;
  onConfirm: (id: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SelectionModal
      isOpen
      title="Terminar contrato"
      label="Contrato"
      description="Selecciona el contrato que deseas terminar."
      options={selector ? options : options.slice(0, 1)}
      value={value}
      onChange={setValue}
      selector={selector}
      onConfirm={() => onConfirm(value)}
      onCancel={() => {}}
    />
  );
}

describe('SelectionModal', () => {
  test("keeps 'Confirmar' disabled, with its reason, until an option is chosen", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Selection onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Terminar contrato' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription('Selecciona una opción.');
    await user.click(within(dialog).getByRole('radio', { name: /Contrato B/ }));
    const enabled = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(enabled).toBeEnabled();
    await user.click(enabled);
    expect(onConfirm).toHaveBeenCalledWith('b');
  });

  test('without a selector shows the choice already made, and confirms it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Selection initial="a" selector={false} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Terminar contrato' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Contrato A');
    expect(dialog).toHaveTextContent('Desde 01/Ene/2020');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith('a');
  });
});

describe('Menu', () => {
  test('writes a disabled item’s reason under its label and does not run it', async () => {
    const user = userEvent.setup();
    const { onAction, trigger } = renderActionsMenu([
      { id: 'renew', label: 'Renovar' },
      {
        id: 'terminate',
        label: 'Terminar',
        disabled: true,
        description: 'No tiene privilegios para terminar contratos.',
      },
    ]);
    await user.click(trigger);
    const item = await screen.findByRole('menuitem', { name: 'Terminar' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAccessibleDescription('No tiene privilegios para terminar contratos.');
    await user.click(item);
    expect(onAction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('menuitem', { name: 'Renovar' }));
    expect(onAction).toHaveBeenCalledWith('renew');
  });
});

describe('AddButton', () => {
  test('explains why it is disabled, as the kit button does', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <AddButton
        label="Agregar vinculación"
        disabled
        disabledReason="No tiene privilegios para vincular empleados."
        onPress={onPress}
      />,
    );
    const button = screen.getByRole('button', { name: 'Agregar vinculación' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('No tiene privilegios para vincular empleados.');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Más información' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'No tiene privilegios para vincular empleados.',
    );
  });
});
