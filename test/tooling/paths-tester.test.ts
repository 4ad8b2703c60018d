// What a tester takes from `npm run paths`: the default CSV and Gherkin of the request wizard,
// onboarding, the board and the approval are in Spanish only, open in a Spanish spreadsheet, name their
// preconditions and SPEC sections, and leave out what no person can carry out.

import { registry } from '@machines/index';
import { describe, expect, test, vi } from 'vitest';
import {
  csvColumns,
  helpText,
  type PathsOptions,
  parseArguments,
  pathsText,
  testerScripts,
} from '../../scripts/paths';
import { datesFromToday, instantAnswerWords } from '../../scripts/paths-tester';
import { pathConfigs } from '../paths/configs';
import { demoSeed } from '../paths/demo-seed';
import { manualScripts, manualSuite, statementChecks } from '../support/manual-script';
import { allTransitions, matchesPattern } from '../support/path-model';
import { pathSet } from '../support/path-set';
import { pathsOptions as options, parseCsv } from '../support/paths-csv';
import { typedValuesIn, typedWords } from '../support/screen-spec';
import { foreignWords } from '../support/spanish-text';

// Each journey test generates every path of its machines (60–130 s on a loaded 2-core machine).
vi.setConfig({ testTimeout: 300_000 });

const testerMachines = ['request-wizard', 'onboarding', 'requests-board', 'vacation-approval'];

