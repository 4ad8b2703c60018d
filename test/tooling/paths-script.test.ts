// npm run paths: Spanish scripts a tester follows by hand, taken from the same screen specs and effects
// the path tests check; stable ids, filters, CSV and Gherkin, a smaller manual suite and a coverage report.

import { registry } from '@machines/index';
import { describe, expect, test, vi } from 'vitest';
import {
  csvColumns,
  defaultOptions,
  type PathsOptions,
  parseArguments,
  pathsText,
} from '../../scripts/paths';
import { pathConfigs } from '../paths/configs';
import { manualScripts, manualSuite, walkedTransitions } from '../support/manual-script';
import { generatePaths } from '../support/path-model';
import { pathSet } from '../support/path-set';
import { pathsOptions as options, parseCsv } from '../support/paths-csv';

/**
 * The wizard's CSV, every path (`--all`), each row as [id, input, step, action, expected, mark]: the
 * input is the one the script's first step names, the mark the '[kind]' its action starts with.
 */
function wizardRows(more: Partial<PathsOptions> = {}) {
  const [head, ...cells] = parseCsv(
    pathsText('request-wizard', options({ format: 'csv', suite: 'full', ...more })) ?? '',
  );
  const inputs = new Map<string, string>();
  for (const row of cells) {
    const input = /Entrada: (.*?)\. Fecha/.exec(row[3] ?? '')?.[1];
    if (input) inputs.set(row[0] ?? '', input);
  }
  const rows = cells.map((row) => {
    const mark = /^\[([^\]]+)\] /.exec(row[4] ?? '');
    const action = mark ? (row[4] ?? '').slice(mark[0].length) : (row[4] ?? '');
    return [
      row[0] ?? '',
      inputs.get(row[0] ?? '') ?? '',
      row[2] ?? '',
      action,
      row[5] ?? '',
      mark?.[1] ?? '',
    ];
  });
  return { head, cells, rows };
}

// Building every path of a machine is CPU work: on 2 shared cores it can take far longer than 5 s.
vi.setConfig({ testTimeout: 180_000 });

describe('npm run paths request-wizard --format csv', () => {
  test('is a Spanish Paso / Acción / Resultado esperado table', () => {
    const { head, cells } = wizardRows();
    expect(head).toEqual(csvColumns);
    expect(cells.length).toBeGreaterThan(50);
    for (const row of cells) expect(row).toHaveLength(9);
  });

  test('names the control on screen as the action and what the screen shows as the expected result', () => {
    const { rows } = wizardRows();
    const next = rows.find((row) => row[3] === 'Pulsa «Siguiente»' && row[4]?.includes('Verificación'));
    expect(next?.[4]).toContain('Se ve el título «Verificación de la solicitud»');
    const confirm = rows.find((row) => row[3] === 'Pulsa «Enviar»');
    expect(confirm?.[4]).toBe(
      'Se abre el diálogo «Enviar solicitud» con «¿Realmente deseas enviar la solicitud?»',
    );
    const back = rows.find(
      (row) =>
        row[3] === 'Pulsa «Entendido» en el diálogo' &&
        row[1] === 'una solicitud de pago de vacaciones; la empleada tiene dos contratos vigentes',
    );
    expect(back?.[4]).toBe('Vuelve a la lista con el aviso «La solicitud de pago fue enviada exitosamente.»');
    // The first step is what the person does; the input is the preconditions' «Entrada», in plain words.
    const opened = rows.find(
      (row) =>
        row[2] === '1' &&
        row[1] === 'una solicitud de disfrute de vacaciones; la empleada tiene un solo contrato vigente',
    );
    expect(opened?.[3]).toBe('Abre /holidays y pulsa «Solicitar disfrute» (/holidays/request-enjoyment)');
  });

  test('marks blocked steps, server answers and timers', () => {
    const { rows } = wizardRows();
    const blocked = rows.filter((row) => row[5] === 'bloqueado');
    expect(blocked.map((row) => row[3])).toContain(
      'Comprueba que «Siguiente» está deshabilitado (no se puede pulsar)',
    );
    expect(blocked.map((row) => row[3])).toContain(
      'Comprueba que «Enviar» está deshabilitado (no se puede pulsar)',
    );
    for (const row of blocked) expect(row[4]).toMatch(/^Nada cambia: /);
    expect(rows.filter((row) => row[5] === 'servidor').map((row) => row[3])).toContain(
      'El servicio no guarda la solicitud: responde con un error',
    );
    const timer = rows.find((row) => row[5] === 'temporizador');
    expect(timer?.[3]).toBe('Espera 10 s sin hacer nada');
    expect(timer?.[4]).toContain('No se ve «Error al enviar la solicitud de vacaciones o certificación.');
  });

  test('drops steps no person can take at the end of a script, and the scripts they leave repeated', () => {
    const { rows } = wizardRows();
    // GO_TO_STEP 3 is a test path (the summary has no such control), not a tester's step.
    expect(
      rows.filter((row) => row[3]?.includes('Verificación de la solicitud»') && row[3].startsWith('No hay')),
    ).toEqual([]);
    const scripts = new Map<string, string[][]>();
    for (const row of rows) scripts.set(row[0] ?? '', [...(scripts.get(row[0] ?? '') ?? []), row]);
    const signatures = [...scripts.values()].map((steps) =>
      steps.map((step) => `${step[1]}|${step[3]}`).join('\n'),
    );
    for (const [index, signature] of signatures.entries()) {
      const containedElsewhere = signatures.some(
        (other, otherIndex) => otherIndex !== index && other.startsWith(`${signature}\n`),
      );
      expect(containedElsewhere, signature).toBe(false);
    }
  });

  test('drops a repeated choice that changes nothing', () => {
    const text = pathsText('business-unit-choice', options({ format: 'csv', suite: 'full' })) ?? '';
    const rows = parseCsv(text).slice(1);
    const byPath = new Map<string, string[]>();
    for (const row of rows) byPath.set(row[0] ?? '', [...(byPath.get(row[0] ?? '') ?? []), row[4] ?? '']);
    for (const actions of byPath.values()) {
      actions.forEach((action, index) => {
        if (index > 0) expect(`${actions[index - 1]} → ${action}`).not.toBe(`${action} → ${action}`);
      });
    }
  });
});

