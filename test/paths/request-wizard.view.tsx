import type { requestWizardMachine, WizardValues } from '@machines/requests/request-wizard.machine';
import { RequestWizardPage } from '@src/views/requests/request-wizard-page';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { otherWizardContract, wizardContract } from './request-wizard.paths';
import { requestWizardScreen } from './request-wizard.screen';

const click = async (element: HTMLElement) => {
  await userEvent.click(element);
};

async function fill(values: Partial<WizardValues>) {
  const setText = (name: RegExp, value: string | undefined) => {
    const field = screen.queryByRole('textbox', { name });
    if (field && value !== undefined) fireEvent.change(field, { target: { value } });
  };
  const contractPicker = screen.queryByRole('button', { name: /Contrato/ });
  if (contractPicker && values.contract) {
    await click(contractPicker);
    const number = [wizardContract, otherWizardContract].find(
      (contract) => contract.contractId === values.contract,
    )?.contractNumber;
    await click(await screen.findByRole('option', { name: new RegExp(number ?? values.contract) }));
  }
  const typePicker = screen.queryByRole('button', { name: /Tipo de certificación/ });
  if (typePicker && values.certificationType) {
    await click(typePicker);
    await click(await screen.findByRole('option', { name: values.certificationType }));
  }
  setText(/Días a disfrutar/, values.daysOff);
  setText(/Fecha de inicio del disfrute/, values.startDateEnyoment);
  setText(/Días a pagar/, values.daysToPay);
  setText(/Destinatario/, values.addressee);
  setText(/Observaciones/, values.observations);
}

/** The wizard screen: the step shown, its modals and flags, and the hand-over to the list. */
export const requestWizardView: ViewAdapter = {
  screen: requestWizardScreen,
  render: (actor) => {
    ensurePortalRoot();
    render(<RequestWizardPage actorRef={actor as ActorRefFrom<typeof requestWizardMachine>} />);
  },
  act: (work) => act(work),
  perform: {
    CHANGE: (event: EventObject) => fill((event as unknown as { values: Partial<WizardValues> }).values),
    ABANDON: async (_, back) => {
      await click(back);
      await click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, regresar' }),
      );
    },
  },
};
