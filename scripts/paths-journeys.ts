// Cross-machine journeys for testers: scripts that run through several screens, built from the
// journey overview (scripts/journey.ts): each leg is a tester's script of one machine (the same scripts
// `npm run paths <machine>` prints, from the same path tests), and a leg leads to the next only where the
// overview has that edge (a navigation action of the leg's last step, or a hand-over src/app makes).
import { registry } from '@machines/index';
import { pathConfigs } from '@test/paths/configs';
import { type ManualPath, manualScripts, type ScriptStep } from '@test/support/manual-script';
import { expectedEffects, type PathTestConfig } from '@test/support/path-model';
import { pathSet } from '@test/support/path-set';
import { appEdges, destinations } from './journey';
import { forTester, preconditionsOf, sectionsOf } from './paths-tester';

/** One screen of a journey: a script of `machine` whose input contains `input` and that takes `actions`. */
export interface JourneyLeg {
  machine: string;
  input: string;
  /** Parts of the actions it takes, in order; the script ends on the step of the last one. */
  actions: string[];
  /** How the person gets to this screen from the last one, when a screen no machine drives is between. */
  arrive?: string;
}

export interface Journey {
  id: string;
  title: string;
  legs: JourneyLeg[];
}

/** The journeys of the tester's suite, on the demo data of `npm start` (docs/demo-data.md). */
export const journeys: Journey[] = [
  {
    id: 'J-1',
    title: 'De las vacaciones de José a una solicitud de disfrute enviada',
    legs: [
      {
        machine: 'requests-list',
        input: 'vacaciones, todos los casos de uso',
        // Straight from the list (its cards are the test fixture's, not José's: not stated here).
        actions: ['Pulsa «Solicitar disfrute»'],
      },
      { machine: 'request-wizard', input: 'disfrute, un contrato', actions: ['Pulsa «Entendido»'] },
    ],
  },
  {
    id: 'J-3',
    title: 'De la selección de María a una solicitud de disfrute enviada',
    legs: [
      {
        machine: 'employee-search',
        input: 'ana.admin',
        // María Begoña (100002 of docs/demo-data.md); 'Continuar' goes to Inicio, whose 'Vacaciones' opens the list.
        // The whole unit arrives at once, as the demo's 525 employees do on a local stack (no 'Cargando
        // empleados: 3 de 5' that a tester could never see).
        actions: [
          'Respuesta del servicio: toda la unidad de una vez',
          'Escribe «maria begona ibanez zuniga» en «Empleado»',
          'Pulsa «María Begoña Ibáñez Zúñiga»',
          'Pulsa «Continuar»',
        ],
      },
      {
        machine: 'requests-list',
        input: 'vacaciones, todos los casos de uso',
        actions: ['Pulsa «Solicitar disfrute»'],
        arrive: 'En Inicio, pulsa la opción «Vacaciones»',
      },
      { machine: 'request-wizard', input: 'disfrute, un contrato', actions: ['Pulsa «Entendido»'] },
    ],
  },
  {
    id: 'J-2',
    title: 'Del tablero de José a la página de su vinculación: ejecutar una tarea',
    legs: [
      {
        machine: 'requests-board',
        input: 'empleado 100001',
        actions: ['Respuesta del servicio: las 18 solicitudes', 'Abrir la solicitud 100018'],
      },
      {
        machine: 'request-process',
        input: 'ana.admin',
        actions: ['Pulsa «Ejecutar Elaborar contrato»', 'Respuesta del servicio: ejecutada'],
      },
    ],
  },
];

export interface JourneyStep {
  number: number;
  kind: ScriptStep['kind'];
  action: string;
  expected: string;
  sections: string[];
}

export interface JourneyScript {
  id: string;
  title: string;
  preconditions: string;
  steps: JourneyStep[];
}

interface Leg {
  machine: string;
  arrive?: string;
  config: PathTestConfig;
  script: ManualPath;
}

function machineOf(name: string) {
  const entry = registry.find((candidate) => candidate.name === name);
  const config = pathConfigs[name];
  if (!entry || !config) throw new Error(`journey: «${name}» is not a configured machine`);
  return { entry, config };
}

