// Entities of SPEC §3 as zod schemas that never throw: non-strings become '', non-arrays [],
// non-numbers 0 (numeric strings are read as numbers), non-objects {} and then every fallback.
// Each entity has `<name>Schema`, `type <Name>` and `parse<Name>(value)`.
// This file: the staff user, their use cases (calls 4, 5) and the signed-in user as the app keeps it.

import { entity, isRecord, listOf, preprocess, safely, text } from '../coerce';
import { z } from '../zod';

const staffRoleSchema = entity({
  staffId: text(),
  roleName: text(),
  businessUnitCode: text(),
  BusinessUnitName: text(),
});

/** @internal */
export const staffUserSchema = entity({
  staffId: text(),
  staffName: text(),
  biologicalSex: text(),
  birthDay: text(),
  identificationTypeNaturalPerson: text(),
  identificationDocumentNumber: text(),
  principalEmail: text(),
  principalPhone: text(),
  businessManagerCode: text(),
  businessManagerName: text(),
  missionName: text(),
  staffByBusinessUnitAndRole: listOf(staffRoleSchema),
});
export type StaffUser = z.output<typeof staffUserSchema>;
/** Coerces any value into a StaffUser. */
export const parseStaffUser = (value: unknown): StaffUser => safely(staffUserSchema, value);

/**
 * Use cases: `{ listOfUseCases: string[] }` or `string[]` (anything else → []); non-strings dropped.
 * @internal
 */
export const useCasesSchema = z.catch(
  preprocess((value) => {
    const list = isRecord(value) ? value.listOfUseCases : value;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  }, z.array(z.string())),
  [],
);
/** Coerces any value into a list of use-case names. */
export const parseUseCases = (value: unknown): string[] => safely(useCasesSchema, value);
