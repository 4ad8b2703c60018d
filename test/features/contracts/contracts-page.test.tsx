import type { HumanResourceRequest } from '@src/domain/entities';
import { ContractsPage } from '@src/features/contracts/contracts-page';
import {
  contractUseCases,
  endingContract,
  expiredContract,
  linkingRequest,
  startContractHistory,
  validContract,
} from '@test/support/contracts-fixture';
import { ensurePortalRoot, withPortalRoot } from '@test/support/portal-root';
import { flush } from '@test/support/request-fixtures';
import { windowWidth } from '@test/support/window-width';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';

withPortalRoot();
afterEach(() => vi.unstubAllGlobals());

async function renderPage(started: ReturnType<typeof startContractHistory>) {
  render(<ContractsPage history={{ state: 'loaded', value: started.actor }} />);
  await act(flush);
  return started;
}

const cardsOf = () =>
  within(screen.getByRole('list', { name: 'Contratos del empleado' })).getAllByRole('article');

describe('/contracts', { timeout: 20_000 }, () => {
  test('the title and the cards newest first, each with its status, dates, position, salary, type, framework, company', async () => {
    await renderPage(startContractHistory());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Consulta histórica de contratos' }),
    ).toBeInTheDocument();
    const cards = cardsOf();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Contrato AND-2022-00013',
      'Contrato AND-2018-00012',
      'Contrato AND-2016-00011',
    ]);
    const [valid, expired, ending] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(valid).toHaveTextContent('Vigente');
    expect(valid).toHaveTextContent('Desde01/Oct/2022');
    expect(valid).toHaveTextContent('HastaIndefinido');
    expect(valid).toHaveTextContent('último cargoProfesional de gestión humana');
    expect(valid.textContent?.replace(/\s/g, ' ')).toContain('último salario$ 4.850.000');
    expect(valid).toHaveTextContent('tipo de contratoTrabajo permanente');
    expect(valid).toHaveTextContent('marco normativoCódigo Sustantivo del Trabajo');
    expect(valid).toHaveTextContent('empresaERM Andina S.A.S.');
    expect(expired).toHaveTextContent('Terminado');
    expect(expired).toHaveTextContent('Hasta30/Sep/2022');
    expect(ending).toHaveTextContent('último cargoNo aplica');
    expect(ending).toHaveTextContent('último salarioNo aplica');
    expect(
      within(valid).getByRole('button', { name: 'Más detalles del contrato AND-2022-00013' }),
    ).toHaveTextContent('Más detalles');
  });

  test("'Más detalles' of a valid contract: workplace, formalization, schedule, salary profile, no retirement", async () => {
    await renderPage(startContractHistory());
    await userEvent.click(screen.getByRole('button', { name: 'Más detalles del contrato AND-2022-00013' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del contrato AND-2022-00013' });
    // 'Sitio de trabajo' is the contract's branch office; the job modality beside it (docs/decisions/0017).
    expect(dialog).toHaveTextContent('Sitio de trabajoSede Bogotá');
    expect(dialog).toHaveTextContent('Modalidad de trabajoTrabajo híbrido');
    expect(dialog).toHaveTextContent('Fecha de formalización28/Sep/2022');
    expect(dialog).toHaveTextContent('Jornada laboralTiempo completo');
    expect(dialog).toHaveTextContent('Perfil salarialSalario básico');
    expect(dialog).not.toHaveTextContent('Fecha de retiro');
    expect(dialog).not.toHaveTextContent('Fecha de finalización');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("'Más detalles' of a contract in the process of ending adds its retirement date and reason", async () => {
    await renderPage(startContractHistory());
    await userEvent.click(screen.getByRole('button', { name: 'Más detalles del contrato AND-2016-00011' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del contrato AND-2016-00011' });
    expect(dialog).toHaveTextContent('Fecha de retiro30/Nov/2018');
    expect(dialog).toHaveTextContent('Motivo de retiroEn proceso de finalización');
    expect(dialog).toHaveTextContent('Perfil salarialSin información');
  });

  test("a valid fixed-term contract: its card says 'Indefinido' (SPEC §4), its details the real deadline", async () => {
    const fixedTerm = { ...validContract, contractType: 'FixedTermContract', deadline: '2027-03-31' };
    await renderPage(startContractHistory({ contracts: [fixedTerm] }));
    expect(cardsOf()[0]).toHaveTextContent('HastaIndefinido');
    await userEvent.click(screen.getByRole('button', { name: 'Más detalles del contrato AND-2022-00013' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del contrato AND-2022-00013' });
    expect(dialog).toHaveTextContent('Fecha de finalización31/Mar/2027');
  });

  test('without CheckContractDetails, Más detalles is disabled with its reason', async () => {
    await renderPage(startContractHistory({ useCases: ['TerminateContract'] }));
    const details = screen.getByRole('button', { name: 'Más detalles del contrato AND-2022-00013' });
    expect(details).toBeDisabled();
    expect(details).toHaveAccessibleDescription('No tiene privilegios para ver los detalles del contrato.');
  });

  test('read-only: every action disabled with its reason', async () => {
    await renderPage(startContractHistory({ useCases: ['CheckContractDetails'] }));
    const reasons = {
      Terminar: 'No tiene privilegios para terminar contratos.',
      Renovar: 'No tiene privilegios para renovar contratos.',
      Modificar: 'No tiene privilegios para modificar contratos.',
      'Agregar vinculación': 'No tiene privilegios para vincular empleados.',
    };
    for (const [name, reason] of Object.entries(reasons)) {
      const button = screen.getByRole('button', { name });
      expect(button, name).toBeDisabled();
      expect(button, name).toHaveAccessibleDescription(reason);
    }
  });

  test('with every use case, the contract rules explain what does not apply', async () => {
    await renderPage(startContractHistory({ contracts: [validContract] }));
    expect(screen.getByRole('button', { name: 'Terminar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Renovar' })).toHaveAccessibleDescription(
      'No hay contrato a término fijo.',
    );
    expect(screen.getByRole('button', { name: 'Modificar' })).toBeEnabled();
  });

  test('no valid contract: the banner says so, or that a linking request is in progress', async () => {
    const started = await renderPage(
      startContractHistory({ contracts: [expiredContract, endingContract] }, { linking: [linkingRequest] }),
    );
    expect(started.fetches).toEqual([{ employeeId: '100001' }]);
    expect(
      screen.getByText('Hay una solicitud de vinculación en trámite para este empleado.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminar' })).toHaveAccessibleDescription(
      'No hay contrato vigente para terminar.',
    );
    document.body.innerHTML = '';
    ensurePortalRoot();
    await renderPage(startContractHistory({ contracts: [expiredContract] }, { linking: [] }));
    expect(screen.getByText('El empleado no tiene un contrato vigente.')).toBeInTheDocument();
  });

  test("no contracts: 'No hay contratos disponibles para este empleado.'; a failed or running load never looks empty", async () => {
    await renderPage(startContractHistory({ contracts: [] }));
    expect(screen.getByText('No hay contratos disponibles para este empleado.')).toBeInTheDocument();
    document.body.innerHTML = '';
    ensurePortalRoot();
    const onRetry = vi.fn();
    const { rerender } = render(<ContractsPage history={{ state: 'loading' }} onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando contratos');
    expect(screen.queryByText('No hay contratos disponibles para este empleado.')).not.toBeInTheDocument();
    rerender(
      <ContractsPage
        history={{ state: 'failed', message: 'Error al obtener el empleado 100001' }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error al obtener el empleado 100001');
    expect(screen.queryByText('No hay contratos disponibles para este empleado.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('a failed call 10 says what is not known, with Reintentar, never «no valid contract»', async () => {
    let linking: HumanResourceRequest[] | Error = new Error('500');
    const started = await renderPage(
      startContractHistory({ contracts: [expiredContract] }, { linking: () => linking }),
    );
    expect(
      screen.getByText(
        'El empleado no tiene un contrato vigente, y no se pudo consultar si tiene una solicitud de vinculación en trámite.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('El empleado no tiene un contrato vigente.')).not.toBeInTheDocument();
    linking = [linkingRequest];
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await act(flush);
    expect(started.fetches).toHaveLength(2);
    expect(
      screen.getByText('Hay una solicitud de vinculación en trámite para este empleado.'),
    ).toBeInTheDocument();
  });

  test('terminate: the single valid contract, the retirement date and reason, confirmed, recorded, the flag', async () => {
    let answer: (saved: { humanResourceRequestId: string; humanResourceRequestNumber: string }) => void =
      () => {};
    const started = await renderPage(
      startContractHistory(
        {},
        {
          save: () =>
            new Promise((resolve) => {
              answer = resolve;
            }),
        },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    const selection = await screen.findByRole('dialog', { name: 'Terminar contrato' });
    expect(within(selection).queryByRole('radio')).not.toBeInTheDocument();
    expect(selection).toHaveTextContent('AND-2022-00013 · ERM Andina S.A.S.');
    await userEvent.click(within(selection).getByRole('button', { name: 'Confirmar' }));
    const decision = await screen.findByRole('dialog', { name: 'Terminar contrato' });
    expect(decision).toHaveTextContent('Indica la fecha y el motivo de retiro del contrato AND-2022-00013.');
    const next = within(decision).getByRole('button', { name: 'Continuar' });
    expect(next).toBeDisabled();
    await userEvent.type(within(decision).getByRole('textbox', { name: /Fecha de retiro/ }), '01/Ene/2020');
    expect(decision).toHaveTextContent('La fecha no puede ser anterior o igual al día actual');
    await userEvent.clear(within(decision).getByRole('textbox', { name: /Fecha de retiro/ }));
    await userEvent.type(within(decision).getByRole('textbox', { name: /Fecha de retiro/ }), '15/Dic/2026');
    await userEvent.type(
      within(decision).getByRole('textbox', { name: /Motivo de retiro/ }),
      'Renuncia voluntaria',
    );
    await userEvent.click(within(decision).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Terminar contrato' });
    expect(confirm).toHaveTextContent(
      '¿Realmente deseas solicitar la terminación del contrato AND-2022-00013?',
    );
    expect(confirm).toHaveTextContent('Fecha de retiro15/Dic/2026');
    expect(confirm).toHaveTextContent('Motivo de retiroRenuncia voluntaria');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar' }));
    await act(flush);
    expect(started.saves).toHaveLength(1);
    expect(started.saves[0]?.request.humanResourceRequestData).toMatchObject({
      retirementDate: '2026-12-15',
      retirementReason: 'Renuncia voluntaria',
    });
    // While call 11 runs: Enviar shows it, Cancelar is off with its reason, Escape closes nothing.
    const running = screen.getByRole('alertdialog', { name: 'Terminar contrato' });
    const cancel = within(running).getByRole('button', { name: 'Cancelar' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription('Enviando la solicitud: espere a que termine.');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Terminar contrato' })).toBeInTheDocument();
    await act(async () => {
      answer({ humanResourceRequestId: 'R-90', humanResourceRequestNumber: '200090' });
      await flush();
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      screen.getByText('La solicitud de terminación del contrato fue enviada exitosamente.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Contrato AND-2022-00013 · Número de solicitud: 200090')).toBeInTheDocument();
  });

  test('renew: two contracts qualify, so a selection is required before Confirmar', async () => {
    await renderPage(startContractHistory());
    await userEvent.click(screen.getByRole('button', { name: 'Renovar' }));
    const selection = await screen.findByRole('dialog', { name: 'Renovar contrato' });
    expect(within(selection).getAllByRole('radio')).toHaveLength(2);
    expect(within(selection).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await userEvent.click(within(selection).getByRole('radio', { name: /AND-2016-00011/ }));
    await userEvent.click(within(selection).getByRole('button', { name: 'Confirmar' }));
    const decision = await screen.findByRole('dialog', { name: 'Renovar contrato' });
    await userEvent.type(
      within(decision).getByRole('textbox', { name: /Nueva fecha de finalización/ }),
      '30/Jun/2027',
    );
    await userEvent.click(within(decision).getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Renovar contrato' });
    expect(confirm).toHaveTextContent('AND-2016-00011');
    expect(confirm).toHaveTextContent('Nueva fecha de finalización30/Jun/2027');
  });

  test('a failed call 11 keeps the confirmation open with the error flag', async () => {
    const started = await renderPage(
      startContractHistory(
        {},
        {
          save: async () => {
            throw new Error('500');
          },
        },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Modificar' }));
    const selection = await screen.findByRole('dialog', { name: 'Modificar contrato' });
    await userEvent.click(within(selection).getByRole('radio', { name: /AND-2022-00013/ }));
    await userEvent.click(within(selection).getByRole('button', { name: 'Confirmar' }));
    const decision = await screen.findByRole('dialog', { name: 'Modificar contrato' });
    await userEvent.type(within(decision).getByRole('textbox', { name: /Nuevo cargo/ }), 'Coordinador');
    await userEvent.click(within(decision).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }),
    );
    await act(flush);
    const confirm = screen.getByRole('alertdialog', { name: 'Modificar contrato' });
    expect(within(confirm).getByRole('alert')).toHaveTextContent(
      'Error al enviar la solicitud. Intente nuevamente.',
    );
    expect(started.saves).toHaveLength(1);
  });

  test("'Agregar vinculación' asks the app to open the onboarding wizard", async () => {
    const started = await renderPage(startContractHistory());
    await userEvent.click(screen.getByRole('button', { name: 'Agregar vinculación' }));
    expect(started.effects.openNewEmployeeTab).toHaveBeenCalledTimes(1);
  });

  describe('up to 1235 px wide', () => {
    test('the actions collapse into a menu, with a floating add button', async () => {
      windowWidth(1235);
      const started = await renderPage(startContractHistory({ contracts: [validContract] }));
      expect(screen.queryByRole('button', { name: 'Terminar' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Acciones' }));
      const menu = await screen.findByRole('menu', { name: 'Acciones' });
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Terminar', 'Renovar' + 'No hay contrato a término fijo.', 'Modificar']);
      const renew = within(menu).getByRole('menuitem', { name: 'Renovar' });
      expect(renew).toHaveAttribute('aria-disabled', 'true');
      expect(renew).toHaveAccessibleDescription('No hay contrato a término fijo.');
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Terminar' }));
      expect(await screen.findByRole('dialog', { name: 'Terminar contrato' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getByRole('button', { name: 'Agregar vinculación' }));
      expect(started.effects.openNewEmployeeTab).toHaveBeenCalledTimes(1);
    });

    test('read-only: the menu items and the floating button say why they are disabled', async () => {
      windowWidth(1024);
      await renderPage(startContractHistory({ useCases: ['CheckContractDetails'] }));
      const add = screen.getByRole('button', { name: 'Agregar vinculación' });
      expect(add).toBeDisabled();
      expect(add).toHaveAccessibleDescription('No tiene privilegios para vincular empleados.');
      await userEvent.click(screen.getByRole('button', { name: 'Acciones' }));
      const menu = await screen.findByRole('menu', { name: 'Acciones' });
      expect(within(menu).getByRole('menuitem', { name: 'Terminar' })).toHaveAccessibleDescription(
        'No tiene privilegios para terminar contratos.',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Modificar' })).toHaveAccessibleDescription(
        'No tiene privilegios para modificar contratos.',
      );
    });

    test('above 1235 px the four buttons show and no floating button', async () => {
      windowWidth(1236);
      await renderPage(startContractHistory({ useCases: contractUseCases }));
      expect(screen.getByRole('button', { name: 'Terminar' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Acciones' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Agregar vinculación' })).toHaveLength(1);
    });
  });
});
