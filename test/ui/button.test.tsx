import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@ui/button';
import { describe, expect, test, vi } from 'vitest';

describe('Button', () => {
  test('calls onPress when pressed', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Continuar</Button>);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  test('cannot be pressed while loading, and shows it is busy', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button loading onPress={onPress}>
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Enviar/ });
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  test('cannot be pressed while disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button disabled onPress={onPress}>
        Continuar
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  test('explains why it is disabled through an info icon reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Button disabled disabledReason="No tiene privilegios para terminar contratos.">
        Terminar
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Terminar' })).toHaveAccessibleDescription(
      'No tiene privilegios para terminar contratos.',
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Más información' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'No tiene privilegios para terminar contratos.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('shows no reason while enabled', () => {
    render(<Button disabledReason="No tiene privilegios para terminar contratos.">Terminar</Button>);
    expect(screen.queryByRole('button', { name: 'Más información' })).not.toBeInTheDocument();
  });
});
