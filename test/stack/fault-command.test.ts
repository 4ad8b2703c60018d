// npm run stack:fault: its command line in Spanish, and the faults it arms, lists and clears on a stack
// started as `npm start` starts it (not in test mode: with the fault token in its data directory).
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { faultTokenFile } from '@stack/control';
import { faultCommand, faultHelp, faultWords, parseFaultArguments, runFaultCommand } from '@stack/fault';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

describe('the command line', () => {
  test('an action by its Spanish name (any case, accents or not) or its X-Action, and a status', () => {
    expect(parseFaultArguments(['guardar-solicitud', '500', '--veces', '4'])).toEqual({
      kind: 'arm',
      name: 'guardar-solicitud',
      fault: { action: 'SaveHumanResourcesRequest', times: 4, status: 500 },
    });
    expect(parseFaultArguments(['Responder-Aprobación', '412'])).toEqual({
      kind: 'arm',
      name: 'responder-aprobacion',
      fault: { action: 'SaveVacationRequestApproval', times: 1, status: 412 },
    });
    expect(parseFaultArguments(['SearchAllHumanResourcesRequest', '503'])).toMatchObject({
      name: 'consultar-solicitudes',
      fault: { action: 'SearchAllHumanResourcesRequest', status: 503 },
    });
  });

  test('the misbehaviours by name: lento (2 s, or --segundos), sin-respuesta, desactualizada…', () => {
    expect(parseFaultArguments(['responder-aprobacion', 'lento'])).toMatchObject({
      fault: { action: 'SaveVacationRequestApproval', times: 1, delayMs: 2000 },
    });
    expect(parseFaultArguments(['consultar-solicitudes', 'lento', '--segundos', '5'])).toMatchObject({
      fault: { delayMs: 5000 },
    });
    expect(parseFaultArguments(['guardar-solicitud', 'sin-respuesta'])).toMatchObject({
      fault: { drop: true },
    });
    expect(parseFaultArguments(['descartar-solicitud', 'desactualizada'])).toMatchObject({
      fault: { stale: true },
    });
    expect(parseFaultArguments(['perfiles-salariales', 'vacía'])).toMatchObject({
      fault: { action: 'RemunerationProfilesCatalog', empty204: true },
    });
  });

  test('options also without dashes, where PowerShell eats «--»', () => {
    expect(parseFaultArguments(['guardar-solicitud', '500', 'veces=4'])).toMatchObject({
      fault: { times: 4 },
    });
    expect(parseFaultArguments(['--veces=3', 'guardar-solicitud', '500'])).toMatchObject({
      fault: { times: 3 },
    });
    expect(parseFaultArguments(['lista'])).toEqual({ kind: 'list' });
    expect(parseFaultArguments(['--lista'])).toEqual({ kind: 'list' });
    expect(parseFaultArguments(['quitar'])).toEqual({ kind: 'clear' });
    expect(parseFaultArguments(['--quitar'])).toEqual({ kind: 'clear' });
  });

  test('--help, -h and nothing at all give the help, in Spanish, naming every action and state', () => {
    expect(parseFaultArguments(['--help'])).toEqual({ kind: 'help' });
    expect(parseFaultArguments(['-h'])).toEqual({ kind: 'help' });
    expect(parseFaultArguments([])).toEqual({ kind: 'help' });
    for (const word of ['guardar-solicitud', 'responder-aprobacion', 'sin-respuesta', 'lento', '--veces'])
      expect(faultHelp).toContain(word);
  });

  test.each([
    [['guardar-solicitud'], 'Falta el estado'],
    [['aprobar-todo', '500'], 'Acción desconocida «aprobar-todo»'],
    [['guardar-solicitud', 'roto'], 'Estado desconocido «roto»'],
    [['guardar-solicitud', '700'], 'El estado necesita un número entero de 100 a 599'],
    [['guardar-solicitud', '500', '--veces', '0'], '--veces necesita un número entero de 1 a 1000'],
    [['guardar-solicitud', '500', '--veces'], '--veces necesita'],
    [['guardar-solicitud', '500', '--segundos', '3'], '--segundos va solo con «lento»'],
    [['guardar-solicitud', '500', 'otra'], 'Sobra «otra»'],
    [['--lista', 'guardar-solicitud'], '--lista y --quitar van solos'],
    [['--times', '3'], 'Opción desconocida: --times'],
  ])('%j is refused, saying why', (argv, message) => {
    expect(() => parseFaultArguments(argv)).toThrow(message);
  });

  test('the command a script cites arms the fault it was made for', () => {
    for (const fault of [
      { action: 'SaveHumanResourcesRequest', times: 4, status: 500 },
      { action: 'SaveVacationRequestApproval', times: 1, delayMs: 2000 },
      { action: 'SearchAllHumanResourcesRequest', times: 2, delayMs: 5000 },
    ]) {
      const command = faultCommand(fault);
      expect(command).toMatch(/^npm run stack:fault -- [a-z-]+ /);
      expect(parseFaultArguments(command.replace('npm run stack:fault -- ', '').split(' '))).toMatchObject({
        kind: 'arm',
        fault,
      });
    }
    expect(faultCommand({ action: 'SaveVacationRequestApproval', times: 1, delayMs: 2000 })).toBe(
      'npm run stack:fault -- responder-aprobacion lento',
    );
  });

  test('an armed fault in words', () => {
    expect(faultWords({ action: 'SaveHumanResourcesRequest', times: 4, status: 500 })).toBe(
      'guardar-solicitud (SaveHumanResourcesRequest): responde 500, las próximas 4 llamadas',
    );
    expect(faultWords({ action: 'SaveVacationRequestApproval', times: 1, delayMs: 2000 })).toBe(
      'responder-aprobacion (SaveVacationRequestApproval): 2 s de demora, la próxima llamada',
    );
  });
});

