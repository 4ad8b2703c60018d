// Options of the onboarding wizard's dropdowns (SPEC §2 step 2 and 3: "Dropdown options: not shown").
// Contract type, working shift and work site come from SPEC §3's lookups; the others are the names the
// reference services' seed uses in its contracts (stack/seed), so a request reads like the records it
// sits beside. Perfil salarial comes from call 13 (the remuneration profiles catalogue).
import { contractTypes, jobModalities, workSchedules } from './lookups';

/** A dropdown option (SPEC "UI-kit shapes"): the stored value is the id. */
export interface OnboardingOption {
  id: string;
  label: string;
  value: string;
}

const fromLookup = (lookup: Record<string, string>): OnboardingOption[] =>
  Object.entries(lookup).map(([id, label]) => ({ id, label, value: id }));

const fromLabels = (labels: readonly string[]): OnboardingOption[] =>
  labels.map((label) => ({ id: label, label, value: label }));

/** Dropdown options by field (salaryProfile is call 13's). */
export const onboardingOptions = {
  normativeFramework: fromLabels([
    'Código Sustantivo del Trabajo',
    'Código Civil',
    'Ley 789 de 2002 (aprendices)',
  ]),
  contractType: fromLookup(contractTypes),
  company: fromLabels([
    'ERM Servicios Andinos S.A.S.',
    'ERM Caribe Soluciones S.A.S.',
    'ERM Logística del Pacífico S.A.S.',
  ]),
  workingShift: fromLookup(workSchedules),
  team: fromLabels(['Gestión humana', 'Operaciones', 'Comercial', 'Administrativo', 'Mantenimiento']),
  position: fromLabels([
    'Analista de nómina',
    'Auxiliar administrativo',
    'Coordinador de operaciones',
    'Técnico de mantenimiento',
    'Asesor comercial',
    'Contador',
    'Conductor',
    'Profesional de gestión humana',
  ]),
  jobMode: fromLookup(jobModalities),
  proyect: fromLabels(['PRY-AND-01', 'PRY-CAR-01', 'PRY-PAC-01']),
  zonalSegmentation: fromLabels(['Zona Andina', 'Zona Caribe', 'Zona Pacífico']),
  costCenter: fromLabels(['Centro de costo ANDINA', 'Centro de costo CARIBE', 'Centro de costo PACÍFICO']),
  /** The add-assignment form's Asignación dropdown (wage components, ours). */
  assignment: fromLabels([
    'Salario básico',
    'Auxilio de transporte',
    'Auxilio de alimentación',
    'Bonificación por cumplimiento',
    'Comisión por ventas',
  ]),
} as const satisfies Record<string, OnboardingOption[]>;

/** The label of an option's value ('' when empty; the value itself when it is not listed). */
export function optionLabel(options: readonly OnboardingOption[], value: string): string {
  if (value === '') return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
