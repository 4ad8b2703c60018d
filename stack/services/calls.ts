// The calls of SPEC §7, one handler per X-Action, on the PGlite database: one file per resource.
export type { Handler, ServicesContext, ServicesEnv } from './call-context';

export { searchRequestCurriculum } from './curriculum-call';
export { remunerationProfiles, searchEmployee, searchEmployees, searchPendingDays } from './employee-calls';
export { searchRequestHistory } from './history';
export {
  answerVacationRequest,
  assignResponsible,
  evaluateRequirement,
  executeTask,
} from './process-calls';
export { removeRequests, saveRequest, searchRequests } from './request-calls';
export {
  searchBusinessManager,
  searchBusinessUnits,
  searchPortalOptions,
  searchPortals,
  searchStaff,
  searchUseCases,
} from './staff-calls';
