// The onboarding wizard's input (a new person, requested by Ana) shared by the draft-storage,
// persisted-actor and onboarding-page tests.

import type { OnboardingInput } from '@machines/employees/onboarding.machine';

export const onboardingInput: OnboardingInput = {
  target: '',
  prefill: undefined,
  requester: { requesterCode: 'S-1', requesterName: 'Ana' },
  today: '2026-11-21T15:00:00.000Z',
  idempotencyKey: 'key-1',
  useCases: ['AddEmployeeLink'],
  requirements: [],
  unmetRequirements: [],
};
