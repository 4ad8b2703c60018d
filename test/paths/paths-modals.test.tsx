// @vitest-environment jsdom
// The path tests of the 'modals' group of test/paths/path-groups.ts (path-suites.tsx says how), in jsdom.
import { pathGroups } from './path-groups';
import { pathSuites } from './path-suites';

await pathSuites(pathGroups.modals);
