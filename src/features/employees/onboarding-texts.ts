// Spanish texts of the onboarding wizard that SPEC does not word (SPEC's own are onboardingTexts in
// src/domain/texts.ts).
import { commonTexts } from '@src/domain/texts';
export const onboardingPageTexts = {
  stepsLabel: 'Pasos de la vinculación',
  invalidStep: 'Completa los campos obligatorios de este paso para continuar.',
  requirementsCount: (count: number) => `Requisitos (${count})`,
  noRequirements: 'No hay requisitos para mostrar.',
  attachButton: 'Adjuntar hoja de vida',
  removeFile: 'Quitar archivo',
  readingFile: 'Leyendo el archivo…',
  optionsRetry: commonTexts.retry,
  loadingOptions: 'Cargando perfiles salariales',
  endDateHint: 'Se define al formalizar el contrato.',
  summaryHeading: 'Verificación',
  noAssignmentsSummary: 'Sin asignaciones.',
  empty: '—',
  close: commonTexts.close,
  understood: commonTexts.understood,
  sentNumber: (number: string) => `Número de solicitud: ${number || 'XXXXXX'}`,
  loadingPrefill: 'Cargando los datos del empleado',
  removeAssignment: 'Quitar',
  removeAssignmentLabel: (title: string) => `Quitar ${title.toLowerCase()}`,
  observations: 'Observaciones',
  confirmingHint: commonTexts.sendingHint,
  attachedSize: 'Tamaño',
} as const;
