import { HomePage, type HomePageProps } from '@src/features/home/home-page';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';

const units = [
  { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '' },
  { id: 'MED', name: 'Unidad Medellín', sigla: 'MED', logo: '' },
];
const options = ['vacacionesPortalErm', 'certificacionPortalErm', 'contratoPortalErm', 'otraOpcion'].map(
  (publicCode) => ({ publicCode }),
);

function renderHome(props: Partial<HomePageProps> = {}) {
  const onChangeUnit = vi.fn();
  render(
    <HomePage
      userName="Ana Admin"
      portalOptions={options}
      businessUnits={units}
      selectedUnitId="BOG"
      onChangeUnit={onChangeUnit}
      employeeCard={<p>Tarjeta del empleado</p>}
      {...props}
    />,
  );
  return { onChangeUnit };
}

describe('HomePage (/)', () => {
  test('greets the user by name', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Ana Admin' })).toBeInTheDocument();
  });

  test('shows a card only for the features whose code is in the option list, linking to its section', () => {
    renderHome();
    const features = screen.getByRole('region', { name: 'Funcionalidades' });
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Vacaciones', 'Certificaciones', 'Contratos']);
    expect(within(features).getByRole('link', { name: 'Ir a Vacaciones' })).toHaveAttribute(
      'href',
      '/holidays',
    );
    expect(within(features).getByRole('link', { name: 'Ir a Certificaciones' })).toHaveAttribute(
      'href',
      '/certifications',
    );
    expect(within(features).getByRole('link', { name: 'Ir a Contratos' })).toHaveAttribute(
      'href',
      '/contracts',
    );
  });

  test('every code of SPEC §1 shows its card; features without a section yet show no link', () => {
    renderHome({
      portalOptions: [
        'incapacidadesPortalErm',
        'ausenciasPortalErm',
        'certificacionPortalErm',
        'contratoPortalErm',
        'cargoPortalErm',
        'solTramitePortalErm',
        'vacacionesPortalErm',
      ].map((publicCode) => ({ publicCode })),
    });
    const features = screen.getByRole('region', { name: 'Funcionalidades' });
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(features).getAllByRole('link')).toHaveLength(4);
    expect(within(features).getByRole('link', { name: 'Ir a Solicitudes en trámite' })).toHaveAttribute(
      'href',
      '/requests',
    );
  });

  test('links use the render prop the app passes (its router)', () => {
    renderHome({
      renderLink: ({ href, children, className }) => (
        <a href={`#router${href}`} className={className}>
          {children}
        </a>
      ),
    });
    expect(screen.getByRole('link', { name: 'Ir a Vacaciones' })).toHaveAttribute('href', '#router/holidays');
  });

  test('the employee header card the app renders goes above the features', () => {
    renderHome();
    const card = screen.getByText('Tarjeta del empleado');
    const features = screen.getByRole('region', { name: 'Funcionalidades' });
    expect(card.compareDocumentPosition(features) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('the business-unit switcher shows with more than one unit and reports the chosen unit', async () => {
    const user = userEvent.setup();
    const { onChangeUnit } = renderHome();
    await user.click(screen.getByRole('button', { name: /Unidad de negocio/ }));
    await user.click(screen.getByRole('option', { name: 'Unidad Medellín' }));
    expect(onChangeUnit).toHaveBeenCalledWith('MED');
  });

  test('there is no switcher with a single unit', () => {
    renderHome({ businessUnits: units.slice(0, 1) });
    expect(screen.queryByRole('button', { name: /Unidad de negocio/ })).not.toBeInTheDocument();
  });
});
