// The 'Acciones' menu button the menu tests open (popup-list.test.tsx, selection-and-menu.test.tsx).
import { render, screen } from '@testing-library/react';
import { Menu } from '@ui/menu';
import type { MenuAction } from '@ui/menu/menu';
import { vi } from 'vitest';

/** Renders a button-triggered 'Acciones' menu of `items`; returns its trigger and the onAction spy. */
export function renderActionsMenu(items: MenuAction[]) {
  const onAction = vi.fn();
  render(<Menu label="Acciones" trigger="button" items={items} onAction={onAction} />);
  return { onAction, trigger: screen.getByRole('button', { name: 'Acciones' }) };
}
