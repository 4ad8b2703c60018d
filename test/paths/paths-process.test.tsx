// The path tests of the 'process' group of test/paths/path-groups.ts (path-suites.tsx says how).
import { pathGroups } from './path-groups';
import { pathSuites } from './path-suites';

await pathSuites(pathGroups.process);
