// The second half of the path tests of the 'board' group of test/paths/path-groups.ts (path-suites.tsx
// says how): every other path, from the second.
import { pathGroups } from './path-groups';
import { pathSuites } from './path-suites';

await pathSuites(pathGroups.board, { part: 1, parts: 2 });