describe('the tester suite (the default of csv and gherkin)', () => {
  for (const name of testerMachines) {
    test(`${name}: the CSV opens in a Spanish spreadsheet and says everything in Spanish`, () => {
      const text = pathsText(name, options({ format: 'csv' })) ?? '';
      const [head, ...rows] = parseCsv(text, ';');
      expect(head).toEqual(csvColumns);
      expect(rows.length).toBeGreaterThan(0);
      const titles: string[] = [];
      for (const row of rows) {
        const [id, title = '', step, preconditions, action, expected, obtained, passed] = row;
        expect(id).toMatch(/^R-[0-9a-f]{8}$/);
        // The first step names the script and where to start from; the tester fills in the result and
        // the verdict.
        if (step === '1') {
          expect(preconditions).toMatch(/inicia sesión como|abre el enlace/i);
          expect(title, id).toMatch(/^\p{Lu}/u);
          titles.push(title);
        } else {
          expect(preconditions).toBe('');
          expect(title).toBe('');
        }
        expect(obtained).toBe('');
        expect(passed).toBe('');
        expect(
          foreignWords([title, preconditions, action, expected].join(' ')),
          `${id} paso ${step}`,
        ).toEqual([]);
      }
      // A title tells a script from the others of its suite.
      expect(new Set(titles).size).toBe(titles.length);
    });

    test(`${name}: a step states what it changed; the whole screen only at the first step checked and at the end`, () => {
      const rows = parseCsv(pathsText(name, options({ format: 'csv' })) ?? '', ';').slice(1);
      const scripts = new Map<string, string[][]>();
      for (const row of rows) scripts.set(row[0] ?? '', [...(scripts.get(row[0] ?? '') ?? []), row]);
      for (const [id, steps] of scripts) {
        const checked = steps.filter((row) => !(row[5] ?? '').startsWith('Nada que comprobar aún'));
        // A statement of a middle step that the step checked before already made is said again only
        // when it is what that step must bring about: a middle step never repeats a whole screen.
        for (const [index, row] of checked.entries()) {
          if (index === 0 || index === checked.length - 1) continue;
          const before = new Set((checked[index - 1]?.[5] ?? '').split('; '));
          if (before.size < 2) continue;
          const repeated = (row[5] ?? '').split('; ').filter((part) => before.has(part));
          expect(repeated.length, `${id} paso ${row[2]}: ${repeated.join(' | ')}`).toBeLessThan(before.size);
        }
      }
    });

    test(`${name}: the Gherkin is Spanish, tagged with its requirements`, () => {
      const text = pathsText(name, options({ format: 'gherkin' })) ?? '';
      expect(text.startsWith('# language: es\nCaracterística: ')).toBe(true);
      // Tagged with the requirements of docs/requirements.md its steps show, never a SPEC section.
      expect(text).toMatch(/^ {2}@REQ-[A-Z]+-\d{2}/m);
      expect(text).not.toContain('@SPEC-§');
      const steps = text.split('\n').filter((line) => !line.trim().startsWith('#'));
      expect(foreignWords(steps.join('\n'))).toEqual([]);
    });
  }

  test('a script only a program can carry out stays out of the tester suite', () => {
    for (const name of ['request-wizard', 'onboarding']) {
      const entry = registry.find((candidate) => candidate.name === name);
      const config = pathConfigs[name];
      if (!entry || !config) throw new Error(`${name} is registered`);
      const all = manualScripts(entry.machine, config, pathSet(name, entry.machine, config, 'all'));
      const suite = manualSuite(all);
      expect(all.some((script) => script.automatedOnly !== undefined)).toBe(true);
      expect(suite.filter((script) => script.automatedOnly !== undefined)).toEqual([]);
      expect(suite.some((script) => script.input.includes('sin el privilegio'))).toBe(false);
    }
  });

  test('the reduced suite is the default for csv and gherkin; --all gives every path', () => {
    const rows = (more: Partial<PathsOptions>) =>
      parseCsv(pathsText('request-wizard', options({ format: 'csv', ...more })) ?? '', ';').filter(
        (row) => row[2] === '1',
      ).length;
    expect(rows({})).toBeLessThan(rows({ suite: 'full' }));
    expect(parseArguments(['request-wizard', '--all']).options.suite).toBe('full');
  });

  test('--separator , writes a comma-separated CSV', () => {
    const text = pathsText('requests-board', options({ format: 'csv', separator: ',' })) ?? '';
    expect(text.split('\r\n')[0]).toBe(csvColumns.join(','));
    expect(() => parseArguments(['--separator', '|'])).toThrow('Separador desconocido');
  });

  test('approval scripts open the link their input names, with only answers the local stack gives', () => {
    const text = pathsText('vacation-approval', options({ format: 'csv' })) ?? '';
    const rows = parseCsv(text, ';').slice(1);
    for (const [id, step, preconditions = ''] of rows) {
      if (step !== '1') continue;
      if (preconditions.includes('Entrada: un enlace que no dice qué solicitud responder'))
        expect(preconditions, id).toContain('(sin número de solicitud)');
      else expect(preconditions, id).toContain('code=150001');
    }
    const actions = rows.map((row) => row[4]).join('\n');
    // Request 150001 is an enjoyment request awaiting fabio.jefe: no other request, type or status.
    for (const never of [
      'una solicitud de certificación',
      'ninguna solicitud con ese número',
      'otra solicitud (número 150009)',
      'una solicitud descartada',
      'otra persona ya la respondió (412)',
    ])
      expect(actions).not.toContain(never);
    // The load's failure says which fault makes it fail.
    expect(actions).toContain('El servicio no entrega la solicitud: responde con un error');
    expect(text).toContain('`npm run stack:fault -- consultar-solicitudes 500 --veces 4`');
  });

  test('a step made while a call runs says to slow it, and only the call of the state that handles it', () => {
    const rows = parseCsv(pathsText('vacation-approval', options({ format: 'csv' })) ?? '').slice(1);
    const pressed = rows.find((row) => row[4]?.includes('Pulsa la tecla Escape mientras se envía'));
    expect(pressed).toBeDefined();
    const first = rows.find((row) => row[0] === pressed?.[0] && row[2] === '1');
    expect(first?.[3]).toContain(
      'arma una demora de 2 s: `npm run stack:fault -- responder-aprobacion lento`',
    );
    // Onboarding's second step is filled while its catalogue loads: no delay is needed for that.
    expect(pathsText('onboarding', options({ format: 'csv' }))).not.toContain('demora');
    // The scripts that need the seed as it was say how to sow it again with the stack running; none
    // asks for a restart in test mode or for JSON typed in a shell.
    for (const name of ['vacation-approval', 'requests-board'])
      expect(pathsText(name, options({ format: 'csv' }))).toContain(
        '`npm run stack:reset`, con la pila arrancada',
      );
    for (const name of testerMachines) {
      const text = pathsText(name, options({ format: 'csv' })) ?? '';
      for (const gone of ['STACK_MODE', 'curl', '__faults', '__reset', '{"'])
        expect(text, name).not.toContain(gone);
    }
  });

  test('a script that ends on a load (Reintentar) says to slow that load, after the failures armed', () => {
    const rows = parseCsv(pathsText('vacation-approval', options({ format: 'csv' })) ?? '').slice(1);
    const ids = new Set(rows.map((row) => row[0]));
    const retried = [...ids].filter((id) => {
      const steps = rows.filter((row) => row[0] === id);
      return steps.at(-1)?.[4] === 'Pulsa «Reintentar»' && steps.at(-1)?.[5]?.includes('(cargando)');
    });
    expect(retried.length).toBeGreaterThan(0);
    for (const id of retried) {
      const first = rows.find((row) => row[0] === id && row[2] === '1')?.[3] ?? '';
      const failure = first.indexOf('`npm run stack:fault -- consultar-solicitudes 500 --veces 4`');
      const delay = first.indexOf('`npm run stack:fault -- consultar-solicitudes lento`');
      expect(failure, id).toBeGreaterThan(-1);
      expect(delay, id).toBeGreaterThan(failure);
    }
  });

  test("the board's 18 cards are listed where the screen is first checked and at the end, not at every step", () => {
    const rows = parseCsv(pathsText('requests-board', options({ format: 'csv' })) ?? '').slice(1);
    const allCards =
      'La columna «Por evaluar» muestra solo las tarjetas 100008, 100002, 100015, 100013, 100005 y 100006';
    const byScript = new Map<string, string[]>();
    for (const row of rows) byScript.set(row[0] ?? '', [...(byScript.get(row[0] ?? '') ?? []), row[5] ?? '']);
    const long = [...byScript.values()].find((expected) => expected.length > 6) ?? [];
    expect(long.filter((expected) => expected.includes(allCards))).toHaveLength(1);
    expect(
      long.filter((expected) => expected.includes('Se ve el campo «Buscar solicitud»')).length,
    ).toBeLessThan(long.length / 2);
    // Where nothing but a stored preference changes, that is all the step says.
    expect(long).toContain('Se guardan las solicitudes fijadas y «Solo fijadas» para esta persona');
  });

  test('the Gherkin names each scenario by its title, with its id', () => {
    const gherkin = pathsText('vacation-approval', options({ format: 'gherkin' })) ?? '';
    expect(gherkin).toMatch(/^ {2}Escenario: R-[0-9a-f]{8} · El enlace de la solicitud 150001: /m);
    expect(gherkin).not.toContain('Escenario: R-017b56b2 · el enlace');
  });

  test('a server failure says which fault to arm, with enough times for the retries', () => {
    const text = pathsText('requests-board', options({ format: 'csv' })) ?? '';
    expect(text).toContain('`npm run stack:fault -- consultar-solicitudes 500 --veces 4`');
  });

  test('the board and the wizard state the value typed and how long to wait, as people say it', () => {
    const board = pathsText('requests-board', options({ format: 'csv' })) ?? '';
    expect(board).toContain('Escribe «vinculación» en «Buscar solicitud»');
    expect(board).toContain('Espera 500 ms sin hacer nada');
    const inactivity = pathsText('inactivity', options({ format: 'csv' })) ?? '';
    expect(inactivity).not.toMatch(/\d{3,} s\b/);
    // Activity starts the 14 minutes over: the script says how long the person waits before it.
    expect(inactivity).toContain('(el navegador lo avisa) [tras 10 min sin hacer nada]');
    // While the error flag's 10 s run, closing it is a step a person must do in time.
    const wizard = pathsText('request-wizard', options({ format: 'csv' })) ?? '';
    expect(wizard).toContain('Cierra el mensaje de error con «Cerrar» [antes de 10 s]');
  });

  test('a step traces a requirement only by its own pattern, never the catch-all', () => {
    const text = pathsText('requests-board', options({ format: 'csv' })) ?? '';
    const rows = parseCsv(text, ';').slice(1);
    // The first step (the screen opens) implements no transition of its own: no section.
    expect(rows.filter((row) => row[2] === '1').every((row) => row[8] === '')).toBe(true);
    expect(rows.some((row) => row[8]?.includes('REQ-BOARD-'))).toBe(true);
    expect(rows.some((row) => row[8]?.includes('§'))).toBe(false);
  });
});

