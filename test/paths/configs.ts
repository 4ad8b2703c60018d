// The path-test configuration of every registered machine, by registry name (pure data: scripts/paths.ts
// reads it too). test/paths/coverage.test.ts fails when a registered machine has none.
import type { PathTestConfig } from '../support/path-model';
import { appLoadingPaths } from './app-loading.paths';
import { authenticationPaths } from './authentication.paths';
import { businessUnitChoicePaths } from './business-unit-choice.paths';
import { contractActionPaths } from './contract-action.paths';
import { contractHistoryPaths } from './contract-history.paths';
import { credentialCheckPaths } from './credential-check.paths';
import { discardPaths } from './discard.paths';
import { employeeSearchPaths } from './employee-search.paths';
import { inactivityPaths } from './inactivity.paths';
import { onboardingPaths } from './onboarding.paths';
import { portalPaths } from './portal.paths';
import { requestHistoryPaths } from './request-history.paths';
import { requestProcessPaths } from './request-process.paths';
import { requestWizardPaths } from './request-wizard.paths';
import { requestsBoardPaths } from './requests-board.paths';
import { requestsListPaths } from './requests-list.paths';
import { selectedEmployeePaths } from './selected-employee.paths';
import { staffSessionPaths } from './staff-session.paths';
import { successFlagPaths } from './success-flag.paths';
import { teamAbsencesPaths } from './team-absences.paths';
import { vacationApprovalPaths } from './vacation-approval.paths';

export const pathConfigs: Record<string, PathTestConfig> = {
  'credential-check': credentialCheckPaths,
  'app-loading': appLoadingPaths,
  'request-wizard': requestWizardPaths,
  discard: discardPaths,
  'requests-list': requestsListPaths,
  'requests-board': requestsBoardPaths,
  'success-flag': successFlagPaths,
  'business-unit-choice': businessUnitChoicePaths,
  'employee-search': employeeSearchPaths,
  'selected-employee': selectedEmployeePaths,
  authentication: authenticationPaths,
  portal: portalPaths,
  'staff-session': staffSessionPaths,
  'vacation-approval': vacationApprovalPaths,
  'contract-history': contractHistoryPaths,
  'contract-action': contractActionPaths,
  inactivity: inactivityPaths,
  'request-process': requestProcessPaths,
  'request-history': requestHistoryPaths,
  'team-absences': teamAbsencesPaths,
  onboarding: onboardingPaths,
};
