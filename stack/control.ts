// The running stack's fault token and the requests made with it: `npm start` writes a fresh token into its
// data directory, readable by its own user only, and `npm run stack:fault` / `npm run stack:reset` read
// it there to arm faults and sow the seed again on the services without a restart (./services/app.ts says
// why the token and not the port alone).
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { faultTokenHeader } from './services/app';

/** Where the running stack keeps its fault token. @internal (exported for the tests) */
export function faultTokenFile(dataDir: string): string {
  return join(dataDir, 'fault-token');
}

/** Makes a new token and writes it for this stack's commands (owner-only permissions). */
export async function writeFaultToken(dataDir: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await writeFile(faultTokenFile(dataDir), `${token}\n`, { mode: 0o600 });
  return token;
}

/** Deletes the token file when the stack stops (the next start writes another). */
export async function forgetFaultToken(dataDir: string): Promise<void> {
  await rm(faultTokenFile(dataDir), { force: true });
}

/**
 * A failure a person can act on, in Spanish: the command prints its message alone. `reason` says whether
 * no stack seems to run (no token, nobody listening), which `npm run stack:reset` takes as "stopped".
 */
export class ControlError extends Error {
  constructor(
    message: string,
    readonly reason: 'stopped' | 'refused' | 'input' = 'input',
  ) {
    super(message);
  }
}

/** The services and the data directory of the running stack a command talks to. */
export interface StackAddress {
  servicesUrl: string;
  dataDir: string;
}

/** The token of the running stack, or a ControlError saying how to get one. */
async function readFaultToken(dataDir: string): Promise<string> {
  try {
    return (await readFile(faultTokenFile(dataDir), 'utf8')).trim();
  } catch {
    throw new ControlError(
      `No se encontró ${faultTokenFile(dataDir)}: arranca la pila con \`npm start\` (con el mismo STACK_DATA_DIR) y vuelve a intentarlo.`,
      'stopped',
    );
  }
}

/**
 * One request to the stack's control endpoints (`/__faults`, `/__reset`) with the fault token. Throws a
 * ControlError when the services cannot be reached or do not accept the token.
 */
export async function controlRequest(
  stack: StackAddress,
  method: 'GET' | 'POST' | 'DELETE',
  path: '/__faults' | '/__reset',
  body?: unknown,
): Promise<Response> {
  const token = await readFaultToken(stack.dataDir);
  let response: Response;
  try {
    response = await fetch(`${stack.servicesUrl}${path}`, {
      method,
      headers: {
        [faultTokenHeader]: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ControlError(
      `No se pudo conectar con los servicios en ${stack.servicesUrl}: ¿está arrancada la pila con \`npm start\`?`,
      'stopped',
    );
  }
  if (response.status === 404) {
    throw new ControlError(
      `Los servicios de ${stack.servicesUrl} no aceptan el permiso de ${faultTokenFile(stack.dataDir)}: detén \`npm start\` y arráncalo de nuevo.`,
      'refused',
    );
  }
  return response;
}
