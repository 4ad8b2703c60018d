// Employee search of SPEC §2: accent- and case-insensitive over names, surnames and ID number.
import type { Employee } from '../entities';
import { fullName, normalizeForSearch } from '../format';

export interface EmployeeSearchEntry {
  employee: Employee;
  /** Normalised "names surnames id" used for matching. */
  key: string;
  /** The label shown in the list. */
  label: string;
}

/** Prepares employees for searching once (normalising is the costly part). */
export function buildEmployeeIndex(employees: readonly Employee[]): EmployeeSearchEntry[] {
  return employees.map((employee) => ({
    employee,
    key: normalizeForSearch(
      `${fullName(employee.names, employee.surnames)} ${employee.identificationDocumentNumber}`,
    ),
    label: fullName(employee.names, employee.surnames),
  }));
}

/** The entries whose names, surnames or ID number contain every word of the query; all when empty. */
export function searchEmployees(
  index: readonly EmployeeSearchEntry[],
  query: string,
  limit = Number.POSITIVE_INFINITY,
): EmployeeSearchEntry[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  const found: EmployeeSearchEntry[] = [];
  for (const entry of index) {
    if (words.every((word) => entry.key.includes(word))) {
      found.push(entry);
      if (found.length >= limit) break;
    }
  }
  return found;
}

/** The employee the typed text names exactly (full name or ID number), when exactly one does. */
export function employeeNamedBy(index: readonly EmployeeSearchEntry[], text: string): Employee | undefined {
  const typed = normalizeForSearch(text);
  if (typed === '') return undefined;
  const named = index.filter(
    (entry) =>
      normalizeForSearch(entry.label) === typed ||
      normalizeForSearch(entry.employee.identificationDocumentNumber) === typed,
  );
  return named.length === 1 ? named[0]?.employee : undefined;
}
