// The calls of SPEC §7, one handler per X-Action, on the PGlite database: one file per resource.
export type { CallDeps, Caller, Handler, ServicesContext, ServicesEnv } from './call-context';
export { bodyTooLarge } from './call-context';
export { remunerationProfiles, searchEmployee, searchEmployees, searchPendingDays } from './employee-calls';
export {
  answerTraces,
  answerVacationRequest,
  assignResponsible,
  evaluateRequirement,
  executeTask,
  processTraces,
  responsibleTrace,
} from './process-calls';
export { maxOnboardingPerHour, removeRequests, saveRequest, searchRequests } from './request-calls';
export {
  searchBusinessManager,
  searchBusinessUnits,
  searchPortalOptions,
  searchPortals,
  searchStaff,
  searchUseCases,
} from './staff-calls';
