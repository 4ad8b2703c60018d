// docs/flows/request-paths.md (npm run charts) and the flows site's page of the same name: the path some
// requests of the demo data took, each change of its history (call 19, stack/seed/history.ts) beside the
// statechart transition that made it, so an analyst follows a request from diagram to diagram. The history
// is the seed's, told as the app tells it ('Historial de la solicitud'); dates are left out (the seed dates
// them from the day it is sown), the order is the request's versions.

import type { RegisteredMachine } from '@machines/index';
import { parseRequestHistory } from '@src/domain/entities';
import { labelOfRequestType } from '@src/domain/lookups';
import { historyEntryFacts } from '@src/domain/rules/history';
import { historyEntryLines } from '@src/views/requests/request-texts';
import { generateSeed } from '@stack/seed/generate';
import { stateWords } from './flows-words';
import { machineTitles } from './paths-tester';

/** The requests of docs/demo-data.md's table of histories, in its order (100020: Sofía's onboarding). */
export const shownRequests = [
  '100003',
  '100006',
  '100007',
  '100011',
  '100012',
  '100017',
  '100018',
  '100020',
  '150002',
];

/** What the seed's changes made outside the portal are, for an analyst. */
const outsidePortal = 'Fuera del portal: el área de gestión humana (ningún diagrama del portal)';

/** Any fixed day: the histories' order and words do not depend on it. */
const sownOn = new Date('2026-12-01T15:00:00Z');

/** A table cell: one line, no pipe. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** Where a transition (`<machine id>.<state path>`) is drawn: its flow's page and the state in Spanish. */
export function transitionPlace(
  transition: string,
  entries: readonly RegisteredMachine[],
): { name: string; title: string; state: string; words: string } | undefined {
  const [machineId = '', ...path] = transition.split('.');
  const entry = entries.find((candidate) => candidate.machine.id === machineId);
  if (!entry) return undefined;
  const state = path.join('.');
  return {
    name: entry.name,
    title: machineTitles[entry.name] ?? entry.name,
    state,
    words: stateWords[`${entry.name}:${state}`] ?? '',
  };
}

function transitionCell(transition: string, entries: readonly RegisteredMachine[]): string {
  if (transition === 'fueraDelPortal') return outsidePortal;
  const place = transitionPlace(transition, entries);
  if (!place) return `\`${transition}\``;
  return `[${place.title}](${place.name}.md): ${place.words || place.state} (\`${transition}\`)`;
}

/** docs/flows/request-paths.md. */
export function requestPathsMarkdown(entries: readonly RegisteredMachine[]): string {
  const seed = generateSeed(sownOn);
  const lines = [
    '# Recorridos de solicitudes del ejemplo',
    '',
    'Generado por `npm run charts` a partir de los datos de ejemplo (`stack/seed`); no se edita a mano.',
    'Cada cambio del historial de una solicitud (lo que muestra «Historial de la solicitud») nombra la',
    'transición del diagrama que lo hizo: el estado del flujo cuya llamada guardó el cambio. Siguiendo la',
    'columna «Transición», un analista recorre la solicitud de diagrama en diagrama. Un cambio hecho desde',
    'el portal en `npm start` se suma al final con su propia transición.',
    '',
  ];
  for (const number of shownRequests) {
    const request = seed.requests.find((candidate) => candidate.number === number);
    if (!request) throw new Error(`request-paths: the seed has no request ${number}`);
    const history = parseRequestHistory(
      seed.history
        .filter((entry) => entry.requestId === request.id)
        .map((entry) => ({
          historyEntryId: `${entry.requestId}-${entry.version}`,
          humanResourceRequestId: entry.requestId,
          humanResourceRequestVersion: entry.version,
          ...entry,
        })),
    ).sort((a, b) => a.humanResourceRequestVersion - b.humanResourceRequestVersion);
    lines.push(
      `## Solicitud ${number} (${labelOfRequestType(request.type)})`,
      '',
      '| # | Qué cambió | Quién | Estado | Palabras | Transición |',
      '|---|---|---|---|---|---|',
    );
    for (const entry of history) {
      const said = historyEntryLines(historyEntryFacts(entry));
      const what = [said.what, said.detail].filter(Boolean).join(': ');
      lines.push(
        `| ${entry.humanResourceRequestVersion} | ${cell(what)} | ${cell(said.who)} | ${cell(said.status)} | ${cell(said.words)} | ${cell(transitionCell(entry.transition, entries))} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