describe('path ids', () => {
  test('are a hash of the events: the same on every run, and unchanged when other inputs are added', () => {
    const config = pathConfigs['request-wizard'];
    const entry = registry.find((candidate) => candidate.name === 'request-wizard');
    if (!config || !entry) throw new Error('request-wizard is registered');
    const ids = generatePaths(entry.machine, config).map((path) => path.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^R-[0-9a-f]{8}$/);
    expect(generatePaths(entry.machine, config).map((path) => path.id)).toEqual(ids);
    const oneInput = { ...config, inputs: config.inputs.slice(0, 1) };
    const fewer = generatePaths(entry.machine, oneInput).map((path) => path.id);
    expect(ids).toEqual(expect.arrayContaining(fewer));
  });
});

describe('filters', () => {
  const idsOf = (text: string) => [...text.matchAll(/^(R-[0-9a-f]{8}) · /gm)].map((match) => match[1]);

  test('--to keeps the paths that reach a state', () => {
    const text = pathsText('request-wizard', options({ to: 'verification.failed' })) ?? '';
    expect(idsOf(text).length).toBeGreaterThan(0);
    for (const block of text.split(/\n(?=R-)/).slice(1))
      expect(block).toContain('El servicio no guarda la solicitud: responde con un error');
  });

  test('--event keeps the paths with a step on the event', () => {
    const all = idsOf(pathsText('request-wizard', defaultOptions) ?? '');
    const cancel = idsOf(pathsText('request-wizard', options({ event: 'CANCEL' })) ?? '');
    expect(cancel.length).toBeGreaterThan(0);
    expect(cancel.length).toBeLessThan(all.length);
    for (const block of (pathsText('request-wizard', options({ event: 'CANCEL' })) ?? '')
      .split(/\n(?=R-)/)
      .slice(1)) {
      expect(block).toContain('Pulsa «Cancelar» en el diálogo');
    }
  });

  test('--input keeps the paths of matching inputs', () => {
    const text = pathsText('request-wizard', options({ input: 'PAGO', suite: 'full' })) ?? '';
    const inputs = [...text.matchAll(/^ {2}Entrada: (.*)$/gm)].map((match) => match[1]);
    expect(inputs.length).toBeGreaterThan(0);
    expect(new Set(inputs)).toEqual(
      new Set(
        ['un solo contrato vigente', 'dos contratos vigentes'].map(
          (contracts) => `una solicitud de pago de vacaciones; la empleada tiene ${contracts}`,
        ),
      ),
    );
  });

  test('the command line reads names and options', () => {
    expect(
      parseArguments(['request-wizard', '--format', 'csv', '--to', 'sent', '--suite', 'manual']),
    ).toEqual({
      names: ['request-wizard'],
      options: { ...defaultOptions, format: 'csv', to: 'sent', suite: 'manual' },
    });
    expect(() => parseArguments(['--format', 'pdf'])).toThrow('Unknown format');
    expect(() => parseArguments(['--nope', 'x'])).toThrow('Unknown option nope');
  });

  test('survives npm run: key=value options, and the bare words npm leaves of `--format csv`', () => {
    // `npm run paths request-wizard --format csv` reaches the script as `request-wizard csv`.
    expect(parseArguments(['request-wizard', 'csv'])).toEqual({
      names: ['request-wizard'],
      options: { ...defaultOptions, format: 'csv' },
    });
    expect(parseArguments(['request-wizard', 'format=gherkin', 'to=sent', 'event=CANCEL', 'manual'])).toEqual(
      {
        names: ['request-wizard'],
        options: { ...defaultOptions, format: 'gherkin', to: 'sent', event: 'CANCEL', suite: 'manual' },
      },
    );
  });
});

