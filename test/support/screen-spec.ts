// What a screen offers and shows, as data: the path runner finds every control and checks every item on
// the rendered screen (test/support/screen-check.ts), and `npm run paths` writes the same items as the
// Spanish steps a tester follows. Pure (no DOM): scripts read it too.
import type { AnyMachineSnapshot, EventObject } from 'xstate';

export type ControlRole =
  | 'button'
  | 'radio'
  | 'textbox'
  | 'searchbox'
  | 'link'
  | 'tab'
  | 'option'
  | 'checkbox';

/**
 * A value fixed or computed from a snapshot (the one before the step for controls, after for items) and,
 * for what is shown, the events the person sent so far on the path (the screen's own rules, stated by
 * hand from what the person did, rather than from the machine's context: a message shown once the
 * person has typed or pressed Descartar).
 */
export type Dynamic<T> = T | ((snapshot: AnyMachineSnapshot, events: readonly EventObject[]) => T);

/** The control on screen that sends an event. */
export interface Control {
  /** ARIA role; 'button' when omitted. */
  role?: ControlRole;
  /** Accessible name, exactly as the screen names it. */
  name: string;
  /** The control sits in the open dialog of this role. */
  within?: 'dialog' | 'alertdialog';
  /**
   * When the machine would not take the event (a guard says no), the screen keeps the control but
   * disables it ('disabled', the default) or does not show it at all ('hidden').
   */
  whenBlocked?: 'disabled' | 'hidden';
  /** The action in Spanish; `Pulsa «name»` (or Marca/Elige/Escribe en… by role) when omitted. */
  says?: string;
  /** How the diagrams' legend names the control, when its role and name do not say it. */
  legend?: string;
}

/** An event no control on this screen sends: the app, the identity provider or the browser does. */
export interface OffScreen {
  /** Who sends it, in Spanish ('La aplicación vuelve a cargar el empleado'). */
  offScreen: string;
  /**
   * The key the person presses on this screen for it ('Escape'): the page listens for the key, so no
   * control names it, yet a tester's script counts it as the person's action; `offScreen` then says it.
   */
  key?: string;
  /**
   * The person does it, with no control of this screen (reloads the page, comes back to the tab, works in
   * another tab): a tester's script counts it as the person's action; `offScreen` says it, imperative.
   */
  byPerson?: true;
}

/**
 * The screen has no control for this event at all (another page sends it): the machine must not take it
 * here, and nothing is sent.
 */
export interface NotOnScreen {
  /** Why, in Spanish ('La página de certificaciones no tiene «Solicitar disfrute»'). */
  notOnScreen: string;
}

/**
 * The machine would take the event, but the screen offers no way to send it now (a modal covers the
 * control). A person cannot follow the path past this step: the screen run stops here and the script
 * marks the step; the path still runs in full on the machine alone.
 */
export interface Unreachable {
  /** Why, in Spanish ('El diálogo de detalles cubre «Solicitar disfrute»'). */
  unreachable: string;
  /** The control that is there but out of reach; the runner checks that it cannot be found. */
  control?: Control;
}

/** Where an event comes from on this screen. */
export type EventSource = Control | OffScreen | NotOnScreen | Unreachable;

/** The control of an event, fixed or chosen from the snapshot before the step and the event. */
/**
 * A control, or how to find it from the snapshot before the step, the event and the path's events before
 * it (what a control's name is stated from by hand: what the person pressed and ticked so far).
 */
type ControlSpec =
  | EventSource
  | ((snapshot: AnyMachineSnapshot, event: EventObject, earlier: readonly EventObject[]) => EventSource);

/** A board card as a person reads it (`Shown`'s column). */
export interface BoardCardFacts {
  title: string;
  /** The description as shown, and whole (the same when it is not cut). */
  description: { shown: string; whole: string };
  details: Array<readonly [term: string, detail: string]>;
}

