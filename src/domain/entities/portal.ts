// Entities of SPEC §3 as zod schemas that never throw: non-strings become '', non-arrays [],
// non-numbers 0 (numeric strings are read as numbers), non-objects {} and then every fallback.
// Each entity has `<name>Schema`, `type <Name>` and `parse<Name>(value)`.
// This file: the portal, the business manager, business units and portal options (calls 1–3, 6).

import { entity, listOf, safely, text } from '../coerce';
import { z } from '../zod';

const portalOptionByManagerSchema = entity({
  optionStaffId: text(),
  staffPortalCatalogId: text(),
  staffPortalId: text(),
});

/** @internal */
export const portalDataSchema = entity({
  abbreviatedName: text(),
  businessManagerId: text(),
  descriptionUse: text(),
  publicCode: text(),
  staffPortalId: text(),
  url: text(),
  businessUnit: text(),
  portalCode: text(),
  employeePortalCatalogId: text(),
  employeePortalId: text(),
  optionsByStaffPortalBusinessManager: listOf(portalOptionByManagerSchema),
});
export type PortalData = z.output<typeof portalDataSchema>;
/** Coerces any value into PortalData. */
export const parsePortalData = (value: unknown): PortalData => safely(portalDataSchema, value);

const rawBusinessManagerSchema = entity({
  businessManagerId: text(),
  id: text(),
  publicCode: text(),
  languageId: text(),
  language: text(),
  abbreviatedName: text(),
  descriptionUse: text(),
  description: text(),
  urlBrand: text(),
  urlLogo: text(),
  customerId: text(),
});

/**
 * Raw API business manager → mapped fields (also accepts an already mapped object).
 * @internal
 */
export const businessManagerSchema = z.pipe(
  rawBusinessManagerSchema,
  z.transform((raw: z.output<typeof rawBusinessManagerSchema>) => ({
    id: raw.businessManagerId || raw.id,
    publicCode: raw.publicCode,
    language: raw.languageId || raw.language,
    abbreviatedName: raw.abbreviatedName,
    description: raw.descriptionUse || raw.description,
    urlBrand: raw.urlBrand,
    urlLogo: raw.urlLogo,
    customerId: raw.customerId,
  })),
);
export type BusinessManager = z.output<typeof businessManagerSchema>;
/** Coerces any value into a BusinessManager. */
export const parseBusinessManager = (value: unknown): BusinessManager => safely(businessManagerSchema, value);

/** @internal */
export const businessUnitSchema = entity({
  businessUnitPublicCode: text(),
  languageId: text(),
  abbreviatedName: text(),
  descriptionUse: text(),
  firstMonthOfFiscalYear: text(),
  urlLogo: text(),
});
export type BusinessUnit = z.output<typeof businessUnitSchema>;
/** Coerces any value into a BusinessUnit. */
export const parseBusinessUnit = (value: unknown): BusinessUnit => safely(businessUnitSchema, value);

export const selectableClientSchema = entity({ id: text(), name: text(), sigla: text(), logo: text() });
export type SelectableClient = z.output<typeof selectableClientSchema>;

/** Maps a business unit to the client the user selects. */
export function toSelectableClient(unit: BusinessUnit): SelectableClient {
  return {
    id: unit.businessUnitPublicCode,
    name: unit.descriptionUse || unit.abbreviatedName,
    sigla: unit.abbreviatedName,
    logo: unit.urlLogo,
  };
}

const portalOptionFields = {
  optionStaffId: text(),
  publicCode: text(),
  abbreviatedName: text(),
  descriptionUse: text(),
  parentOptionId: text(),
  useCaseName: text(),
};
const portalSubOptionSchema = entity({
  ...portalOptionFields,
  subOption: listOf(entity(portalOptionFields)),
});
export const portalOptionSchema = entity({ ...portalOptionFields, subOption: listOf(portalSubOptionSchema) });
export type PortalOption = z.output<typeof portalOptionSchema>;
/** Coerces any value into a PortalOption. */
export const parsePortalOption = (value: unknown): PortalOption => safely(portalOptionSchema, value);
