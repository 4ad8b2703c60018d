// npm run paths over every registered machine, the journeys across screens and the requirements' coverage:
// each test generates the tester scripts or paths of every machine (or of every machine a journey crosses),
// most of a minute of CPU on 2 cores. npm test checks the tester suite's four machines one by one (paths-tester.test.ts,
// paths-script.test.ts); `npm run test:full` runs this file (TEST_SET=full) for all of them.

import { registry } from '@machines/index';
import { describe, expect, test, vi } from 'vitest';
import { journeysName, parseArguments, pathsText, requirementsText } from '../../scripts/paths';
import { journeyScript, journeys } from '../../scripts/paths-journeys';
import { readRequirements } from '../../scripts/paths-requirements';
import { pathsOptions as options, parseCsv } from '../support/paths-csv';
import { foreignWords } from '../support/spanish-text';

vi.setConfig({ testTimeout: 300_000 });

describe('every registered machine', () => {
  test('prints its scripts', () => {
    for (const entry of registry)
      expect(pathsText(entry.name)).toMatch(/\nR-[0-9a-f]{8} · .+\n {2}Entrada: /);
  });

  test("every machine's tester CSV is in Spanish only and cites requirements, never a «§n» alone", () => {
    for (const entry of registry) {
      const text = pathsText(entry.name, options({ format: 'csv' })) ?? '';
      for (const row of parseCsv(text, ';').slice(1)) {
        const [id, , step, preconditions, action, expected, , , requirements = ''] = row;
        expect(
          foreignWords([preconditions, action, expected].join(' ')),
          `${entry.name} ${id} paso ${step}`,
        ).toEqual([]);
        expect(requirements, `${entry.name} ${id} paso ${step}`).not.toMatch(/§\d/);
      }
    }
  });
});

describe('journeys across screens (`npm run paths journeys`)', () => {
  test('each journey is one script through its screens, in Spanish, from its preconditions to the end', () => {
    const rows = parseCsv(pathsText(journeysName, options({ format: 'csv' })) ?? '').slice(1);
    for (const journey of journeys) {
      const steps = rows.filter((row) => row[0] === journey.id);
      expect(steps.map((row) => row[2])).toEqual(steps.map((_, index) => String(index + 1)));
      expect(steps[0]?.[3]).toMatch(/inicia sesión como ana\.admin/);
      for (const row of steps) expect(foreignWords([row[3], row[4], row[5]].join(' '))).toEqual([]);
    }
    // Board → process page → the task's answer; vacations → wizard → the list's success flag.
    const text = rows.map((row) => row.join('|')).join('\n');
    expect(text).toMatch(
      /J-2\|\|3\|\|Abre el enlace «Abrir la solicitud 100018»\|Se abre la página «Solicitud 100018».*\nJ-2\|\|4\|\|Sigue en Trámite de la solicitud/,
    );
    expect(rows.filter((row) => row[0] === 'J-2').at(-1)?.[5]).toContain('Aviso «Tarea ejecutada»');
    expect(rows.filter((row) => row[0] === 'J-1').at(-1)?.[5]).toBe(
      'Vuelve a la lista con el aviso «La solicitud de vacaciones fue enviada exitosamente.»',
    );
    // Employee selection → Inicio → vacations → wizard: María Begoña of the demo data, chosen
    // with what a tester types; from Inicio the person opens 'Vacaciones' (no machine drives Inicio).
    const selection = rows.filter((row) => row[0] === 'J-3');
    // The demo unit's employees arrive at once: the script never expects a count a tester cannot see.
    expect(selection[1]?.[4]).toBe(
      '[servidor] Respuesta del servicio: toda la unidad de una vez (en la demo, sus 525 empleados)',
    );
    expect(selection.map((row) => row[5]).join(' ')).not.toContain('Cargando empleados:');
    const typed = selection.findIndex(
      (row) => row[4] === 'Escribe «maria begona ibanez zuniga» en «Empleado»',
    );
    const chosen = selection.findIndex((row) => row[4] === 'Pulsa «Continuar»');
    expect(typed).toBeGreaterThan(0);
    expect(chosen).toBeGreaterThan(typed);
    expect(selection[chosen]?.[5]).toBe(
      'Queda seleccionado el empleado «María Begoña Ibáñez Zúñiga»; Se abre la página de inicio (/)',
    );
    expect(selection[chosen + 1]?.[4]).toBe('En Inicio, pulsa la opción «Vacaciones»');
    expect(rows.filter((row) => row[0] === 'J-3').at(-1)?.[5]).toBe(
      'Vuelve a la lista con el aviso «La solicitud de vacaciones fue enviada exitosamente.»',
    );
  });

  test('a leg follows another only where the journey overview has that edge', () => {
    // The board leads to the process page; the process page does not lead back by a task's answer.
    const first = journeys.find((journey) => journey.id === 'J-2');
    if (!first) throw new Error('a journey');
    const reversed = { ...first, legs: [...first.legs].reverse() };
    expect(() => journeyScript(reversed)).toThrow('does not lead to');
    expect(() =>
      journeyScript({
        ...first,
        legs: [{ machine: 'requests-board', input: 'empleado', actions: ['Pulsa «Nada»'] }],
      }),
    ).toThrow('no script of requests-board');
  });

  test('npm run paths without a name prints the journeys after the machines', () => {
    expect(parseArguments(['journeys']).names).toEqual(['journeys']);
    expect(pathsText(journeysName, options({ format: 'gherkin' }))).toMatch(
      /^# language: es\nCaracterística: Recorridos entre pantallas\n/,
    );
  });
});

describe('docs/requirements.md', () => {
  const requirements = readRequirements();
  test('npm run paths -- --coverage lists every requirement with its scripts and path tests, or none', () => {
    const text = requirementsText();
    for (const requirement of requirements)
      expect(text).toContain(`${requirement.id} (${requirement.section})`);
    expect(text).toMatch(
      /REQ-APPROVAL-07 \(.+\): .+\n {2}Diagramas: vacation-approval\n {2}Guiones \(suite manual\): R-[0-9a-f]{8}/,
    );
    expect(text).toMatch(/Recorridos de los tests \(\d+\): R-/);
  });
});
