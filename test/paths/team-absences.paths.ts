import { parseTeamAbsences } from '@src/domain/entities';
import { exactly, type PathTestConfig } from '../support/path-model';
import { teamAbsencesScreen } from './team-absences.screen';

/** José's pending 100002 over María's 150001 (the seed's overlap, stack/README.md "The team's absences"). */
const jose = {
  employeeId: '100001',
  employeeName: 'José Andrés Muñoz Peña',
  humanResourceRequestNumber: '100002',
  startDate: '2026-12-27',
  endDate: '2027-01-08',
  days: 10,
  status: 'pending',
};

/** Sofía's approved day off, first day first as call 20 orders them. */
const sofia = {
  employeeId: '100004',
  employeeName: 'Sofía Peña Ordóñez',
  humanResourceRequestNumber: '100031',
  startDate: '2026-12-22',
  endDate: '2026-12-22',
  days: 1,
  status: 'approved',
};

/** Call 20 answers by first day: the section shows them in that order (team-absences.screen.ts). */
export const teamAbsencesPaths: PathTestConfig = {
  simplePaths: false,
  inputs: [
    {
      label: 'la solicitud de disfrute 150001',
      says: 'la solicitud de disfrute de María (150001) abierta en su aprobación',
      input: { requestId: 'HRR-150001' },
    },
  ],
  events: {},
  actors: {
    fetchTeamAbsences: [
      { label: 'José', output: parseTeamAbsences([jose]) },
      { label: 'Sofía y José', output: parseTeamAbsences([sofia, jose]) },
      { label: 'nadie (204)', output: [] },
      {
        label: 'falla el servidor',
        error: {
          status: 500,
          finalMessage: 'Todos los intentos fallaron. No se pudo obtener las ausencias del equipo.',
        },
      },
    ],
  },
  // Call 20 names the request, nothing else (stack/README.md).
  sends: {
    fetchTeamAbsences: () => exactly({ requestId: 'HRR-150001' }),
  },
  // By hand: the section loads, lists who is away, says nobody is, or that it failed (and retries).
  reaches: {
    'la solicitud de disfrute 150001': ['loading', 'loaded', 'empty', 'failed'],
  },
  tags: {
    busy: ['loading'],
  },
  takes: [
    'on done fetchTeamAbsences → loaded',
    'on done fetchTeamAbsences → empty',
    'on error fetchTeamAbsences → failed',
    'failed on RETRY → loading',
  ],
  screen: teamAbsencesScreen,
  // No effect: the section changes nothing outside itself (no navigation, toast or storage).
  effects: {},
  spec: {
    'on RETRY': 'REQ-APPROVAL-09: a read that failed is named, with Reintentar',
    '→ loading': 'REQ-APPROVAL-09: loading, never shown as nobody, the answer still possible',
    '→ failed': 'REQ-APPROVAL-09: the failed read says so, never as nobody, the answer still possible',
    '*': "REQ-APPROVAL-08: 'Ausencias del equipo en esas fechas' (call 20), or nobody else away",
  },
};