describe('Gherkin', () => {
  test('writes one Spanish scenario per path', () => {
    const text = pathsText('app-loading', options({ format: 'gherkin', suite: 'full' })) ?? '';
    expect(text.startsWith('# language: es\nCaracterística: Carga de la aplicación\n')).toBe(true);
    // Each scenario is named by its id and its title, which starts with its input when the suite has
    // several; the opening is the step, and the input stays in the title and the preconditions.
    expect(text).toMatch(
      / {2}Escenario: R-[0-9a-f]{8} · Ruta guardada \/approvals\/vacation-approval\?code=150001: .+\n/,
    );
    expect(text).toMatch(/ {2}Escenario: R-[0-9a-f]{8} · Sin ruta inicial guardada: .+\n/);
    expect(text).toContain('Entrada: ruta guardada /approvals/vacation-approval?code=150001.');
    expect(text).toContain('    Dado que abre Cargando la aplicación (login/loading-app)\n');
    expect(text).toContain('    Cuando espera 2 s sin hacer nada [temporizador]');
    expect(text).toContain('    Y se abre /employees/select-employee');
  });
});

describe('the manual suite', () => {
  for (const name of ['request-wizard', 'requests-list', 'employee-search']) {
    test(`${name}: fewer scripts that walk every transition the full set walks`, () => {
      const entry = registry.find((candidate) => candidate.name === name);
      const config = pathConfigs[name];
      if (!entry || !config) throw new Error(`${name} is registered`);
      const all = manualScripts(entry.machine, config, pathSet(name, entry.machine, config, 'all'));
      const suite = manualSuite(all);
      expect(suite.length).toBeLessThan(all.length / 2);
      const walked = (scripts: typeof all) =>
        new Set(scripts.flatMap((script) => [...walkedTransitions(script)]));
      // Scripts only a program can carry out are left out; the rest of what they walk is covered.
      expect(walked(suite)).toEqual(walked(all.filter((script) => script.automatedOnly === undefined)));
    });
  }

  test('prints its size beside the full set', () => {
    expect(pathsText('request-wizard', defaultOptions)).toMatch(
      /Suite completa: \d+ recorridos\. Suite manual: \d+ recorridos que una persona puede hacer, que cubren \d+ de las (\d+) transiciones que recorre la suite completa \(la máquina tiene \1\)\./,
    );
  });
});

describe('the coverage report', () => {
  test('lists, for every transition, its requirement and the paths that walk it', () => {
    const text = pathsText('request-wizard', options({ coverage: true })) ?? '';
    expect(text).toContain(
      'form --NEXT [formIsValid] #0--> verification\n  Requisito: REQ-WIZARD-03: moving on from step 2',
    );
    expect(text).toMatch(
      /submitting --xstate\.error\.actor\.saveRequest #0--> verification\.failed\n {2}Requisito: REQ-ERROR-01: submit failure, error flag for 10 s\n {2}Recorridos \(\d+\): R-/,
    );
    const rows = parseCsv(pathsText('request-wizard', options({ coverage: true, format: 'csv' })) ?? '');
    expect(rows[0]).toEqual([
      'Máquina',
      'Transición',
      'Requisito',
      'Recorridos',
      'Suite manual',
      'Por qué no',
    ]);
    expect(rows.slice(1).every((row) => (row[3] ?? '') !== '')).toBe(true);
  });
});

describe('machines the tooling knows little about', () => {
  test('a machine without a SPEC-section map or screen spec still prints, with a note', () => {
    const text = pathsText('app-loading', defaultOptions) ?? '';
    expect(text).toContain('Pantalla: Cargando la aplicación');
    const config = pathConfigs['app-loading'];
    if (!config) throw new Error('app-loading is configured');
    const bare = { ...config, spec: undefined, screen: undefined };
    pathConfigs['app-loading'] = bare;
    try {
      const plain = pathsText('app-loading', defaultOptions) ?? '';
      expect(plain).toContain('Secciones del SPEC: (esta máquina no tiene mapa de secciones)');
      expect(plain).toContain('Pantalla: (sin guion de pantalla');
      expect(pathsText('app-loading', options({ coverage: true }))).toContain(
        'Requisito: (sin sección del SPEC asignada)',
      );
    } finally {
      pathConfigs['app-loading'] = config;
    }
  });

  test('an unknown name prints nothing', () => {
    expect(pathsText('no-such-machine')).toBeUndefined();
  });
});
