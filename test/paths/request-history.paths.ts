import { parseRequestHistory } from '@src/domain/entities';
import { exactly, type PathTestConfig } from '../support/path-model';
import { requestHistoryScreen } from './request-history.screen';

/** Sofía's onboarding (100004) as ana.admin left it: created, then Ana in charge, then «Hoja de vida» Cumple. */
const process = parseRequestHistory([
  {
    historyEntryId: '1',
    humanResourceRequestId: '4',
    humanResourceRequestVersion: 1,
    recordedAt: '2026-11-01T13:00:00.000Z',
    accountId: 'ana.admin',
    personName: 'Ana Sofía Gutiérrez',
    event: 'created',
    statusFrom: '',
    statusTo: 'onboarding_in_progress',
    transition: 'onboarding.submitting',
    detail: {},
    words: '',
  },
  {
    historyEntryId: '8',
    humanResourceRequestId: '4',
    humanResourceRequestVersion: 2,
    recordedAt: '2026-11-21T14:00:00.000Z',
    accountId: 'ana.admin',
    personName: 'Ana Sofía Gutiérrez',
    event: 'responsibleChanged',
    statusFrom: 'onboarding_in_progress',
    statusTo: 'onboarding_in_progress',
    transition: 'requestProcess.ready.responsible.saving',
    detail: { previousResponsible: '', newResponsible: 'Ana Sofía Gutiérrez' },
    words: '',
  },
  {
    historyEntryId: '9',
    humanResourceRequestId: '4',
    humanResourceRequestVersion: 3,
    recordedAt: '2026-11-21T14:01:00.000Z',
    accountId: 'ana.admin',
    personName: 'Ana Sofía Gutiérrez',
    event: 'requirementEvaluated',
    statusFrom: 'onboarding_in_progress',
    statusTo: 'onboarding_in_progress',
    transition: 'requestProcess.ready.requirements.evaluating',
    detail: { requirementName: 'Hoja de vida', requirementTag: 'Cumple' },
    words: '',
  },
]);

/** A vacation payment fabio.jefe rejected with his observation (call 14). */
const rejection = parseRequestHistory([
  {
    historyEntryId: '3',
    humanResourceRequestVersion: 1,
    recordedAt: '2026-11-20T13:00:00.000Z',
    personName: 'Ana Sofía Gutiérrez',
    event: 'created',
    statusFrom: '',
    statusTo: 'supervisor_approval',
  },
  {
    historyEntryId: '12',
    humanResourceRequestVersion: 2,
    recordedAt: '2026-11-21T03:59:00.000Z',
    accountId: 'fabio.jefe',
    personName: 'Fabio Ibáñez',
    event: 'rejected',
    statusFrom: 'supervisor_approval',
    statusTo: 'rejected',
    words: ' No hay quien cubra el cargo ese mes. ',
  },
]);

/** Call 19 answers oldest first: the section shows them newest first (request-history.screen.ts). */
export const requestHistoryPaths: PathTestConfig = {
  simplePaths: false,
  inputs: [
    {
      label: 'la solicitud en su versión 1',
      says: 'una solicitud abierta en una página (su proceso, sus detalles o su aprobación)',
      input: { requestId: '4', version: 1 },
    },
  ],
  events: {
    REQUEST_CHANGED: [
      { type: 'REQUEST_CHANGED', label: 'la misma versión 1', version: 1 },
      { type: 'REQUEST_CHANGED', label: 'otra versión, la 2', version: 2 },
    ],
  },
  actors: {
    fetchHistory: [
      { label: 'tres cambios en el proceso', output: process },
      { label: 'el rechazo de Fabio', output: rejection },
      { label: 'ninguno', output: [] },
      {
        label: 'falla el servidor',
        error: {
          status: 500,
          finalMessage: 'Todos los intentos fallaron. No se pudo obtener el historial de la solicitud.',
        },
      },
      {
        label: 'sin privilegio para leerla (403)',
        error: {
          status: 403,
          finalMessage: 'Todos los intentos fallaron. No se pudo obtener el historial de la solicitud.',
        },
      },
    ],
  },
  // Call 19 names the request, nothing else (stack/README.md).
  sends: {
    fetchHistory: () => exactly({ requestId: '4' }),
  },
  // By hand: the section loads, shows the entries, that there are none, that it failed (and
  // retries) or that the person may not read it; it reads again, showing what it had meanwhile.
  reaches: {
    'la solicitud en su versión 1': ['loading', 'loaded', 'empty', 'refreshing', 'failed', 'refused'],
  },
  tags: {
    busy: ['loading'],
    refreshing: ['refreshing'],
  },
  takes: [
    'on done fetchHistory → loaded',
    'on done fetchHistory → empty',
    'on error fetchHistory → failed',
    'on error fetchHistory → refused',
    'on RETRY → loading',
    'loaded on REQUEST_CHANGED → refreshing',
    'empty on REQUEST_CHANGED → refreshing',
    'loaded on WINDOW_FOCUSED → refreshing',
    'empty on WINDOW_FOCUSED → refreshing',
    'failed on REQUEST_CHANGED → loading',
    'on done refreshHistory → loaded',
    'on done refreshHistory → empty',
    'on error refreshHistory → failed',
    'on error refreshHistory → refused',
  ],
  // Another version while call 19 runs asks again: the answer about the version before would be stale.
  callsAgain: {
    fetchHistory: ['loading on REQUEST_CHANGED → loading', 'refreshing on REQUEST_CHANGED → refreshing'],
  },
  screen: requestHistoryScreen,
  // No effect: the section changes nothing outside itself (no navigation, toast or storage).
  effects: {},
  spec: {
    '→ refused': 'REQ-HISTORY-03: call 19 answers 403 without the use case that reads the request’s data',
    'on RETRY': 'REQ-HISTORY-02: a read that failed is named, with Reintentar',
    'on REQUEST_CHANGED':
      "REQ-HISTORY-04: a change here, or the 412's request changed elsewhere, reads the history again",
    'on WINDOW_FOCUSED': 'REQ-HISTORY-04: read again when the window regains focus, as the request is',
    '→ loading': 'REQ-HISTORY-02: loading, the request above still shown',
    '→ failed': 'REQ-HISTORY-02: the failed read says so, the request above still shown',
    '*': "REQ-HISTORY-01: 'Historial de la solicitud', newest first (call 19)",
  },
};
