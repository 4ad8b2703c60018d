// Built-in sample business units, used instead of call 6 when the deployment flag
// VITE_USE_SAMPLE_BUSINESS_UNITS is on (SPEC §7: "built-in sample data is used instead of the
// business-units call").
import { type BusinessUnit, parseBusinessUnit } from '../domain/entities';

/** The sample units, already parsed through the entity schema. */
export const sampleBusinessUnits: readonly BusinessUnit[] = [
  {
    businessUnitPublicCode: 'UN-BOGOTA',
    languageId: 'es',
    abbreviatedName: 'Bogotá',
    descriptionUse: 'Unidad de negocio Bogotá',
    firstMonthOfFiscalYear: '1',
    urlLogo: '',
  },
  {
    businessUnitPublicCode: 'UN-MEDELLIN',
    languageId: 'es',
    abbreviatedName: 'Medellín',
    descriptionUse: 'Unidad de negocio Medellín',
    firstMonthOfFiscalYear: '1',
    urlLogo: '',
  },
].map(parseBusinessUnit);
