import { RequestWizardPage } from '@src/views/requests/request-wizard-page';
import { withPortalRoot } from '@test/support/portal-root';
import { flush, oldContract, recentContract, startWizard } from '@test/support/request-fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';

withPortalRoot();

const next = () => userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

/** Fills the enjoyment step: 5 days from 01/Dic/2026. */
async function enjoyFiveDaysFromFirstOfDecember() {
  await userEvent.type(screen.getByRole('textbox', { name: /Días a disfrutar/ }), '5');
  await userEvent.type(screen.getByRole('textbox', { name: /Fecha de inicio del disfrute/ }), '01/Dic/2026');
}

describe('request wizard page', { timeout: 20_000 }, () => {
  test('step 1 lists the missing seniority of a recent contract and the obligations notice', async () => {
    const wizard = startWizard({ contracts: [recentContract] });
    render(<RequestWizardPage actorRef={wizard.actor} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Solicitud de disfrute de vacaciones' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Antigüedad mínima de 90 días')).toBeInTheDocument();
    expect(screen.getByText('El contrato CT-0002 tiene menos de 90 días de antigüedad.')).toBeInTheDocument();
    expect(screen.getByText('Estar al día con sus obligaciones')).toBeInTheDocument();
  });

  test('step 1 shows the requirement cards or says there is no restriction, never both', async () => {
    for (const kind of ['enjoyment', 'certification'] as const) {
      const wizard = startWizard({ kind });
      const view = render(<RequestWizardPage actorRef={wizard.actor} />);
      // The obligations card is always there (a placeholder requirement, SPEC §7): no 'no restriction'.
      expect(screen.getByText('Estar al día con sus obligaciones')).toBeInTheDocument();
      expect(screen.queryByText(/no presenta restricción/)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  test('the summary of step 1 lists the same requirements step 1 showed', async () => {
    const wizard = startWizard({ contracts: [recentContract] });
    render(<RequestWizardPage actorRef={wizard.actor} />);
    await next();
    await enjoyFiveDaysFromFirstOfDecember();
    await next();
    const requirements = screen.getByRole('region', { name: 'Requisitos no cumplidos' });
    expect(requirements).toHaveTextContent('El contrato CT-0002 tiene menos de 90 días de antigüedad.');
    expect(requirements).toHaveTextContent('Estar al día con sus obligaciones');
    expect(requirements).not.toHaveTextContent(/no presenta restricción/);
  });

  test('the enjoyment form blocks moving on while invalid and shows the messages of changed fields', async () => {
    const wizard = startWizard();
    render(<RequestWizardPage actorRef={wizard.actor} />);
    await next();
    expect(screen.queryByRole('button', { name: /Contrato/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Días a disfrutar/ }), '40');
    expect(screen.getByText('Debe ser un número entre 1 y 15')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Días a disfrutar/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Días a disfrutar/ }), '5');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Fecha de inicio del disfrute/ }),
      '21/Nov/2026',
    );
    expect(screen.getByText('La fecha no puede ser anterior o igual al día actual')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Fecha de inicio del disfrute/ }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Fecha de inicio del disfrute/ }),
      '01/Dic/2026',
    );
    const observations = screen.getByRole('textbox', { name: /Observaciones/ });
    await userEvent.click(observations);
    // What was typed past the schema's 120 is kept: the counter turns red with the text area's message.
    await userEvent.paste('a'.repeat(130));
    expect(observations).toHaveValue('a'.repeat(130));
    expect(screen.getByText('130/120')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('El número de caracteres es demasiado largo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    // The input itself stops at 1000 characters (SPEC §9).
    expect(observations).toHaveAttribute('maxlength', '1000');
    await userEvent.clear(observations);
    await userEvent.paste('a'.repeat(120));
    expect(screen.getByText('120/120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    await next();
    expect(screen.getByRole('heading', { name: 'Verificación de la solicitud' })).toBeInTheDocument();
    expect(screen.getByText('01/Dic/2026')).toBeInTheDocument();
  });

  test("without a request number in the answer the success modal says 'XXXXXX'", async () => {
    const wizard = startWizard({}, async () => ({
      humanResourceRequestId: 'R-43',
      humanResourceRequestNumber: '',
    }));
    render(<RequestWizardPage actorRef={wizard.actor} />);
    await next();
    await enjoyFiveDaysFromFirstOfDecember();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Enviar solicitud' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar' }));
    await act(flush);
    const sent = await screen.findByRole('dialog', { name: 'Solicitud enviada' });
    expect(sent).toHaveTextContent('Número de solicitud: XXXXXX');
  });

  test('with several contracts the selector is shown', async () => {
    const wizard = startWizard({ kind: 'payment', contracts: [oldContract, recentContract] });
    render(<RequestWizardPage actorRef={wizard.actor} />);
    await next();
    await userEvent.click(screen.getByRole('button', { name: /Contrato/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'CT-0002 · Servicios del Valle S.A.S.' }),
    );
    expect(wizard.actor.getSnapshot().context.values.contract).toBe('C-2');
    expect(screen.getByRole('textbox', { name: /Días a pagar/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Días a disfrutar/ })).not.toBeInTheDocument();
  });

  test('sends after confirming and shows the request number, then back to the list', async () => {
    const wizard = startWizard();
    render(<RequestWizardPage actorRef={wizard.actor} />);
    await next();
    await enjoyFiveDaysFromFirstOfDecember();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Regresar a este paso: Información general' }));
    expect(screen.getByRole('textbox', { name: /Días a disfrutar/ })).toHaveValue('5');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Enviar solicitud' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar' }));
    await act(flush);
    const sent = await screen.findByRole('dialog', { name: 'Solicitud enviada' });
    expect(sent).toHaveTextContent('Número de solicitud: 2026-0042');
    expect(wizard.sent[0]?.request.requesterName).toBe('Ana Administradora');
    await userEvent.click(within(sent).getByRole('button', { name: 'Entendido' }));
    expect(wizard.effects.goToListWithSuccess).toHaveBeenCalledWith({ kind: 'enjoyment' });
  });

  test('while sending, the confirmation cannot be canceled or closed and says why', async () => {
    let answer: (value: { humanResourceRequestId: string; humanResourceRequestNumber: string }) => void =
      () => undefined;
    const wizard = startWizard({}, () => new Promise((resolve) => (answer = resolve)));
    render(<RequestWizardPage actorRef={wizard.actor} />);
    await next();
    await enjoyFiveDaysFromFirstOfDecember();
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Enviar solicitud' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar' }));
    const cancel = within(confirm).getByRole('button', { name: 'Cancelar' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription('Enviando la solicitud: espere a que termine.');
    // Enviar is in the kit button's pending state: focus kept, not pressable.
    const send = within(confirm).getByRole('button', { name: 'Enviar' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAttribute('data-pending', 'true');
    expect(within(confirm).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await act(async () =>
      answer({ humanResourceRequestId: 'R-42', humanResourceRequestNumber: '2026-0042' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Solicitud enviada' })).toBeInTheDocument();
  });

  test('certification observations: the counter, the rule and the message agree on 120', async () => {
    const wizard = startWizard({ kind: 'certification' });
    render(<RequestWizardPage actorRef={wizard.actor} />);
    await next();
    await userEvent.click(screen.getByRole('button', { name: /Tipo de certificación/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'certificado de servidor' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Destinatario/ }), 'Banco Popular');
    const observations = screen.getByRole('textbox', { name: /Observaciones/ });
    await userEvent.click(observations);
    await userEvent.paste('a'.repeat(121));
    expect(screen.getByText('121/120')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('El número de caracteres es demasiado largo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.clear(observations);
    expect(screen.getByText('Este campo no puede estar vacío')).toBeInTheDocument();
    await userEvent.paste('a'.repeat(120));
    expect(screen.queryByText('El número de caracteres es demasiado largo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });

  test('a failed submission shows the error flag and keeps the values', async () => {
    const wizard = startWizard({ kind: 'certification' }, async () => {
      throw new Error('500');
    });
    render(<RequestWizardPage actorRef={wizard.actor} />);
    await next();
    await userEvent.click(screen.getByRole('button', { name: /Tipo de certificación/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'certificado de servidor' }));
    const addressee = screen.getByRole('textbox', { name: /Destinatario/ });
    expect(addressee).toHaveAttribute('maxlength', '60');
    await userEvent.type(addressee, 'Banco Popular');
    await userEvent.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Crédito de vivienda');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }),
    );
    await act(flush);
    expect(
      await screen.findByText(
        'Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Banco Popular')).toBeInTheDocument();
    expect(screen.getByText('Crédito de vivienda')).toBeInTheDocument();
  });

  test('without the use case the send button explains why it is disabled', async () => {
    const wizard = startWizard({ useCases: [] });
    render(<RequestWizardPage actorRef={wizard.actor} />);
    await next();
    await enjoyFiveDaysFromFirstOfDecember();
    await next();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(
      screen.getByText('No tiene privilegios para solicitar disfrute de vacaciones.'),
    ).toBeInTheDocument();
  });
});
