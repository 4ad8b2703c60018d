// The view adapter of every registered machine that drives a screen, by registry name.
// test/paths/coverage.test.ts fails when a machine registered with a `view` has none.
import type { ViewAdapter } from '../support/path-runner';
import { appLoadingView } from './app-loading.view';
import { businessUnitChoiceView } from './business-unit-choice.view';
import { contractActionView } from './contract-action.view';
import { contractHistoryView } from './contract-history.view';
import { credentialCheckView } from './credential-check.view';
import { discardView } from './discard.view';
import { employeeSearchView } from './employee-search.view';
import { inactivityView } from './inactivity.view';
import { onboardingView } from './onboarding.view';
import { requestHistoryView } from './request-history.view';
import { requestProcessView } from './request-process.view';
import { requestWizardView } from './request-wizard.view';
import { requestsBoardView } from './requests-board.view';
import { requestsListView } from './requests-list.view';
import { selectedEmployeeView } from './selected-employee.view';
import { successFlagView } from './success-flag.view';
import { teamAbsencesView } from './team-absences.view';
import { vacationApprovalView } from './vacation-approval.view';

export const viewAdapters: Record<string, ViewAdapter> = {
  'credential-check': credentialCheckView,
  'app-loading': appLoadingView,
  'business-unit-choice': businessUnitChoiceView,
  'employee-search': employeeSearchView,
  'selected-employee': selectedEmployeeView,
  'request-wizard': requestWizardView,
  discard: discardView,
  'requests-list': requestsListView,
  'requests-board': requestsBoardView,
  'success-flag': successFlagView,
  'vacation-approval': vacationApprovalView,
  'contract-history': contractHistoryView,
  'contract-action': contractActionView,
  inactivity: inactivityView,
  'request-process': requestProcessView,
  'request-history': requestHistoryView,
  'team-absences': teamAbsencesView,
  onboarding: onboardingView,
};
