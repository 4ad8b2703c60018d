/** Settings of the local stack, read from the environment (see stack/README.md). */
export interface StackPorts {
  app: number;
  oidc: number;
  services: number;
}

export type StackMode = 'dev' | 'test';

export interface StackSettings {
  ports: StackPorts;
  dataDir: string;
  mode: StackMode;
  reset: boolean;
}

export const defaultPorts: StackPorts = { app: 5173, oidc: 4000, services: 4100 };

export const clientId = 'portal-erm';

function portFrom(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port < 65536 && value !== '' && value !== undefined
    ? port
    : fallback;
}

/** Reads OIDC_PORT, SERVICES_PORT, APP_PORT, STACK_DATA_DIR, STACK_MODE and STACK_RESET. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): StackSettings {
  return {
    ports: {
      app: portFrom(env.APP_PORT, defaultPorts.app),
      oidc: portFrom(env.OIDC_PORT, defaultPorts.oidc),
      services: portFrom(env.SERVICES_PORT, defaultPorts.services),
    },
    dataDir: env.STACK_DATA_DIR || '.data/stack',
    mode: env.STACK_MODE === 'test' ? 'test' : 'dev',
    reset: env.STACK_RESET === '1' || env.STACK_RESET === 'true',
  };
}

export const originOf = (port: number) => `http://localhost:${port}`;

/**
 * Origins of the app allowed to call the provider and the services (CORS, redirects): only the app the
 * stack serves (issue 24: no other port is registered or trusted).
 */
export function appOrigins(appPort: number): string[] {
  return [originOf(appPort)];
}
