import type { AnyMachineSnapshot } from 'xstate';
import type { SelectedEmployeeContext } from '../../machines/employees/selected-employee.machine';
import type { ScreenSpec, Shown } from '../support/screen-spec';

const loading: Shown[] = [{ status: 'Cargando empleado' }];
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SelectedEmployeeContext;

/** The employee banner of the layout and home: loading, the employee with days, or the error. */
export const selectedEmployeeScreen: ScreenSpec = {
  screen: 'Banner del empleado seleccionado (diseño principal e inicio)',
  controls: {
    // 'Reintentar' is offered only when the employee could not be loaded; otherwise the app reloads.
    RELOAD: (snapshot) =>
      contextOf(snapshot).employee
        ? { offScreen: 'La aplicación vuelve a cargar el empleado (al volver a mostrar el banner)' }
        : { name: 'Reintentar' },
  },
  shows: {
    'loading.employee.fetching': loading,
    'loading.pendingDays.fetching': loading,
    'loading.employee.loaded': [],
    'loading.employee.failed': [],
    'loading.pendingDays.loaded': [],
    'loading.pendingDays.failed': [],
    settled: (snapshot) => {
      const { employee, employeeError, pendingDays } = contextOf(snapshot);
      if (!employee) return [{ alert: employeeError ?? '' }, { control: 'Reintentar' }];
      const days = pendingDays.reduce((sum, item) => sum + item.pendingDays, 0);
      const name = `${employee.names} ${employee.surnames}`;
      return [
        { control: name, says: `Se ve el banner de «${name}»` },
        { text: 'Vinculado' },
        { text: `${days} días por disfrutar` },
      ];
    },
  },
};
