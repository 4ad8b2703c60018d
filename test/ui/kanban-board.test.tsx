import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KanbanBoard, type KanbanColumn } from '@ui/kanban-board';
import { describe, expect, test } from 'vitest';

const column = (count: number): KanbanColumn => ({
  id: 'a',
  title: 'Columna',
  emptyText: 'Vacía',
  cards: Array.from({ length: count }, (_, index) => ({
    id: `c${index}`,
    content: <p>{`Tarjeta ${index}`}</p>,
  })),
});

describe('KanbanBoard', () => {
  test('shows every card when no page size is given', () => {
    render(<KanbanBoard columns={[column(7)]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('with a page size, shows that many cards and adds as many per press of the more button', async () => {
    render(<KanbanBoard columns={[column(7)]} pageSize={3} />);
    const region = within(screen.getByRole('region', { name: 'Columna' }));
    expect(region.getAllByRole('listitem')).toHaveLength(3);
    expect(region.getByText('7', { exact: true })).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Mostrar más (3 de 7)' }));
    expect(region.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(region.getByRole('button', { name: 'Mostrar más (6 de 7)' }));
    expect(region.getAllByRole('listitem')).toHaveLength(7);
    expect(region.queryByRole('button')).not.toBeInTheDocument();
  });

  test('the more button says what the screen passes', () => {
    render(
      <KanbanBoard
        columns={[column(5)]}
        pageSize={2}
        moreLabel={(shown, total) => `Ver ${shown}/${total}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ver 2/5' })).toBeInTheDocument();
  });
});
