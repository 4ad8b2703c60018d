// The registry of every machine: diagrams (npm run charts), path tests (test/paths) and the
// plain-words paths (npm run paths) are generated from this list. A machine file that is not listed
// here fails test/paths/coverage.test.ts.
import type { AnyStateMachine } from 'xstate';
import { appLoadingMachine } from './session/app-loading.machine';
import { credentialCheckMachine } from './session/credential-check.machine';

export interface RegisteredMachine {
  /** kebab-case name: docs/flows/<name>.md, test/paths/<name>.paths.ts. */
  name: string;
  /** One line: what the flow does for a person. */
  purpose: string;
  /** The machine file, relative to the project root. */
  file: string;
  machine: AnyStateMachine;
  /** The screen that renders it, when it drives one (its path test then needs a view adapter). */
  view?: string;
}

export const registry: RegisteredMachine[] = [
  {
    name: 'credential-check',
    purpose:
      'login/{user_id}/checking-credentials: fetches the business units and, one second later, picks the next login screen or error.',
    file: 'machines/session/credential-check.machine.ts',
    machine: credentialCheckMachine,
    view: 'src/features/login/checking-credentials-page.tsx',
  },
  {
    name: 'app-loading',
    purpose:
      'login/loading-app: two seconds of "Cargando la aplicación", then vacation approval (saved route) or employee selection.',
    file: 'machines/session/app-loading.machine.ts',
    machine: appLoadingMachine,
    view: 'src/features/login/app-loading-page.tsx',
  },
];
