// The onboarding request the board and process tests share (request 18, number 100018) and the
// requirements of its tasks T1-T3, one per evaluation tag.

import { parseHumanResourceRequest } from '@src/domain/entities';

/** Request 18, an onboarding in progress; `fields` adds or replaces (date, tasks, who is in charge…). */
export const onboardingRequest = (fields: Record<string, unknown> = {}) =>
  parseHumanResourceRequest({
    humanResourceRequestId: '18',
    humanResourceRequestNumber: '100018',
    humanResourceRequestType: 'Onboarding',
    humanResourceRequestStatus: 'onboarding_in_progress',
    ...fields,
  });

/** One requirement met (and not deletable), one not evaluated yet, one not met. */
export const sampleRequirements = [
  {
    requirementId: 'R1',
    taskCode: 'T1',
    requirementName: 'Documento válido',
    requirementTag: 'Cumple',
    deletionDisabled: true,
  },
  { requirementId: 'R2', taskCode: 'T2', requirementName: 'Hoja de vida', requirementTag: 'Sin Evaluar' },
  { requirementId: 'R3', taskCode: 'T3', requirementName: 'Entrevista', requirementTag: 'No Cumple' },
];
