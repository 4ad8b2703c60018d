// The view adapter of every registered machine that drives a screen, by registry name.
// test/paths/coverage.test.ts fails when a machine registered with a `view` has none.
import type { ViewAdapter } from '../support/path-runner';
import { appLoadingView } from './app-loading.view';
import { credentialCheckView } from './credential-check.view';

export const viewAdapters: Record<string, ViewAdapter> = {
  'credential-check': credentialCheckView,
  'app-loading': appLoadingView,
};