describe('--help and --coverage', () => {
  test('--help prints the options in Spanish', () => {
    expect(parseArguments(['--help']).options.help).toBe(true);
    expect(helpText).toContain('--separator');
    expect(helpText).toContain('--all');
    expect(foreignWords(helpText.replace(/--[a-z]+/g, ' '))).toEqual([]);
  });

  test('--coverage says why the tester suite does not walk a transition', () => {
    const text = pathsText('onboarding', options({ coverage: true })) ?? '';
    expect(text).toContain('Suite manual: — (solo automatizada: ');
  });
});

describe('the board script a tester carries out on `npm start`', () => {
  test('expects the cards of the demo data (José 100001), and ends on the page a card opens', () => {
    const rows = parseCsv(pathsText('requests-board', options({ format: 'csv', suite: 'full' })) ?? '').slice(
      1,
    );
    // docs/demo-data.md: José's 18 requests, newest first, in the columns of SPEC §4.
    expect(rows.map((row) => row[5]).join('\n')).toContain(
      'La columna «Por evaluar» muestra solo las tarjetas 100008, 100002, 100015, 100013, 100005 y 100006 (cada una con tipo, descripción, fecha, responsable y estado como en docs/demo-data.md); La columna «En progreso» muestra solo las tarjetas 100007, 100004, 100018, 100001, 100003, 100009 y 100014 (cada una con tipo, descripción, fecha, responsable y estado como en docs/demo-data.md); La columna «Terminada» muestra solo las tarjetas 100012, 100010, 100011, 100017 y 100016 (cada una con tipo, descripción, fecha, responsable y estado como en docs/demo-data.md)',
    );
    const opened = rows.filter((row) => row[4] === 'Abre el enlace «Abrir la solicitud 100018»');
    expect(opened.length).toBeGreaterThan(0);
    for (const row of opened) {
      // The page left shows none of the board's titles, and nothing is done on it afterwards.
      expect(row[5]).toBe('Se abre la página «Solicitud 100018» (/requests/application-process/HRR-00018)');
      const next = rows[rows.indexOf(row) + 1];
      expect(next === undefined || next[0] !== row[0]).toBe(true);
    }
  });
});