describe('against a running stack started as npm start starts it', () => {
  let stack: TestStack;
  const run = (...argv: string[]) =>
    runFaultCommand(parseFaultArguments(argv), { servicesUrl: stack.urls.services, dataDir: stack.dataDir });

  beforeAll(async () => {
    stack = await startTestStack('dev', { faultToken: true });
  }, 90_000);
  afterAll(async () => {
    await stack?.dispose();
  });

  test('arms a fault the next calls fail with, lists it, and clears it, with no restart', async () => {
    expect(await run('portal', '503', '--veces', '2')).toBe(
      'Armada: portal (SearchAllStaffPortalsByBusinessManager): responde 503, las próximas 2 llamadas.\n',
    );
    expect(stack.faults.list()).toEqual([
      { action: 'SearchAllStaffPortalsByBusinessManager', times: 2, status: 503 },
    ]);
    const api = await stack.apiFor('ana.admin');
    await expect(api.getPortalData({ portalCode: 'ERM-DEMO' })).rejects.toMatchObject({ status: 503 });
    expect(await run('--lista')).toContain(
      'Fallas armadas:\n  portal (SearchAllStaffPortalsByBusinessManager): responde 503, la próxima llamada\n',
    );
    expect(await run('--quitar')).toContain('Sin fallas armadas');
    expect(stack.faults.list()).toEqual([]);
    expect((await api.getPortalData({ portalCode: 'ERM-DEMO' }))?.publicCode).toBe('ERM-DEMO');
    expect(await run('--lista')).toContain('No hay fallas armadas.');
  });

  test('without the token the endpoints are not there, and a stopped stack says how to start one', async () => {
    expect((await fetch(`${stack.urls.services}/__faults`)).status).toBe(404);
    const wrong = await fetch(`${stack.urls.services}/__faults`, {
      method: 'POST',
      headers: { 'X-Fault-Token': 'adivinado', 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'SearchAllStaff', status: 500 }),
    });
    expect(wrong.status).toBe(404);
    expect(stack.faults.list()).toEqual([]);
    expect(existsSync(faultTokenFile(stack.dataDir))).toBe(true);
    await rm(faultTokenFile(stack.dataDir));
    await expect(run('--lista')).rejects.toThrow('arranca la pila con `npm start`');
  });
});
