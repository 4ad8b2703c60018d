// The version of a build: PORTAL_VERSION when set (a release's tag or commit), else package.json's.
// vite.config.ts puts it in the build (__PORTAL_VERSION__); the config.json of the dev server and of the
// local stack carry it, so they always match the build they serve (src/config.ts checks the two).
import { readFileSync } from 'node:fs';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export function portalVersion(env: Record<string, unknown>): string {
  const given = env.PORTAL_VERSION;
  return typeof given === 'string' && given.trim() ? given.trim() : packageVersion;
}