describe('the wizard and onboarding scripts a tester carries out on `npm start`', () => {
  const rowsOf = (name: string) => parseCsv(pathsText(name, options({ format: 'csv' })) ?? '').slice(1);

  test('a fixture date reads as days from the day the data was sown', () => {
    expect(datesFromToday('Fecha de inicio «01/Dic/2026», desde el 21/Dic/2026')).toBe(
      'Fecha de inicio «hoy + 10 días», desde hoy + 30 días',
    );
    // The article a date takes on screen is dropped before «hoy» ('desde el hoy' is no Spanish).
    expect(datesFromToday('el 22/Nov/2026, del 21/Nov/2026, al 11/Nov/2026, El 11/Nov/2026')).toBe(
      'hoy + 1 día, de hoy, a hoy − 10 días, Hoy − 10 días',
    );
  });

  test.each(testerMachines)(
    '%s: no step names a date, a contract or a number the local stack does not give',
    (name) => {
      const rows = rowsOf(name);
      const steps = rows.map((row) => `${row[4]}\n${row[5]}`).join('\n');
      // Dates count from the day the data was sown; the precondition says how to write them.
      expect(steps).not.toMatch(/\b\d{2}\/[A-Z][a-z]{2}\/\d{4}\b/);
      // The fixtures' own contract and request numbers (a new request's number is the services' next one).
      for (const never of ['CT-0001', '2026-0042', '200123', 'C-1']) expect(steps).not.toContain(never);
    },
  );

  test("the wizard fills Ángela's valid contract and says the new number is the one the services give", () => {
    const rows = rowsOf('request-wizard');
    const text = rows.map((row) => row.join(' ')).join('\n');
    // docs/demo-data.md: Ángela (100005) has one valid contract, AND-2026-00051, chosen at once.
    expect(text).toContain('empleado 100005 Ángela Cañón Londoño');
    expect(text).toContain('Completa el formulario (Contrato: AND-2026-00051; Días a pagar: «3»;');
    expect(text).toContain('Fecha de inicio del disfrute: «hoy + 10 días»');
    expect(text).toContain('«Número de solicitud: (número nuevo)»');
    expect(text).toContain('(número nuevo): el número que el servicio da a la solicitud creada');
    // Every kind has its scripts; no demo employee has two valid contracts, and no tester resumes another day.
    const inputs = new Set(
      rows.filter((row) => row[2] === '1').map((row) => /Entrada: ([^.]+)\./.exec(row[3] ?? '')?.[1]),
    );
    expect(inputs).toEqual(
      new Set(
        ['disfrute de vacaciones', 'pago de vacaciones', 'certificación'].map(
          (kind) => `una solicitud de ${kind}; la empleada tiene un solo contrato vigente`,
        ),
      ),
    );
    expect(text).not.toContain('retomado el hoy');
    expect(text).toContain('Recarga la página: la aplicación retoma el asistente guardado');
  });

  test('onboarding links a person nobody in the demo data is, with the CV file each script attaches', () => {
    const rows = rowsOf('onboarding');
    const typed = rows.map((row) => row[4]).find((action) => action?.startsWith('Escribe Nombres')) ?? '';
    const document = /Número de identificación «(\d+) ?»/.exec(typed)?.[1];
    // The space typed at the end of each (sent without it) is said in words, not left to the quotes.
    expect(typed).toContain('cada uno seguido de un espacio');
    expect(document).toBe('1122334455');
    // Onboarding with someone's ID number links that person (docs/decisions/0013): nobody has this one.
    const documents = demoSeed().employees.map(
      (employee) =>
        (employee.document as { identificationDocumentNumber?: string }).identificationDocumentNumber,
    );
    expect(documents).toContain('1020304050');
    expect(documents).not.toContain(document);
    // The browser reads the file (no service), and the script says which file to have at hand.
    const read = rows.filter((row) => row[4]?.includes('El navegador lee el archivo'));
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((row) => row[4]?.startsWith('[navegador] '))).toBe(true);
    const firstSteps = rows.filter((row) => row[2] === '1');
    const attaching = firstSteps.filter((row) =>
      rows.some((other) => other[0] === row[0] && other[4] === 'Adjunta el archivo «hoja-de-vida.pdf»'),
    );
    expect(attaching.length).toBeGreaterThan(0);
    for (const row of attaching)
      expect(row[3], row[0]).toContain('Ten a mano un archivo «hoja-de-vida.pdf» que sea');
  });
});

