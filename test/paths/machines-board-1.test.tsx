// The path tests of the 'board' group of test/paths/path-groups.ts, first half (path-suites.tsx says how).
import { pathGroups } from './path-groups';
import { pathSuites } from './path-suites';

await pathSuites(pathGroups.board, { part: 0, parts: 2 });
