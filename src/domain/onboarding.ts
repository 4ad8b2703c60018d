// Onboarding wizard data of SPEC §3: step numbers, assignment cards and unmet requirement cards.
import { formatCop } from './format';
import { fillText, onboardingTexts } from './texts';

/** Label stored for an assignment added without choosing one (kept apart from validation.ts, so that the
 * texts the first screen reads do not load zod). */
export const emptyAssignmentLabel = 'Sin especificación';

export interface AssignmentCard {
  /** 'Asignación N' (1-based). */
  title: string;
  /** The chosen assignment's label, or 'Sin especificación'. */
  assignment: string;
  /** The value as pesos. */
  value: string;
}

/** The card of the assignment at `index` (0-based) from its add-form values. */
export function toAssignmentCard(
  form: { assignment?: string; value: number },
  index: number,
): AssignmentCard {
  const label = form.assignment?.trim() ?? '';
  return {
    title: fillText(onboardingTexts.assignmentCard, { n: index + 1 }),
    assignment: label === '' ? emptyAssignmentLabel : label,
    value: formatCop(form.value),
  };
}

export interface UnmetRequirementCard {
  title: string;
  icon: string;
  iconAppearance: string;
  requirement: string;
  cause: string;
}
