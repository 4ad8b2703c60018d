// The demo data a tester finds on `npm start` (stack/seed, docs/demo-data.md), sown on the scripts'
// reference day: the fixtures of the scripts a person carries out take their people, contracts and
// requests from it, so a script names what the screen shows.
import { type Employee, parseEmployee } from '@src/domain/entities';
import type { WizardContract } from '@src/domain/rules/request-wizard';
import { generateSeed, type SeedData } from '@stack/seed/generate';

/** The day the fixtures are built for; a tester reads each date from the day the data was sown. */
export const demoToday = '2026-11-21T15:00:00.000Z';

let seed: SeedData | undefined;

/** The seed `npm run stack:reset` sows, sown on the reference day (built once per process). */
export function demoSeed(): SeedData {
  seed ??= generateSeed(new Date(demoToday));
  return seed;
}

/** One employee of the seed, as call 8 gives it. */
function demoEmployee(employeeId: string): Employee {
  const found = demoSeed().employees.find((employee) => employee.employeeId === employeeId);
  if (!found) throw new Error(`the demo seed has no employee ${employeeId}`);
  return parseEmployee(found.document);
}

/** A contract of a demo employee as a request wizard offers it. */
export function demoWizardContract(employeeId: string, contractId: string): WizardContract {
  const contract = demoEmployee(employeeId).employmentContracts.find(
    (candidate) => candidate.contractId === contractId,
  );
  if (!contract) throw new Error(`employee ${employeeId} has no contract ${contractId} in the demo seed`);
  const { contractNumber, businessName, contractType, startDate } = contract;
  return { contractId, contractNumber, businessName, contractType, startDate };
}

/** The data (humanResourceRequestData) of a request of the seed, by its number, as call 10 gives it. */
export function demoRequestData(requestNumber: string): Record<string, unknown> {
  const found = demoSeed().requests.find((request) => request.number === requestNumber);
  if (!found) throw new Error(`the demo seed has no request ${requestNumber}`);
  return found.document.humanResourceRequestData as Record<string, unknown>;
}
