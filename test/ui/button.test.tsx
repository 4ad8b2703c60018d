import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@ui/button';
import axe from 'axe-core';
import { describe, expect, test, vi } from 'vitest';

/** axe's violations in the document (contrast needs layout, which jsdom lacks). */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target)}`);
}

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

  test('a pending button that leaves the page leaves no unnamed announcement behind (axe)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <main>
        <Button onPress={() => {}}>Enviar</Button>
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    rerender(
      <main>
        <Button loading onPress={() => {}}>
          Enviar
        </Button>
      </main>,
    );
    // Focused and pending: React Aria announces the button by its name (an image named by the button).
    const announcement = document.querySelector('[data-live-announcer] [role="img"]');
    expect(announcement).not.toBeNull();
    expect(await violations()).toEqual([]);
    // The button leaves (its form is replaced by the result): the announcement naming it goes with it.
    rerender(
      <main>
        <p>Enviado</p>
      </main>,
    );
    expect(announcement?.isConnected).toBe(false);
    expect(await violations()).toEqual([]);
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

describe('the pending announcement of a button that left', () => {
  test('is removed from the page it was on even after the global document is gone (a test environment torn down)', async () => {
    const { forgetPendingAnnouncements } = await import('@ui/button/pending-announcement');
    const page = document;
    forgetPendingAnnouncements('gone-button');
    const global = Object.getOwnPropertyDescriptor(globalThis, 'document');
    Object.defineProperty(globalThis, 'document', { value: undefined, configurable: true });
    try {
      const announcer = page.createElement('div');
      announcer.setAttribute('data-live-announcer', 'true');
      const node = page.createElement('div');
      node.setAttribute('role', 'img');
      node.setAttribute('aria-labelledby', 'gone-button');
      announcer.append(node);
      page.body.append(announcer);
      // The observer runs as a microtask after the mutation.
      await Promise.resolve();
    } finally {
      if (global) Object.defineProperty(globalThis, 'document', global);
    }
    expect(page.querySelector('[aria-labelledby="gone-button"]')).toBeNull();
  });
});
