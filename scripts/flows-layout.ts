// How each machine's diagrams are drawn (npm run charts): the direction and spacing that keep a diagram
// within 2,000 px without overlapping labels, and the views drawn above (or instead of) the complete
// diagram: the simplified views of the wizards and the board (the steps and their
// Siguiente/Anterior/Finalizar), an overview with composite states closed and their insides apart.
// test/tooling/diagram-render.test.ts draws them all in Chromium and checks width, labels and overlaps.
import type { SimplifiedView } from './charts';

type Direction = 'TB' | 'LR';
type Spacing = { nodeSpacing?: number; rankSpacing?: number };

export interface Layout {
  direction?: Direction;
  spacing?: Spacing;
  views?: Array<SimplifiedView & { direction?: Direction; spacing?: Spacing }>;
  /** false: the views together draw every transition and the complete diagram is left out. */
  complete?: boolean;
  /** Drawn in parts instead of complete: an overview with composite states closed, then each one's inside. */
  split?: boolean;
  /** Direction and spacing of the parts of a split machine, by the composite's path ('' the overview). */
  splitLayouts?: Record<string, { direction?: Direction; spacing?: Spacing }>;
}

export const layouts: Record<string, Layout> = {
  'staff-session': { direction: 'LR' },
  discard: { direction: 'LR', spacing: { nodeSpacing: 40, rankSpacing: 40 } },
  'business-unit-choice': { direction: 'LR' },
  // Issue 30's changedElsewhere took the complete diagram past 2,000 px: drawn in parts.
  'request-process': {
    split: true,
    splitLayouts: {
      '': { direction: 'LR', spacing: { nodeSpacing: 10, rankSpacing: 30 } },
      ready: { direction: 'LR', spacing: { nodeSpacing: 30, rankSpacing: 220 } },
    },
  },
  portal: { spacing: { rankSpacing: 90 } },
  // Issue 30's changedElsewhere beside the result: wider apart so no label covers another.
  'vacation-approval': { spacing: { nodeSpacing: 85, rankSpacing: 220 } },
  'requests-list': { spacing: { rankSpacing: 90 } },
  authentication: { spacing: { nodeSpacing: 150, rankSpacing: 130 } },
  // The list's arrival (page 1, the rest in parallel, issue 33) and the validation are drawn apart:
  // side by side with the search they took the complete diagram to 3,000 px.
  'employee-search': {
    complete: false,
    views: [
      {
        title: 'Búsqueda (la lista y la validación cerradas)',
        states: [
          'loading',
          'loadFailed',
          'ready',
          'ready.list',
          'ready.search',
          'ready.search.idle',
          'ready.search.debouncing',
          'ready.search.searching',
          'ready.search.results',
          'ready.search.noResults',
          'ready.validation',
          'chosen',
        ],
        loops: true,
        spacing: { nodeSpacing: 30, rankSpacing: 90 },
      },
      { title: 'Dentro de «Lista de empleados»', within: 'ready.list', loops: true, direction: 'LR' },
      {
        title: 'Dentro de «Validación»',
        states: [
          'ready.validation',
          'ready.validation.unchecked',
          'ready.validation.required',
          'ready.validation.notListed',
        ],
        loops: true,
        direction: 'LR',
      },
    ],
  },
  'request-wizard': {
    split: true,
    splitLayouts: { '': { spacing: { nodeSpacing: 30, rankSpacing: 100 } } },
    views: [
      {
        title: 'Simplificado: los pasos',
        states: [
          'requirements',
          'form',
          'verification',
          'confirming',
          'submitting',
          'sent',
          'done',
          'abandoned',
        ],
        events: [
          'NEXT',
          'PREVIOUS',
          'SUBMIT',
          'CONFIRM',
          'CANCEL',
          'xstate.done.actor.saveRequest',
          'CLOSE_SUCCESS',
          'ABANDON',
        ],
      },
    ],
  },
  onboarding: {
    split: true,
    splitLayouts: {
      '': { direction: 'LR', spacing: { nodeSpacing: 60, rankSpacing: 110 } },
      wizard: { spacing: { nodeSpacing: 60, rankSpacing: 100 } },
    },
    views: [
      {
        title: 'Simplificado: los pasos',
        states: [
          'wizard.personal',
          'wizard.position',
          'wizard.location',
          'wizard.assignments',
          'wizard.unmetRequirements',
          'wizard.verification',
          'confirming',
          'submitting',
          'sent',
          'done',
        ],
        events: [
          'NEXT',
          'PREVIOUS',
          'FINISH',
          'CONFIRM',
          'CANCEL',
          'xstate.done.actor.saveOnboarding',
          'CLOSE_SENT',
        ],
      },
    ],
  },
  // Three parallel regions (banner, page, modal): an overview, then each region's inside.
  'contract-history': {
    split: true,
    splitLayouts: { modal: { direction: 'LR', spacing: { nodeSpacing: 80, rankSpacing: 140 } } },
  },
  'requests-board': {
    views: [
      {
        title: 'Simplificado: carga y tablero',
        states: ['loading', 'failed', 'ready'],
      },
    ],
  },
};

/** Notes of what a machine's picture hides that the machine itself cannot say (Spanish). */
export const extraNotes: Record<string, string[]> = {
  'contract-history': [
    'Las tres regiones son paralelas (issue 23): «Página» toma cada pulsación que su guarda permite, así que `can()` responde aunque haya una ventana modal abierta; «Ventana modal» la abre solo si está cerrada (detalles o la acción sobre el contrato). Con la ventana cerrada, «Aviso de éxito» muestra la acción registrada durante 10 s.',
  ],
  'request-wizard': [
    '«Regresar» (ABANDON) se envía solo después de la confirmación de la plantilla de página («¿Desea regresar?»): cancelarla no envía nada.',
  ],
};
