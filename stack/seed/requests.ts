// Seed data of the request process page (docs/decisions/0014, docs/demo-data.md): every onboarding
// request of the seed gets the requirement tables of its tasks 1 to 3, Cumple where the task is done
// and Sin Evaluar otherwise (José's 100018: all Cumple; Sofía's: system validations and documentary
// requirements Cumple, human validations Sin Evaluar, ready to be evaluated).
import { onboardingRequirements } from '../services/onboarding-process';
import type { SeedRequest } from './builders';

/** The seed's requests, onboarding ones with their requirement tables. */
export function withOnboardingRequirements(requests: SeedRequest[]): SeedRequest[] {
  return requests.map((request) => {
    if (request.type !== 'Onboarding') return request;
    const tasks = Array.isArray(request.document.tasksToManageTheHumanResourcesRequests)
      ? (request.document.tasksToManageTheHumanResourcesRequests as Record<string, unknown>[])
      : [];
    const done = tasks.filter((task) => task.taskStatus === 'done').map((task) => String(task.taskCode));
    return {
      ...request,
      document: {
        ...request.document,
        requirementsOfTheHumanResourcesRequest: onboardingRequirements(request.id, done),
      },
    };
  });
}