describe('what a tester reads is what the app shows a person', () => {
  /** The manual suite's rows of a machine, each with the script's first row (its preconditions) and the next row. */
  function rowsWithContext(name: string) {
    const rows = parseCsv(pathsText(name, options({ format: 'csv' })) ?? '').slice(1);
    return rows.map((row, index) => ({
      row,
      first: rows.find((other) => other[0] === row[0] && other[2] === '1') ?? row,
      next: rows[index + 1]?.[0] === row[0] ? rows[index + 1] : undefined,
    }));
  }

  test.each(testerMachines)('%s: a typed or shown value never hides a space inside its quotes', (name) => {
    const texts = rowsWithContext(name).flatMap(({ row }) => [row[4] ?? '', row[5] ?? '']);
    expect(texts.flatMap((text) => text.match(/«\s[^«»]*»|«[^«»]*\s»/g) ?? [])).toEqual([]);
  });

  test('the approval typed with spaces around says so, and expects the counter of what was typed', () => {
    const rows = rowsWithContext('vacation-approval').map(({ row }) => row);
    const typed = rows.filter((row) => row[4]?.includes('No hay reemplazo ese mes.'));
    expect(typed.length).toBeGreaterThan(0);
    for (const row of typed) {
      expect(row[4]).toBe(
        'Elige «Rechazar» y escribe «No hay reemplazo ese mes.» precedido y seguido de un espacio en «Observaciones»',
      );
      expect(row[5]).toContain(
        'Se ve el campo «Observaciones», con «No hay reemplazo ese mes.» precedido y seguido de un espacio',
      );
      // 25 characters and the two spaces.
      expect(row[5]).toContain('Se ve el texto «27/500»');
    }
    // The wizard's texts are typed with spaces around them too (call 11 carries them trimmed).
    expect(pathsText('request-wizard', options({ format: 'csv' }))).toContain(
      'Destinatario: «A quien pueda interesar» precedido y seguido de un espacio',
    );
  });

  test.each(testerMachines)("%s: no input, answer or key is named by the tests' own labels", (name) => {
    const config = pathConfigs[name];
    const labels = [
      ...(config?.inputs ?? []).map((input) => input.label),
      ...Object.values(config?.actors ?? {}).flatMap((outcomes) =>
        outcomes.filter((outcome) => 'error' in outcome).map((outcome) => outcome.label),
      ),
    ];
    for (const { row } of rowsWithContext(name)) {
      const [id, , step, preconditions = '', action = ''] = row;
      const where = `${id} paso ${step}`;
      expect(action, where).not.toContain(' con: ');
      expect(action, where).not.toMatch(/^\[sin pantalla\] La persona pulsa/);
      expect(action, where).not.toMatch(/llamada \d+/);
      for (const label of labels) {
        expect(preconditions, where).not.toContain(`Entrada: ${datesFromToday(label)}.`);
        expect(action, where).not.toContain(`: ${label}`);
      }
    }
  });

  test("a key press is a person's action; a drop-down list is a list, not a button", () => {
    const approval = rowsWithContext('vacation-approval').map(({ row }) => row[4]);
    expect(approval).toContain('Pulsa la tecla Escape mientras se envía la respuesta');
    const wizard = pathsText('request-wizard', options({ format: 'csv' })) ?? '';
    expect(wizard).not.toContain('el botón «Tipo de certificación»');
    expect(wizard).toContain('Se ve la lista «Tipo de certificación», marcada «(Requerido)»');
  });

  test('a date counted from today reads without an article before «hoy»', () => {
    for (const name of testerMachines) {
      const text = pathsText(name, options({ format: 'csv', suite: 'full' })) ?? '';
      expect(text, name).not.toMatch(/\b(el|del|al) hoy\b/);
    }
    expect(pathsText('vacation-approval', options({ format: 'csv' }))).toContain(
      'Periodo «7 días hábiles desde hoy + 30 días»',
    );
  });

  test.each(testerMachines)(
    "%s: no step claims what a person cannot see (an instant answer, the browser's storage)",
    (name) => {
      for (const { row, first, next } of rowsWithContext(name)) {
        const [id, , step, , action = '', expected = ''] = row;
        const where = `${id} paso ${step}: ${action}`;
        expect(expected, where).not.toMatch(/avance guardado/);
        // What shows until an answer that comes at once (no delay armed) is gone before anyone sees it.
        const answerNext = next?.[4]?.startsWith('[servidor]') || next?.[4]?.startsWith('[navegador]');
        if (answerNext && !first[3]?.includes('arma una demora')) {
          expect(expected, where).toBe(instantAnswerWords);
          expect(action, where).not.toMatch(/^\[bloqueado\]/);
        }
      }
    },
  );
});