/** One thing the screen shows. Each item is checked on the screen and written in the tester's script. */
export type Shown = (
  | { heading: string }
  | { text: Dynamic<string> }
  | { noText: string }
  | { dialog: string; role?: 'dialog' | 'alertdialog'; text?: Dynamic<string> }
  | { noDialog: true }
  | { status: string; busy?: boolean }
  | { alert: Dynamic<string> }
  | {
      control: string;
      role?: ControlRole;
      enabled?: Dynamic<boolean>;
      /** Why it is off, as its tooltip (and accessible description) says it; '' for a control with none. */
      reason?: Dynamic<string>;
    }
  | { noControl: string; role?: ControlRole }
  | {
      /** A column of a board, by its title: exactly these cards (by number, in order), or its empty text. */
      column: string;
      cards: Dynamic<string[]>;
      /** The column's text when it has no cards. */
      empty?: Dynamic<string>;
      /**
       * What each card shows, by its number: its title (the card's name, before the number), its
       * description as cut on screen (65 characters and '…', SPEC §9) and whole for screen readers, and
       * its description list exactly (every term, in order).
       */
      card?: (number: string) => BoardCardFacts;
    }
  | {
      /**
       * A list, by its accessible name ('Contratos del empleado'): exactly these items, in this order,
       * each by its heading (a card's title).
       */
      list: string;
      items: Dynamic<string[]>;
    }
  | {
      /**
       * A table's row, by the request number one of its controls names ('Ver detalles de la solicitud
       * 2026-0007'): its first cells, exactly, in order.
       */
      row: string;
      cells: Dynamic<string[]>;
    }
  | {
      /**
       * A region (a section named by its heading), a dialog or a card (an article, by its heading) and
       * the facts of its description list: each term and exactly what it shows. Only one of them may bear
       * the name on screen (the screen check fails otherwise).
       */
      region: string;
      details: Dynamic<Array<readonly [term: string, detail: string]>>;
    }
  | {
      field: string;
      role?: ControlRole;
      value?: Dynamic<string>;
      /** The field's error message; '' for none. */
      message?: Dynamic<string>;
      /** Whether its label carries the '(Requerido)' mark (in its accessible name). */
      required?: boolean;
      /** A box ('checkbox' role): whether it is ticked. */
      checked?: Dynamic<boolean>;
    }
) & {
  /** The item in Spanish, when the default wording does not fit. */
  says?: Dynamic<string>;
};

export interface ScreenSpec {
  /** The screen in words, with its route ('Solicitudes de vacaciones en trámite (/holidays)'). */
  screen: string;
  /** How a tester opens it for an input (the first step of a script); 'Abre <screen>' when omitted. */
  opening?: (snapshot: AnyMachineSnapshot) => string;
  /** The control of every ordinary event the machine handles, by event type. */
  controls: Record<string, ControlSpec>;
  /**
   * What the screen shows in each state, by leaf state path ('form', 'verification.failed') or '*';
   * items of every active leaf apply.
   */
  shows: Record<string, Dynamic<Shown[]>>;
  /**
   * Who answers a named actor, when not a service (by invoke id: the browser reading a chosen file): the
   * words a tester's script leads its answer with, for a done and an error step.
   */
  answers?: Record<string, { done: string; error: string }>;
}

/** The control of an event for a snapshot and the path's events before it, or undefined when the spec has none. */
export function controlFor(
  spec: ScreenSpec | undefined,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  earlier: readonly EventObject[],
): EventSource | undefined {
  const found = spec?.controls[event.type];
  return typeof found === 'function' ? found(snapshot, event, earlier) : found;
}

export function isOffScreen(source: EventSource): source is OffScreen {
  return 'offScreen' in source;
}

export function isNotOnScreen(source: EventSource): source is NotOnScreen {
  return 'notOnScreen' in source;
}

export function isUnreachable(source: EventSource): source is Unreachable {
  return 'unreachable' in source;
}

/** Resolves a dynamic value for a snapshot. */
export function resolve<T>(
  value: Dynamic<T>,
  snapshot: AnyMachineSnapshot,
  events: readonly EventObject[] = [],
): T {
  return typeof value === 'function'
    ? (value as (snapshot: AnyMachineSnapshot, events: readonly EventObject[]) => T)(snapshot, events)
    : value;
}

/** The items the screen shows for a snapshot: those of each active leaf state (or of '*'). */
export function shownFor(
  spec: ScreenSpec,
  leafPaths: readonly string[],
  snapshot: AnyMachineSnapshot,
  events: readonly EventObject[] = [],
) {
  return leafPaths.flatMap((path) => {
    const items = spec.shows[path] ?? spec.shows['*'];
    return items === undefined ? [] : resolve(items, snapshot, events);
  });
}

