// The registry of every machine: diagrams (npm run charts), path tests (test/paths) and the
// plain-words paths (npm run paths) are generated from this list. A machine file that is not listed
// here fails test/paths/coverage.test.ts.
import type { AnyStateMachine } from 'xstate';
import { teamAbsencesMachine } from './approvals/team-absences.machine';
import { vacationApprovalMachine } from './approvals/vacation-approval.machine';
import { contractActionMachine } from './contracts/contract-action.machine';
import { contractHistoryMachine } from './contracts/contract-history.machine';
import { employeeSearchMachine } from './employees/employee-search.machine';
import { onboardingMachine } from './employees/onboarding.machine';
import { selectedEmployeeMachine } from './employees/selected-employee.machine';
import { discardMachine } from './requests/discard.machine';
import { requestHistoryMachine } from './requests/request-history.machine';
import { requestProcessMachine } from './requests/request-process.machine';
import { requestWizardMachine } from './requests/request-wizard.machine';
import { requestsBoardMachine } from './requests/requests-board.machine';
import { requestsListMachine } from './requests/requests-list.machine';
import { appLoadingMachine } from './session/app-loading.machine';
import { authenticationMachine } from './session/authentication.machine';
import { businessUnitChoiceMachine } from './session/business-unit-choice.machine';
import { credentialCheckMachine } from './session/credential-check.machine';
import { inactivityMachine } from './session/inactivity.machine';
import { portalMachine } from './session/portal.machine';
import { staffSessionMachine } from './session/staff-session.machine';
import { successFlagMachine } from './ui/success-flag.machine';

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
  {
    name: 'authentication',
    purpose:
      'The signed-in session: remembers the initial route and opens the sign-in page, renders the app once signed in, signs out (/logout).',
    file: 'machines/session/authentication.machine.ts',
    machine: authenticationMachine,
  },
  {
    name: 'portal',
    purpose:
      'Portal code (address or stored encrypted), portal data, operator and the options of the selected unit; error codes 1001, 1005, 1006, 1007, 500.',
    file: 'machines/session/portal.machine.ts',
    machine: portalMachine,
  },
  {
    name: 'staff-session',
    purpose:
      'The staff member of the signed-in account and their use cases in the selected unit (1004 when not staff, 500 on failure).',
    file: 'machines/session/staff-session.machine.ts',
    machine: staffSessionMachine,
  },
  {
    name: 'onboarding',
    purpose:
      "employees/new-employee: the six-step 'Vincular nuevo empleado' wizard (personal data and CV, position, location, assignments, requirements, verification), confirmation, call 11, request-sent modal.",
    file: 'machines/employees/onboarding.machine.ts',
    machine: onboardingMachine,
    view: 'src/features/employees/onboarding-page.tsx',
  },
  {
    name: 'request-wizard',
    purpose:
      'The three-step wizard of a vacation enjoyment, vacation payment or certification request: requirements, form, verification, confirmation, call 11, success modal.',
    file: 'machines/requests/request-wizard.machine.ts',
    machine: requestWizardMachine,
    view: 'src/views/requests/request-wizard-page.tsx',
  },
  {
    name: 'discard',
    purpose:
      'Discarding a request: the refusal rules (REQ-DISCARD-01), the justification, call 12 and its success or failure notice.',
    file: 'machines/requests/discard.machine.ts',
    machine: discardMachine,
    view: 'src/views/requests/discard-dialog.tsx',
  },
  {
    name: 'requests-list',
    purpose:
      'The in-process vacation or certification requests (call 10 by type): loading, loaded, empty or the error toast; details and discard by privilege.',
    file: 'machines/requests/requests-list.machine.ts',
    machine: requestsListMachine,
    view: 'src/features/holidays/holidays-page.tsx',
  },
  {
    name: 'success-flag',
    purpose:
      'The flag a list shows after a wizard sent its request: five seconds or until closed, read once (a reload does not show it again).',
    file: 'machines/ui/success-flag.machine.ts',
    machine: successFlagMachine,
    view: 'src/views/flags/success-flag.tsx',
  },
  {
    name: 'business-unit-choice',
    purpose:
      'login/{user_id}/clients: the user ticks one of their business units; Continuar selects it and goes to login/loading-app.',
    file: 'machines/session/business-unit-choice.machine.ts',
    machine: businessUnitChoiceMachine,
    view: 'src/features/login/clients-page.tsx',
  },
  {
    name: 'employee-search',
    purpose:
      '/employees/select-employee: the employee list (call 7), a debounced accent-insensitive search, the Continuar validation, then home.',
    file: 'machines/employees/employee-search.machine.ts',
    machine: employeeSearchMachine,
    view: 'src/features/employees/select-employee-page.tsx',
  },
  {
    name: 'selected-employee',
    purpose:
      'The selected employee (call 8) and their pending vacation days (call 9) for the banner, the home card and the used days.',
    file: 'machines/employees/selected-employee.machine.ts',
    machine: selectedEmployeeMachine,
    view: 'src/features/employees/employee-banner.tsx',
  },
  {
    name: 'vacation-approval',
    purpose:
      '/approvals/vacation-approval: the request of the address (call 10 by number, call 8), Aprobar / Rechazar with observations (REQ-APPROVAL-04), call 14, the result modal.',
    file: 'machines/approvals/vacation-approval.machine.ts',
    machine: vacationApprovalMachine,
    view: 'src/features/approvals/vacation-approval-page.tsx',
  },
  {
    name: 'contract-history',
    purpose:
      '/contracts: the contract cards newest first (or none), the banner without a valid contract (linking request in progress, call 10), details and the contract actions by privilege and contract rules.',
    file: 'machines/contracts/contract-history.machine.ts',
    machine: contractHistoryMachine,
    view: 'src/features/contracts/contracts-page.tsx',
  },
  {
    name: 'contract-action',
    purpose:
      'Terminar, Renovar or Modificar: the contract-selection modal (a single contract auto-selected), the confirmation and call 11 recording the action as an HR request.',
    file: 'machines/contracts/contract-action.machine.ts',
    machine: contractActionMachine,
    view: 'src/features/contracts/contract-action-dialogs.tsx',
  },
  {
    name: 'inactivity',
    purpose:
      'The inactivity limit: after 15 minutes without interaction in any tab (configurable) the session is signed out, with a warning a minute before.',
    file: 'machines/session/inactivity.machine.ts',
    machine: inactivityMachine,
    view: 'src/app/session/inactivity.tsx',
  },
  {
    name: 'requests-board',
    purpose:
      "/requests: the employee's requests (call 10) in Por evaluar / En progreso / Terminada, keyword (500 ms) and type/status (800 ms) filters, saved orientation, onboarding cards open their page.",
    file: 'machines/requests/requests-board.machine.ts',
    machine: requestsBoardMachine,
    view: 'src/features/requests/requests-board-page.tsx',
  },
  {
    name: 'request-process',
    purpose:
      '/requests/application-process/{id}: an onboarding request (call 10), its header, tasks and requirements; Descartar by privilege runs the discard flow and returns to the board.',
    file: 'machines/requests/request-process.machine.ts',
    machine: requestProcessMachine,
    view: 'src/features/requests/request-process-page.tsx',
  },
  {
    name: 'request-history',
    purpose:
      "'Historial de la solicitud': a request's history (call 19) newest first on the process page, the details modals and the vacation approval; loading, empty, failed with Reintentar or refused; read again when the request changes here or elsewhere.",
    file: 'machines/requests/request-history.machine.ts',
    machine: requestHistoryMachine,
    view: 'src/views/requests/request-history.tsx',
  },
  {
    name: 'team-absences',
    purpose:
      "'Ausencias del equipo en esas fechas' on the approval of an enjoyment request: the team mates (same manager and unit) whose pending or approved vacations overlap its days (call 20); loading, the list, nobody, or failed with Reintentar, never in the way of the answer.",
    file: 'machines/approvals/team-absences.machine.ts',
    machine: teamAbsencesMachine,
    view: 'src/features/approvals/team-absences.tsx',
  },
];