describe('decisions in the scripts', () => {
  test('every pattern of a SPEC map names a transition of its machine', () => {
    for (const entry of registry) {
      const transitions = allTransitions(entry.machine);
      for (const pattern of Object.keys(pathConfigs[entry.name]?.spec ?? {})) {
        expect(
          transitions.some((transition) => matchesPattern(pattern, { transitions: [transition] })),
          `${entry.name}: «${pattern}»`,
        ).toBe(true);
      }
    }
  });

  // Where a transition does what a decision of docs/decisions settles (not SPEC), the script says so.
  const decided: Record<string, string> = {
    'vacation-approval': 'Decisión 0010',
    'contract-action': 'Decisión 0011',
    discard: 'Decisión 0008',
    'requests-list': 'Decisión 0008',
    'requests-board': 'Decisión 0014',
    'request-process': 'Decisión 0014',
    onboarding: 'Decisión 0013',
    authentication: 'Decisión 0004',
    inactivity: 'Decisión 0012',
  };
  for (const [name, decision] of Object.entries(decided)) {
    test(`${name} names ${decision} in the SPEC column of its steps`, () => {
      const rows = parseCsv(pathsText(name, options({ format: 'csv', suite: 'full' })) ?? '').slice(1);
      expect(rows.some((row) => row[8]?.includes(decision))).toBe(true);
    });
  }
});

