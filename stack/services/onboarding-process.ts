// The process of an onboarding request (docs/decisions/0014): its eight tasks and the requirement tables
// of tasks 1 to 3. Call 11 gives a new onboarding request these (all pending, Sin Evaluar); the seed
// gives its onboarding requests the same, with the tasks already done marked and their requirements
// Cumple (stack/seed/requests.ts).
type Json = Record<string, unknown>;

/** The eight tasks, in order (T1–T3 hold the requirement tables; T6–T8 are without privilege, SPEC §6). */
const onboardingTaskNames = [
  'Validaciones del sistema',
  'Verificar requisitos documentales',
  'Validaciones humanas',
  'Elaborar contrato',
  'Afiliaciones a seguridad social',
  'Firmas del contrato',
  'Aprobar vinculación',
  'Confirmar inicio de labores',
] as const;

/**
 * The requirement entries per task. System validations are the system's to evaluate: their deletion is
 * disabled, so No Cumple is off for them (SPEC §5).
 */
const onboardingRequirementTemplate: readonly {
  taskCode: string;
  name: string;
  description: string;
  deletionDisabled: boolean;
}[] = [
  {
    taskCode: 'T1',
    name: 'Documento de identidad válido',
    description: 'El número de identificación existe en el registro nacional.',
    deletionDisabled: true,
  },
  {
    taskCode: 'T1',
    name: 'Sin vinculación vigente',
    description: 'La persona no tiene un contrato vigente con la empresa.',
    deletionDisabled: true,
  },
  {
    taskCode: 'T2',
    name: 'Hoja de vida',
    description: 'La hoja de vida adjunta en PDF corresponde a la persona.',
    deletionDisabled: false,
  },
  {
    taskCode: 'T2',
    name: 'Copia del documento de identidad',
    description: 'Copia legible por ambas caras.',
    deletionDisabled: false,
  },
  {
    taskCode: 'T2',
    name: 'Certificación bancaria',
    description: 'Cuenta a nombre de la persona, expedida hace menos de 30 días.',
    deletionDisabled: false,
  },
  {
    taskCode: 'T3',
    name: 'Entrevista con el área',
    description: 'El jefe del área aprobó la entrevista.',
    deletionDisabled: false,
  },
  {
    taskCode: 'T3',
    name: 'Verificación de referencias',
    description: 'Las referencias laborales confirman la información.',
    deletionDisabled: false,
  },
];

/** The tasks of the onboarding request `id`, the first `done` of them done. */
export function onboardingTasks(id: string, done: number): Json[] {
  return onboardingTaskNames.map((taskName, index) => ({
    taskManagingId: `${id}-TASK-${index + 1}`,
    humanResourceRequestId: id,
    taskCode: `T${index + 1}`,
    taskName,
    taskStatus: index < done ? 'done' : 'pending',
    description: `Tarea ${index + 1} de la vinculación: ${taskName.toLowerCase()}.`,
  }));
}

/** The requirement entries of the onboarding request `id`: Cumple for the tasks in `doneTasks`, else Sin Evaluar. */
export function onboardingRequirements(id: string, doneTasks: readonly string[]): Json[] {
  return onboardingRequirementTemplate.map((entry, index) => ({
    requirementId: `${id}-REQ-${index + 1}`,
    humanResourceRequestId: id,
    taskCode: entry.taskCode,
    requirementName: entry.name,
    description: entry.description,
    requirementTag: doneTasks.includes(entry.taskCode) ? 'Cumple' : 'Sin Evaluar',
    deletionDisabled: entry.deletionDisabled,
  }));
}
