// The selected-employee machine's two regions as views read them: the employee (call 8), its contracts
// and the pending days (call 9), each loading, failed (with its text) or loaded.

import type { selectedEmployeeMachine } from '@machines/employees/selected-employee.machine';
import type { Contract, Employee, PendingDays } from '@src/domain/entities';
import { totalPendingDays, type UsedDaysGroup, usedDaysByContract } from '@src/domain/rules/vacations';
import type { Load } from '@ui/load-state';
import type { ActorRefFrom } from 'xstate';
import { bannerTexts, employeeCardTexts } from './employee-texts';

export type SelectedEmployeeRef = ActorRefFrom<typeof selectedEmployeeMachine>;
type SelectedEmployeeSnapshot = ReturnType<SelectedEmployeeRef['getSnapshot']>;

/** What the pending days (call 9) look like to a view: loading, failed with its text, or loaded. */
export type PendingDaysLoad = Load<readonly PendingDays[]>;

/** The pending-days region of the selected-employee machine as a view reads it. */
export function pendingDaysLoadOf(snapshot: SelectedEmployeeSnapshot): PendingDaysLoad {
  if (snapshot.matches({ pendingDays: 'failed' }))
    return { state: 'failed', message: snapshot.context.pendingDaysError ?? bannerTexts.pendingDaysFailed };
  if (snapshot.matches({ pendingDays: 'loaded' }))
    return { state: 'loaded', value: snapshot.context.pendingDays };
  return { state: 'loading' };
}

/** The banner's days text: the total once loaded, a loading text, or the failure. */
export function pendingDaysText(load: PendingDaysLoad): string {
  if (load.state === 'loaded') return bannerTexts.pendingDays(totalPendingDays(load.value));
  return load.state === 'loading' ? bannerTexts.pendingDaysLoading : bannerTexts.pendingDaysFailed;
}

/** The employee region of the selected-employee machine as a view reads it. */
export function employeeLoadOf(snapshot: SelectedEmployeeSnapshot): Load<Employee> {
  const { employee, employeeError } = snapshot.context;
  if (snapshot.matches({ employee: 'failed' }))
    return { state: 'failed', message: employeeError ?? employeeCardTexts.failed };
  if (snapshot.matches({ employee: 'loaded' }) && employee) return { state: 'loaded', value: employee };
  return { state: 'loading' };
}

/** The employee's contracts (call 8) for the used-days tables: loading, failed or loaded. */
export function contractsLoadOf(snapshot: SelectedEmployeeSnapshot): Load<readonly Contract[]> {
  const load = employeeLoadOf(snapshot);
  return load.state === 'loaded' ? { state: 'loaded', value: load.value.employmentContracts } : load;
}

/** The used-days tables of SPEC §2 (/holidays) from the contracts' load: the groups once the contracts are in. */
export function usedDaysLoadOf(contracts: Load<readonly Contract[]>): Load<UsedDaysGroup[]> {
  return contracts.state === 'loaded'
    ? { state: 'loaded', value: usedDaysByContract(contracts.value) }
    : contracts;
}