describe('the replay on the stack checks exactly what a script states', () => {
  test.each(testerMachines)('%s: every statement of every step has what checks it on screen', (name) => {
    const { machine, suite } = testerScripts(name);
    const unchecked = suite.flatMap((script) =>
      script.steps.flatMap((step, position) =>
        statementChecks(machine, script, position)
          .filter(({ items, effects, screen }) => items.length + effects.length + screen.length === 0)
          .map(({ statement }) => `${script.id} paso ${step.number}: «${statement}»`),
      ),
    );
    expect(unchecked).toEqual([]);
    // Where the script says there is nothing to check yet, the replay checks nothing either.
    for (const script of suite)
      for (const step of script.steps)
        if (step.expected === instantAnswerWords)
          expect(step.stated, `${script.id} paso ${step.number}`).toEqual([]);
  });

  test('a typed value reads back exactly, its spaces with it', () => {
    for (const value of [' No hay reemplazo ese mes. ', 'Ana ', '  x', 'plain', '', '   ', ' b    '])
      expect(typedValuesIn(`escribe ${typedWords(value)} en «Observaciones»`)[0]).toBe(value);
  });
});

describe('what a tester could not follow in the first scripts delivered never comes back', () => {
  const suites = () =>
    testerMachines.map((name) => ({
      name,
      rows: parseCsv(pathsText(name, options({ format: 'csv' })) ?? '', ';').slice(1),
      gherkin: pathsText(name, options({ format: 'gherkin' })) ?? '',
    }));

  test('no words of the tests, no step a person does marked as off screen, no list read as a button', () => {
    for (const { name, rows, gherkin } of suites()) {
      const text = [...rows.map((row) => row.join('\n')), gherkin].join('\n');
      for (const gone of [
        'con: certificación, un contrato',
        'con: código 150001, un jefe',
        'Falla el servicio: falla el servidor',
        '[sin pantalla] La persona pulsa Escape',
        'Se ve el botón «Tipo de certificación»',
        'desde el hoy + 30 días',
        'Se borra el avance guardado del asistente',
        '[sin pantalla] Recarga la página',
        '[sin pantalla] La persona vuelve',
      ])
        expect(text, name).not.toContain(gone);
    }
  });

  test('the approval typed with spaces (R-017b56b2, R-279525a7, R-9e897efa) types what the counter counts', () => {
    const rows = suites().flatMap((suite) => suite.rows);
    const counted = rows.filter(
      (row) => /«\d+\/500»/.test(row[5] ?? '') && /en «Observaciones»/.test(row[4] ?? ''),
    );
    expect(counted.length).toBeGreaterThan(0);
    for (const row of counted) {
      const typed = /escribe (.+) en «Observaciones»/.exec(row[4] ?? '')?.[1] ?? '';
      const count = Number(/«(\d+)\/500»/.exec(row[5] ?? '')?.[1]);
      expect(typedValuesIn(typed)[0]?.length, `${row[0]} paso ${row[2]}`).toBe(count);
    }
    for (const id of ['R-017b56b2', 'R-279525a7', 'R-9e897efa']) {
      const step = rows.find((row) => row[0] === id && row[2] === '3');
      if (step) expect(step[4]).toContain('«No hay reemplazo ese mes.» precedido y seguido de un espacio');
    }
  });

  test('nothing a person cannot see: a load or a disabled control before an answer that comes at once', () => {
    for (const { name, rows } of suites()) {
      for (const [index, row] of rows.entries()) {
        const next = rows[index + 1]?.[0] === row[0] ? rows[index + 1] : undefined;
        const first = rows.find((other) => other[0] === row[0] && other[2] === '1');
        const slowed = first?.[3]?.includes('arma una demora') ?? false;
        const instant = /^\[(servidor|navegador)\]/.test(next?.[4] ?? '') && !slowed;
        const where = `${name} ${row[0]} paso ${row[2]}`;
        if (!instant) continue;
        // «Se ve «Cargando la solicitud»» with no delay armed, «Siguiente» disabled while a file is read.
        expect(row[5], where).not.toMatch(/\(cargando\)/);
        expect(row[4], where).not.toMatch(/^\[bloqueado\]/);
      }
    }
  });
});
