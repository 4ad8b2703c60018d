import type { SelectedEmployeeContext } from '@machines/employees/selected-employee.machine';
import type { AnyMachineSnapshot } from 'xstate';
import type { ScreenSpec, Shown } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SelectedEmployeeContext;

/** The banner's employee part: a spinner on a first load, the error with 'Reintentar', or the banner. */
function employeePart(snapshot: AnyMachineSnapshot): Shown[] {
  const { employee, employeeError } = contextOf(snapshot);
  if (snapshot.matches({ employee: 'failed' }))
    return [{ alert: employeeError ?? '' }, { control: 'Reintentar' }];
  // A reload keeps the employee already shown; only a first load shows the spinner.
  if (!employee) return [{ status: 'Cargando empleado' }];
  const name = `${employee.names} ${employee.surnames}`;
  return [{ control: name, says: `Se ve el banner de «${name}»` }, { text: 'Vinculado' }];
}

/** The banner's days: the total once loaded, a loading text, or SPEC §8's error — never 0 unloaded. */
function daysPart(snapshot: AnyMachineSnapshot): Shown[] {
  const { employee, pendingDays } = contextOf(snapshot);
  if (!employee || snapshot.matches({ employee: 'failed' })) return [];
  if (snapshot.matches({ pendingDays: 'loaded' })) {
    const days = pendingDays.reduce((sum, item) => sum + item.pendingDays, 0);
    return [{ text: `${days} días por disfrutar` }];
  }
  if (snapshot.matches({ pendingDays: 'failed' }))
    return [
      { text: 'Error al obtener los días de vacaciones pendientes' },
      { noText: '0 días por disfrutar' },
      { control: 'Reintentar los días por disfrutar' },
    ];
  return [{ text: 'Cargando días por disfrutar' }];
}

/** The employee banner of the layout: each region (employee, pending days) loads, fails and retries. */
export const selectedEmployeeScreen: ScreenSpec = {
  screen: 'Banner del empleado seleccionado (diseño principal e inicio)',
  controls: {
    RELOAD: (snapshot) => {
      if (snapshot.matches({ employee: 'failed' })) return { name: 'Reintentar' };
      if (contextOf(snapshot).employee && snapshot.matches({ pendingDays: 'failed' }))
        return { name: 'Reintentar los días por disfrutar' };
      return { offScreen: 'La aplicación vuelve a cargar el empleado (al volver a mostrar el banner)' };
    },
  },
  shows: {
    // Parallel regions: the employee region's leaf says the employee part, the days region's the days.
    'employee.fetching': employeePart,
    'employee.loaded': employeePart,
    'employee.failed': employeePart,
    'pendingDays.fetching': daysPart,
    'pendingDays.loaded': daysPart,
    'pendingDays.failed': daysPart,
  },
};
