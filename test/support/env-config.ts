import { type AppConfig, parseConfig } from '@src/config';
import { configFromEnv } from '@src/config-env';

/** The validated configuration of a VITE_* environment record: the dev server's config.json (tests). */
export function envConfig(env: Record<string, unknown>): AppConfig {
  return parseConfig(configFromEnv(env));
}