/** Whether a script takes these actions in order, the last one on its last step. */
function takes(script: ManualPath, actions: readonly string[]): boolean {
  let from = 0;
  for (const [position, action] of actions.entries()) {
    const found = script.steps.findIndex((step, index) => index >= from && step.action.includes(action));
    if (found < 0) return false;
    if (position === actions.length - 1 && found !== script.steps.length - 1) return false;
    from = found + 1;
  }
  return true;
}

/**
 * Every tester's script of a machine, generated once per process: the machines and their path
 * configurations are fixed, and the board's take minutes to generate (a test that builds several
 * journeys through it went past its 300 s generating the same scripts again).
 */
const scriptsOf = new Map<string, ManualPath[]>();
function machineScripts(name: string, entry: ReturnType<typeof machineOf>['entry'], config: PathTestConfig) {
  let scripts = scriptsOf.get(name);
  if (!scripts) {
    scripts = manualScripts(entry.machine, config, pathSet(name, entry.machine, config, 'all')).map(
      (script) => forTester(name, entry.machine, script),
    );
    scriptsOf.set(name, scripts);
  }
  return scripts;
}

/** The shortest tester's script of a leg (a person can carry it out); throws when there is none. */
function legScript(leg: JourneyLeg): Leg {
  const { entry, config } = machineOf(leg.machine);
  const scripts = machineScripts(leg.machine, entry, config)
    .filter((script) => script.automatedOnly === undefined && script.input.includes(leg.input))
    .filter((script) => takes(script, leg.actions))
    .sort((one, other) => one.steps.length - other.steps.length || one.id.localeCompare(other.id));
  const script = scripts[0];
  if (!script)
    throw new Error(`journey: no script of ${leg.machine} «${leg.input}» takes ${leg.actions.join(' → ')}`);
  return { machine: leg.machine, arrive: leg.arrive, config, script };
}

/**
 * Where the last step of a leg leads in the journey overview: the machines its navigation effects reach
 * (scripts/journey.ts `destinations`), directly or through a screen no machine drives (home), and the
 * hand-overs of src/app (`appEdges`).
 */
export function leadsTo(leg: Leg): string[] {
  const last = leg.script.steps.at(-1);
  if (!last) return [];
  const effects = leg.config.effects
    ? expectedEffects(leg.config.effects, leg.script.path, last.stepIndex)
    : [];
  const reached = effects.flatMap(
    (effect) => (destinations[`${leg.machine}:${effect.type}`] ?? destinations[effect.type])?.to ?? [],
  );
  const through = appEdges.filter((edge) => reached.includes(edge.from)).map((edge) => edge.to);
  const handedOver = appEdges.filter((edge) => edge.from === leg.machine).map((edge) => edge.to);
  return [...new Set([...reached, ...through, ...handedOver])];
}

/** One journey as a tester's script: its legs' steps one after the other, numbered through. */
export function journeyScript(journey: Journey): JourneyScript {
  const legs = journey.legs.map(legScript);
  legs.forEach((leg, index) => {
    const next = legs[index + 1];
    if (next && !leadsTo(leg).includes(next.machine)) {
      throw new Error(
        `journey ${journey.id}: ${leg.machine} does not lead to ${next.machine} in the overview`,
      );
    }
  });
  const first = legs[0];
  if (!first) throw new Error(`journey ${journey.id} has no legs`);
  const steps: JourneyStep[] = [];
  for (const [index, leg] of legs.entries()) {
    for (const step of leg.script.steps) {
      // A later leg does not open its screen: the step before took the person there.
      if (index > 0 && step.kind === 'inicio') {
        steps.push({
          number: steps.length + 1,
          kind: 'inicio',
          action: leg.arrive ?? `Sigue en ${leg.config.screen?.screen ?? leg.machine}`,
          expected: step.expected,
          sections: [],
        });
        continue;
      }
      steps.push({
        number: steps.length + 1,
        kind: step.kind,
        action: step.action,
        expected: step.expected,
        sections: sectionsOf(leg.config, leg.script, step.stepIndex),
      });
    }
  }
  const { entry } = machineOf(first.machine);
  return {
    id: journey.id,
    title: journey.title,
    preconditions: preconditionsOf(first.machine, entry.machine, first.script),
    steps,
  };
}
