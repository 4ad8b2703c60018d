// The routes of the reference services: every call's method, path and X-Action → handler (stack/README.md
// numbers them), read by ./app.ts, which puts the access-token check, CORS and the faults in front of them.
import {
  answerVacationRequest,
  assignResponsible,
  evaluateRequirement,
  executeTask,
  type Handler,
  removeRequests,
  remunerationProfiles,
  saveRequest,
  searchBusinessManager,
  searchBusinessUnits,
  searchEmployee,
  searchEmployees,
  searchPendingDays,
  searchPortalOptions,
  searchPortals,
  searchRequestCurriculum,
  searchRequestHistory,
  searchRequests,
  searchStaff,
  searchUseCases,
} from './calls';
import { remunerationFaultKey } from './faults';
import { searchTeamAbsences } from './team-absences';

type Method = 'get' | 'post' | 'delete';

export interface Route {
  method: Method;
  path: string;
  /** X-Action → handler. */
  actions: Record<string, Handler>;
  /** The call without X-Action (13): its handler and its fault-injection key. */
  withoutAction?: { handler: Handler; faultKey: string };
}

/** Every call of SPEC §7 (calls 8 and 9 share a path and differ by X-Action), plus calls 14 to 20 (ours). */
export const routes: Route[] = [
  {
    method: 'get',
    path: '/staff-query/staff-portals-by-business-manager',
    actions: { SearchAllStaffPortalsByBusinessManager: searchPortals },
  },
  {
    method: 'get',
    path: '/staff-query/business-managers/:id',
    actions: { SearchByIdBusinessManager: searchBusinessManager },
  },
  {
    method: 'get',
    path: '/staff-portals/staff-portals-by-business-manager',
    actions: { SearchOptionsStaffPortalByBusinessUnit: searchPortalOptions },
  },
  { method: 'get', path: '/staff-query/staffs', actions: { SearchAllStaff: searchStaff } },
  { method: 'get', path: '/staff/staffs', actions: { SearchUseCaseForStaff: searchUseCases } },
  {
    method: 'get',
    path: '/staff-query/business-units-portal-staff/:userAccount/:portalCode',
    actions: { SearchBusinessUnitsForAnOfficer: searchBusinessUnits },
  },
  { method: 'get', path: '/employee-query/employees', actions: { SearchAllEmployee: searchEmployees } },
  {
    method: 'get',
    path: '/employee-query/employees/:id',
    actions: {
      SearchByIdEmployee: searchEmployee,
      SearchDaysPendingPerContractByEmployee: searchPendingDays,
    },
  },
  {
    method: 'get',
    path: '/employee-portal-query/human-resources-requests',
    actions: { SearchAllHumanResourcesRequest: searchRequests },
  },
  {
    method: 'get',
    path: '/employee-portal-query/human-resources-requests/:id/curriculum',
    actions: { SearchHumanResourcesRequestCurriculum: searchRequestCurriculum },
  },
  {
    method: 'get',
    path: '/employee-portal-query/human-resources-requests/:id/history',
    actions: { SearchHumanResourcesRequestHistory: searchRequestHistory },
  },
  {
    method: 'get',
    path: '/employee-portal-query/human-resources-requests/:id/team-absences',
    actions: { SearchTeamAbsencesForRequest: searchTeamAbsences },
  },
  {
    method: 'post',
    path: '/persistence/human-resources-requests',
    actions: { SaveHumanResourcesRequest: saveRequest },
  },
  {
    method: 'delete',
    path: '/persistence/human-resources-requests',
    actions: { RemoveHumanResourcesRequest: removeRequests },
  },
  {
    method: 'post',
    path: '/persistence/human-resources-requests/:id/approval',
    actions: { SaveVacationRequestApproval: answerVacationRequest },
  },
  {
    method: 'post',
    path: '/persistence/human-resources-requests/:id/responsible',
    actions: { AssignHumanResourcesRequestResponsible: assignResponsible },
  },
  {
    method: 'post',
    path: '/persistence/human-resources-requests/:id/requirements/:requirementId/evaluation',
    actions: { EvaluateHumanResourcesRequestRequirement: evaluateRequirement },
  },
  {
    method: 'post',
    path: '/persistence/human-resources-requests/:id/tasks/:taskId/execution',
    actions: { ExecuteHumanResourcesRequestTask: executeTask },
  },
  {
    method: 'get',
    path: '/remuneration/remuneration-profiles-catalog',
    actions: {},
    withoutAction: { handler: remunerationProfiles, faultKey: remunerationFaultKey },
  },
];
