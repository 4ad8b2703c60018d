import { CertificationsPage } from '@src/features/certifications/certifications-page';
import { withPortalRoot } from '@test/support/portal-root';
import { certification, flush, startList } from '@test/support/request-fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';

withPortalRoot();

type List = ReturnType<typeof startList>;

function Page({ list }: { list: List }) {
  return <CertificationsPage listRef={list.actor} />;
}

const certifications = (requests = [certification], useCases?: string[]) =>
  startList(requests, {
    area: 'certifications',
    requestTypes: ['Certification'],
    ...(useCases ? { useCases } : {}),
  });

describe('/certifications', { timeout: 20_000 }, () => {
  test('the page template has its back arrow beside the title (SPEC §2)', async () => {
    const onBack = vi.fn();
    render(<CertificationsPage listRef={certifications().actor} onBack={onBack} />);
    await act(flush);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Regresar' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  test('lists the certifications in process by number, type, date and status', async () => {
    const list = certifications();
    render(<Page list={list} />);
    await act(flush);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Consulta de certificaciones en trámite' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Certificaciones en trámite' });
    for (const header of ['Número', 'Tipo', 'Fecha', 'Estado', 'Detalles', 'Eliminar']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByRole('cell', { name: '2026-0009' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'certificado de servidor' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '05/Nov/2026' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Generación de la certificación' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar solicitud' }));
    expect(list.effects.goToCertificationWizard).toHaveBeenCalledTimes(1);
  });

  test('shows the details and discards a certification', async () => {
    const list = certifications();
    render(<Page list={list} />);
    await act(flush);
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalles de la solicitud 2026-0009' }));
    const details = await screen.findByRole('dialog', { name: 'Solicitud 2026-0009' });
    expect(details).toHaveTextContent('Banco Popular');
    await userEvent.click(within(details).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la solicitud 2026-0009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar solicitud' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Justificación/ }), 'Ya no la necesita');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await act(flush);
    expect(screen.getByText('No tiene solicitudes en trámite.')).toBeInTheDocument();
  });

  test('a failed discard keeps the certification, and the dialog with the justification typed', async () => {
    const list = startList(
      [certification],
      { area: 'certifications', requestTypes: ['Certification'] },
      async () => {
        throw new Error('500');
      },
    );
    render(<Page list={list} />);
    await act(flush);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la solicitud 2026-0009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar solicitud' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Justificación/ }), 'Motivo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await act(flush);
    expect(list.effects.notify).toHaveBeenCalledWith({
      appearance: 'danger',
      title: 'Error',
      description: 'No se pudo eliminar la solicitud',
    });
    expect(within(dialog).getByRole('textbox', { name: /Justificación/ })).toHaveValue('Motivo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await act(flush);
    expect(screen.queryByRole('dialog', { name: 'Descartar solicitud' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2026-0009' })).toBeInTheDocument();
  });

  test('without the use cases the controls explain why they are disabled', async () => {
    render(<Page list={certifications([certification], [])} />);
    await act(flush);
    expect(screen.getByRole('button', { name: 'Agregar solicitud' })).toHaveAccessibleDescription(
      'No tiene privilegios para solicitar certificaciones.',
    );
    expect(
      screen.getByRole('button', { name: 'Ver detalles de la solicitud 2026-0009' }),
    ).toHaveAccessibleDescription('No tienes privilegios para ver detalles.');
    expect(
      screen.getByRole('button', { name: 'Eliminar la solicitud 2026-0009' }),
    ).toHaveAccessibleDescription('No tienes privilegios para eliminar este registro.');
  });
});
