// docs/flows/request-paths.md: the demo requests' histories, each change beside the statechart transition
// that made it, for analysts.
import { registry } from '@machines/index';
import { describe, expect, test } from 'vitest';
import { requestPathsMarkdown, shownRequests, transitionPlace } from '../../scripts/request-paths';
import { historyTransitions } from '../../stack/services/history';

describe('the requests of the demo data, change by change', () => {
  const text = requestPathsMarkdown(registry);

  test('every transition the services record is a state of a registered flow, with Spanish words', () => {
    for (const transition of Object.values(historyTransitions)) {
      if (transition === historyTransitions.outsidePortal) continue;
      const place = transitionPlace(transition, registry);
      expect(place, transition).toBeDefined();
      expect(place?.words, transition).not.toBe('');
    }
  });

  test("each shown request lists its changes in order, with who, what and the flow's page", () => {
    for (const number of shownRequests) expect(text).toContain(`## Solicitud ${number} (`);
    const onboarding = text.slice(text.indexOf('## Solicitud 100018'), text.indexOf('## Solicitud 100020'));
    const rows = onboarding.split('\n').filter((line) => /^\| \d+ \|/.test(line));
    expect(rows.map((row) => row.split('|')[1]?.trim())).toEqual(
      Array.from({ length: rows.length }, (_, index) => String(index + 1)),
    );
    expect(rows[1]).toContain('Cambio de responsable: Queda a cargo: Ana Sofía Gutiérrez');
    expect(rows[1]).toContain('[Proceso de una solicitud de vinculación](request-process.md)');
    expect(rows[1]).toContain('`requestProcess.ready.responsible.saving`');
  });

  test("the manager's answer, a discard and the back office's changes say so with the person's words", () => {
    expect(text).toMatch(
      /\| Solicitud aprobada \| Fabio Ibáñez \| .+ \| Observaciones: «Aprobadas: Alberto cubre el turno de José esas dos semanas\.» \| \[Aprobación de vacaciones\]\(vacation-approval\.md\)/,
    );
    expect(text).toMatch(
      /\| Descarte de la solicitud \| Alberto Núñez \| Estado: Aprobación Jefe Inmediato → Cancelada \| Justificación: «José pidió retirar el permiso: ya no viaja esa semana\.» \| \[Descartar una solicitud\]\(discard\.md\)/,
    );
    expect(text).toContain('Fuera del portal: el área de gestión humana');
  });
});
