import type {
  ContractHistoryContext,
  contractHistoryMachine,
} from '@machines/contracts/contract-history.machine';
import { ContractsPage } from '@src/features/contracts/contracts-page';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';
import { contractHistoryScreen, numberOf } from './contract-history.screen';

type HistoryRef = ActorRefFrom<typeof contractHistoryMachine>;

const contextOf = (check: ScreenCheck) => check.snapshot.context as ContractHistoryContext;

const linking = 'Hay una solicitud de vinculación en trámite para este empleado.';
const noValid = 'El empleado no tiene un contrato vigente.';
const unknown =
  'El empleado no tiene un contrato vigente, y no se pudo consultar si tiene una solicitud de vinculación en trámite.';

/** The contracts page for a running contract history: banner, cards, flag, details and actions. */
export const contractHistoryView: ViewAdapter = {
  screen: contractHistoryScreen,
  render: (actor) => {
    ensurePortalRoot();
    render(<ContractsPage history={{ state: 'loaded', value: actor as HistoryRef }} />);
  },
  act: (work) => act(work),
  // Beyond the screen spec: the cards' count, the disabled reasons, the flag's and details' texts.
  checks: {
    'banner.deciding': () => {},
    'banner.hidden': () => {
      expect(screen.queryByText(linking)).not.toBeInTheDocument();
      expect(screen.queryByText(noValid)).not.toBeInTheDocument();
      expect(screen.queryByText(unknown)).not.toBeInTheDocument();
    },
    'banner.askingRequests': () => {
      expect(screen.queryByText(linking)).not.toBeInTheDocument();
      expect(screen.queryByText(noValid)).not.toBeInTheDocument();
      expect(screen.queryByText(unknown)).not.toBeInTheDocument();
    },
    'banner.linkingInProgress': () => {
      expect(screen.getByText(linking)).toBeInTheDocument();
      expect(screen.queryByText(noValid)).not.toBeInTheDocument();
    },
    'banner.noValidContract': () => {
      expect(screen.getByText(noValid)).toBeInTheDocument();
      expect(screen.queryByText(linking)).not.toBeInTheDocument();
    },
    'banner.unknown': (check) => {
      // A failed call 10 is never shown as «no valid contract»: what is not known, with Reintentar.
      const hidden = !check.snapshot.matches({ modal: 'closed' });
      expect(screen.getByText(unknown)).toBeInTheDocument();
      expect(screen.queryByText(noValid)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reintentar', hidden })).toBeEnabled();
    },
    'page.deciding': () => {},
    'page.empty': () => {
      expect(screen.getByText('No hay contratos disponibles para este empleado.')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Contratos del empleado' })).not.toBeInTheDocument();
    },
    'page.browsing': (check) => {
      const { contracts } = contextOf(check);
      // Behind an open modal the page is hidden from the accessibility tree, but still there.
      const hidden = !check.snapshot.matches({ modal: 'closed' });
      const cards = within(screen.getByRole('list', { name: 'Contratos del empleado', hidden })).getAllByRole(
        'article',
        { hidden },
      );
      expect(cards).toHaveLength(contracts.length);
      // Newest first, each with its status tag.
      expect(cards[0]).toHaveTextContent(contracts[0]?.contractNumber ?? '');
      // The buttons' states and reasons are stated by hand in the screen spec (actionStates).
    },
    'modal.closed': () => {},
    'modal.closed.quiet': () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(/fue enviada exitosamente/)).not.toBeInTheDocument();
    },
    'modal.viewingDetails': ({ events }) => {
      const asked = events.filter((event) => event.type === 'CHECK_DETAILS').at(-1) as {
        contractId?: string;
      };
      const dialog = screen.getByRole('dialog', {
        name: `Detalles del contrato ${numberOf(asked?.contractId ?? '')}`,
      });
      // 'Sitio de trabajo' is the branch office; the job modality has its own line (docs/decisions/0017).
      expect(dialog).toHaveTextContent('Modalidad de trabajo');
    },
    'modal.acting': () => {
      // The flow's own modals are the contract-action view's; here the page stays behind them.
      expect(
        screen.getByRole('heading', { level: 1, name: 'Consulta histórica de contratos', hidden: true }),
      ).toBeInTheDocument();
    },
    'modal.closed.sent': (check) => {
      const { lastSent } = contextOf(check);
      const flag = screen
        .getByText('La solicitud de terminación del contrato fue enviada exitosamente.')
        .closest('[role="status"]');
      expect(flag).toHaveTextContent(
        `Contrato ${lastSent?.contractNumber} · Número de solicitud: ${lastSent?.requestNumber}`,
      );
    },
  },
};
