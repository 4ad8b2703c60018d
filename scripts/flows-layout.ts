// How each machine's diagrams are drawn (npm run charts): the direction and spacing that keep a diagram
// readable at 100 % on a 1366-px screen (`readableSize`, scripts/flows-render.ts) without overlapping labels, and the views drawn above (or instead of) the complete
// diagram: the simplified views of the wizards and the board (the steps and their
// Siguiente/Anterior/Finalizar), an overview with composite states closed and their insides apart.
// test/tooling/diagram-render.test.ts draws them all in Chromium and checks width, labels and overlaps.

/** A diagram of part of a machine, drawn above (or instead of) the complete one. */
export interface SimplifiedView {
  title: string;
  /** Only these states (dotted paths): a listed state stands for its children. Default: every state. */
  states?: string[];
  /** Only these events (event types as xstate names them). Default: every event. */
  events?: string[];
  /** Only the inside of this state (a dotted path): its children and the transitions among them. */
  within?: string;
  /** Whether loops are drawn (default: only when the view lists no states). */
  loops?: boolean;
}

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
  /**
   * A composite of a split machine drawn in groups of its children (each group a diagram of its own,
   * with the transitions among them), by the composite's path.
   */
  splitGroups?: Record<
    string,
    Array<{ title: string; states: string[]; direction?: Direction; spacing?: Spacing }>
  >;
}

export const layouts: Record<string, Layout> = {
  'staff-session': {},
  // Whole it was 1,559 px wide: one diagram for the first read, one for reading it again.
  'request-history': {
    complete: false,
    views: [
      {
        title: 'Leer el historial',
        states: ['loading', 'loaded', 'empty', 'failed', 'refused'],
        loops: true,
      },
      {
        title: 'Leerlo de nuevo',
        states: ['loaded', 'empty', 'refreshing', 'failed', 'refused'],
        loops: true,
      },
    ],
  },
  // Whole it was 1,974 px wide, and drawn downwards its labels covered one another: one diagram for the
  // check and the justification asked, one for the sending, one for a change made by someone else.
  discard: {
    complete: false,
    views: [
      {
        title: 'Revisar y pedir la justificación',
        states: ['checking', 'refused', 'askingJustification', 'closed'],
        loops: true,
        spacing: { nodeSpacing: 60, rankSpacing: 80 },
      },
      {
        title: 'Enviar el descarte',
        states: ['askingJustification', 'removing', 'removed', 'failed', 'closed'],
        loops: true,
        spacing: { nodeSpacing: 60, rankSpacing: 80 },
      },
      {
        title: 'Cambiada por otra persona',
        states: ['removing', 'changedElsewhere', 'refused', 'closed'],
        loops: true,
        spacing: { nodeSpacing: 60, rankSpacing: 80 },
      },
    ],
  },
  'business-unit-choice': { direction: 'LR' },
  // Drawn top to bottom, the failed read's arrow and Reintentar's back to loading overlap their labels.
  'team-absences': { direction: 'LR', spacing: { nodeSpacing: 60, rankSpacing: 120 } },
  // The changed-elsewhere state took the complete diagram past 2,000 px: drawn in parts, «Listo» in two.
  'request-process': {
    split: true,
    splitLayouts: {
      '': { direction: 'LR', spacing: { nodeSpacing: 10, rankSpacing: 30 } },
      ready: { direction: 'LR', spacing: { nodeSpacing: 60, rankSpacing: 120 } },
    },
    // «Listo» is the page and five things it opens: drawn in two, so no label covers another.
    splitGroups: {
      ready: [
        {
          title: 'el responsable y las tareas',
          states: ['ready.viewing', 'ready.responsible', 'ready.executing', 'ready.changedElsewhere'],
        },
        {
          title: 'los requisitos y el descarte',
          states: ['ready.viewing', 'ready.requirements', 'ready.discarding', 'ready.changedElsewhere'],
        },
      ],
    },
  },
  portal: { spacing: { rankSpacing: 90 } },
  // Drawn whole it was 2,088 × 3,454 px: one diagram per step group, the request loaded and checked,
  // then the answer (the form closed in the first, the check a single box in the second).
  'vacation-approval': {
    complete: false,
    views: [
      {
        title: 'Cargar y revisar la solicitud',
        states: [
          'checkingAddress',
          'noCode',
          'loading',
          'failed',
          'checkingRequest',
          'notFound',
          'notVacation',
          'alreadyAnswered',
          'canceled',
          'form',
        ],
        loops: false,
        spacing: { nodeSpacing: 40, rankSpacing: 70 },
      },
      {
        title: 'Responder',
        states: [
          'checkingRequest',
          'form',
          'form.editing',
          'form.submitFailed',
          'submitting',
          'submitting.sending',
          'submitting.leaveRefused',
          'changedElsewhere',
          'result',
          'closed',
        ],
        loops: true,
        spacing: { nodeSpacing: 70, rankSpacing: 120 },
      },
    ],
  },
  // Whole it was 1,710 × 1,903 px: the overview, then the inside of each composite state.
  'requests-list': { split: true },
  // Two regions side by side went past a 1366-px screen: each region apart.
  'selected-employee': {
    split: true,
    splitLayouts: {
      employee: { spacing: { nodeSpacing: 40, rankSpacing: 80 } },
      pendingDays: { spacing: { nodeSpacing: 40, rankSpacing: 80 } },
    },
  },
  authentication: { spacing: { nodeSpacing: 150, rankSpacing: 130 } },
  // The list's arrival (page 1, the rest in parallel) and the validation are drawn apart:
  // side by side with the search they took the complete diagram to 3,000 px.
  'employee-search': {
    complete: false,
    views: [
      {
        title: 'Carga y elección (las tres partes de «Listo» cerradas)',
        states: [
          'loading',
          'loadFailed',
          'ready',
          'ready.list',
          'ready.search',
          'ready.validation',
          'chosen',
        ],
        loops: true,
        spacing: { nodeSpacing: 30, rankSpacing: 90 },
      },
      {
        title: 'Dentro de «Búsqueda»',
        states: [
          'ready.search',
          'ready.search.idle',
          'ready.search.debouncing',
          'ready.search.searching',
          'ready.search.results',
          'ready.search.noResults',
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
      '': { spacing: { nodeSpacing: 150, rankSpacing: 220 } },
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
    splitLayouts: { modal: { spacing: { nodeSpacing: 40, rankSpacing: 80 } } },
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
    'Las tres regiones («Aviso de contrato», «Página» y «Ventana modal») funcionan a la vez: «Página» toma cada pulsación que su condición permite, aunque haya una ventana abierta; «Ventana modal» abre una ventana solo si no hay otra abierta (los detalles o la acción sobre el contrato). Con la ventana cerrada, «Aviso de éxito» muestra la acción registrada durante 10 s.',
  ],
  'request-wizard': [
    '«Regresar» sale del asistente solo después de confirmarlo en «¿Desea regresar?»: cancelar deja el asistente como estaba.',
  ],
};
