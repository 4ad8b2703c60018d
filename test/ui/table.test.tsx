import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rangeText } from '@ui/paginator/paginator';
import { Table, type TableColumn } from '@ui/table';
import { afterEach, describe, expect, test, vi } from 'vitest';

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: String(i + 1), name: `Solicitud ${i + 1}` }));
const columns: TableColumn<Row>[] = [
  { id: 'id', header: 'Número', cell: (r) => r.id },
  { id: 'name', header: 'Nombre', cell: (r) => r.name },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Table with paginator', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('shows 5 rows a page with the text first - last de total', async () => {
    const user = userEvent.setup();
    render(
      <Table caption="Solicitudes" columns={columns} rows={rows} rowKey={(r) => r.id} emptyText="Vacío" />,
    );
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1 - 5 de 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('6 - 10 de 12')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('Solicitud 6');
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('11 - 12 de 12')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });

  test('names each paginator after its table, so several on one screen are unique landmarks', () => {
    render(
      <>
        <Table caption="Contrato 1" columns={columns} rows={rows} rowKey={(r) => r.id} emptyText="Vacío" />
        <Table caption="Contrato 2" columns={columns} rows={rows} rowKey={(r) => r.id} emptyText="Vacío" />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Paginación: Contrato 1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginación: Contrato 2' })).toBeInTheDocument();
  });

  test('shows every row and no paginator on mobile', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(
      <Table caption="Solicitudes" columns={columns} rows={rows} rowKey={(r) => r.id} emptyText="Vacío" />,
    );
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByRole('navigation', { name: /Paginación/ })).not.toBeInTheDocument();
  });

  test('shows every row when asked by prop', () => {
    render(
      <Table
        caption="Solicitudes"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        emptyText="Vacío"
        showAllRows
      />,
    );
    expect(bodyRows()).toHaveLength(12);
  });

  test('shows its empty text when there are no rows', () => {
    render(
      <Table
        caption="Días"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        emptyText="No tiene solicitudes en trámite."
      />,
    );
    expect(screen.getByText('No tiene solicitudes en trámite.')).toBeInTheDocument();
  });

  test('writes the range text as first - last de total', () => {
    expect(rangeText(1, 5, 23)).toBe('1 - 5 de 23');
    expect(rangeText(5, 5, 23)).toBe('21 - 23 de 23');
    expect(rangeText(1, 5, 0)).toBe('0 - 0 de 0');
  });
});