const verbs: Record<ControlRole, string> = {
  button: 'Pulsa',
  link: 'Abre el enlace',
  radio: 'Marca',
  checkbox: 'Marca',
  option: 'Elige',
  tab: 'Abre la pestaña',
  textbox: 'Escribe en',
  searchbox: 'Escribe en',
};

/** The action of a control in Spanish: 'Pulsa «Siguiente»'. */
export function controlWords(control: Control): string {
  if (control.says) return control.says;
  const where = control.within ? ' en el diálogo' : '';
  return `${verbs[control.role ?? 'button']} «${control.name}»${where}`;
}

const roleWords: Record<ControlRole, string> = {
  button: 'el botón',
  link: 'el enlace',
  radio: 'la opción',
  checkbox: 'la casilla',
  option: 'la opción',
  tab: 'la pestaña',
  textbox: 'el campo',
  searchbox: 'el campo',
};

/** The control of an event as the diagrams' legend names it: 'botón «Siguiente»', or who sends it. */
export function sourceLegend(source: EventSource): string | undefined {
  if (isOffScreen(source))
    return source.key ? `tecla ${source.key}` : `sin control: ${lowerFirst(source.offScreen)}`;
  if (isNotOnScreen(source) || isUnreachable(source)) return undefined;
  if (source.legend) return source.legend;
  const where = source.within === 'alertdialog' || source.within === 'dialog' ? ' (en el diálogo)' : '';
  return `${roleWords[source.role ?? 'button'].replace(/^(el|la) /, '')} «${source.name}»${where}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const spaceCounts = ['', 'un espacio', 'dos espacios', 'tres espacios'];

function spaces(count: number): string {
  return spaceCounts[count] ?? `${count} espacios`;
}

/**
 * A value as a person must type it (or reads it in a field): in quotes, with the spaces before and after
 * it said in words, since a space at the edge of quotes is easy to miss and the count ('27/500') counts
 * it: '«No hay reemplazo ese mes.» precedido y seguido de un espacio', 'tres espacios (nada más)'.
 */
export function typedWords(value: string): string {
  if (value !== '' && value.trim() === '') return `${spaces(value.length)} (nada más)`;
  const before = value.length - value.trimStart().length;
  const after = value.length - value.trimEnd().length;
  const quoted = `«${value.trim()}»`;
  if (before > 0 && before === after) return `${quoted} precedido y seguido de ${spaces(before)}`;
  const around = [
    ...(before > 0 ? [`precedido de ${spaces(before)}`] : []),
    ...(after > 0 ? [`seguido de ${spaces(after)}`] : []),
  ];
  return around.length === 0 ? quoted : `${quoted} ${around.join(' y ')}`;
}

/** A count of spaces as `typedWords` says it ('un espacio', 'dos espacios', '4 espacios'). */
function spaceCount(words: string): number {
  const named = spaceCounts.indexOf(words);
  return named > 0 ? named : Number(/^(\d+) espacios$/.exec(words)?.[1] ?? 0);
}

const spacesWords = '(un espacio|dos espacios|tres espacios|\\d+ espacios)';

/**
 * What a text tells a person to type, in order: each value `typedWords` wrote, its spaces added back
 * ('«No hay reemplazo ese mes.» precedido y seguido de un espacio' is ' No hay reemplazo ese mes. ').
 * The replay on the stack types these, exactly as the script writes them.
 */
export function typedValuesIn(text: string): string[] {
  const pattern = new RegExp(
    `${spacesWords} \\(nada más\\)|«([^«»]*)»(?: precedido y seguido de ${spacesWords}| precedido de ${spacesWords}(?: y seguido de ${spacesWords})?| seguido de ${spacesWords})?`,
    'g',
  );
  return [...text.matchAll(pattern)].map((match) => {
    const [, only, value = '', both, before, beforeAfter, after] = match;
    if (only !== undefined) return ' '.repeat(spaceCount(only));
    const leading = spaceCount(both ?? before ?? '');
    const trailing = spaceCount(both ?? beforeAfter ?? after ?? '');
    return `${' '.repeat(leading)}${value}${' '.repeat(trailing)}`;
  });
}

/** The kit's mark of a required field, part of its label and so of its accessible name (src-ui/field). */
export const requiredMark = '(Requerido)';

/** How a script marks a status that shows something loading (the kit's busy status). */
const loadingWords = '(cargando)';

/** One shown item in Spanish: 'Se ve el título «Información general»'. */
export function shownWords(
  item: Shown,
  snapshot: AnyMachineSnapshot,
  events: readonly EventObject[] = [],
): string {
  if (item.says !== undefined) return resolve(item.says, snapshot, events);
  if ('heading' in item) return `Se ve el título «${item.heading}»`;
  if ('dialog' in item) {
    const text = item.text === undefined ? '' : ` con «${resolve(item.text, snapshot, events)}»`;
    return `Se abre el diálogo «${item.dialog}»${text}`;
  }
  if ('text' in item) return `Se ve el texto «${resolve(item.text, snapshot, events)}»`;
  if ('noText' in item) return `No se ve «${item.noText}»`;
  if ('noDialog' in item) return 'No hay ningún diálogo abierto';
  if ('status' in item)
    return item.busy === false ? `Se ve «${item.status}»` : `Se ve «${item.status}» ${loadingWords}`;
  if ('alert' in item) return `Se ve el error «${resolve(item.alert, snapshot, events)}»`;
  if ('column' in item) {
    const cards = resolve(item.cards, snapshot, events);
    if (cards.length === 0) {
      const empty = item.empty === undefined ? '' : `: «${resolve(item.empty, snapshot, events)}»`;
      return `La columna «${item.column}» no tiene tarjetas${empty}`;
    }
    const list = cards.length === 1 ? `la tarjeta ${cards[0]}` : `las tarjetas ${listWords(cards)}`;
    const facts = item.card
      ? cards.length === 1
        ? ' (tipo, descripción, fecha, responsable y estado como en docs/demo-data.md)'
        : ' (cada una con tipo, descripción, fecha, responsable y estado como en docs/demo-data.md)'
      : '';
    return `La columna «${item.column}» muestra solo ${list}${facts}`;
  }
  if ('list' in item) {
    const items = resolve(item.items, snapshot, events).map((entry) => `«${entry}»`);
    return items.length === 0
      ? `La lista «${item.list}» está vacía`
      : `La lista «${item.list}» muestra, en este orden, ${listWords(items)}`;
  }
  if ('row' in item) {
    const cells = resolve(item.cells, snapshot, events).map((cell) => `«${cell}»`);
    return `La fila de la solicitud ${item.row} muestra ${listWords(cells)}`;
  }
  if ('region' in item) {
    const details = resolve(item.details, snapshot, events).map(
      ([term, detail]) => `${term.replace(/:$/, '')} «${detail}»`,
    );
    return `En «${item.region}» se ve: ${listWords(details)}`;
  }
  if ('noControl' in item) return `No se ve ${roleWords[item.role ?? 'button']} «${item.noControl}»`;
  if ('control' in item) {
    const enabled = item.enabled === undefined ? undefined : resolve(item.enabled, snapshot, events);
    const how =
      enabled === undefined ? 'está a la vista' : enabled ? 'está habilitado' : 'está deshabilitado';
    const reason = item.reason === undefined ? '' : resolve(item.reason, snapshot, events);
    const why = reason === '' ? '' : `; su ayuda dice «${reason}»`;
    return `${capitalised(roleWords[item.role ?? 'button'])} «${item.control}» ${how}${why}`;
  }
  const value = item.value === undefined ? undefined : resolve(item.value, snapshot, events);
  const message = item.message === undefined ? undefined : resolve(item.message, snapshot, events);
  const checked = item.checked === undefined ? undefined : resolve(item.checked, snapshot, events);
  // A field whose control is a button is a drop-down list (the kit's select): a person sees a list.
  const what = item.role === 'button' ? 'la lista' : roleWords[item.role ?? 'textbox'];
  const feminine = what.startsWith('la ');
  const parts = [`Se ve ${what} «${item.field}»`];
  if (checked !== undefined) parts.push(checked ? 'marcada' : 'sin marcar');
  if (value !== undefined)
    parts.push(value === '' ? (feminine ? 'vacía' : 'vacío') : `con ${typedWords(value)}`);
  if (item.required !== undefined)
    parts.push(
      item.required ? `${feminine ? 'marcada' : 'marcado'} «${requiredMark}»` : `sin «${requiredMark}»`,
    );
  if (message !== undefined) {
    parts.push(message === '' ? 'sin mensaje de error' : `con el mensaje «${message}»`);
  }
  return parts.join(', ');
}

/** 'a, b y c'. */
function listWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
