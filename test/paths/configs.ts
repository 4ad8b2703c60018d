// The path-test configuration of every registered machine, by registry name (pure data: scripts/paths.ts
// reads it too). test/paths/coverage.test.ts fails when a registered machine has none.
import type { PathTestConfig } from '../support/path-model';
import { appLoadingPaths } from './app-loading.paths';
import { credentialCheckPaths } from './credential-check.paths';

export const pathConfigs: Record<string, PathTestConfig> = {
  'credential-check': credentialCheckPaths,
  'app-loading': appLoadingPaths,
};
