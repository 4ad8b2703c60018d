import { listOf } from '@src/domain/coerce';
import {
  businessManagerSchema,
  businessUnitSchema,
  certificationDataSchema,
  contractSchema,
  employeeSchema,
  enjoymentDataSchema,
  humanResourceRequestSchema,
  newHumanResourceRequestSchema,
  parseBusinessManager,
  parseCertificationData,
  parseContract,
  parseEmployee,
  parseEnjoymentData,
  parseHumanResourceRequest,
  parsePaymentData,
  parsePendingDays,
  parsePortalData,
  parsePortalOption,
  parseRequestData,
  parseStaffUser,
  parseUseCases,
  paymentDataSchema,
  pendingDaysSchema,
  portalDataSchema,
  portalOptionSchema,
  referenceSchema,
  removeRequestBodySchema,
  remunerationAssignmentSchema,
  remunerationProfileSchema,
  selectableClientSchema,
  staffUserSchema,
  taskSchema,
  toRemunerationOption,
  toSelectableClient,
  traceabilitySchema,
  useCasesSchema,
  vacationRecordSchema,
} from '@src/domain/entities';
import type { z } from '@src/domain/zod';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const schemas: Record<string, z.ZodMiniType> = {
  portalData: portalDataSchema,
  businessManager: businessManagerSchema,
  businessUnit: businessUnitSchema,
  selectableClient: selectableClientSchema,
  portalOption: portalOptionSchema,
  staffUser: staffUserSchema,
  humanResourceRequest: humanResourceRequestSchema,
  traceability: traceabilitySchema,
  task: taskSchema,
  enjoymentData: enjoymentDataSchema,
  paymentData: paymentDataSchema,
  certificationData: certificationDataSchema,
  employee: employeeSchema,
  reference: referenceSchema,
  contract: contractSchema,
  remunerationAssignment: remunerationAssignmentSchema,
  vacationRecord: vacationRecordSchema,
  pendingDays: pendingDaysSchema,
  remunerationProfile: remunerationProfileSchema,
};

type Kind = 'string' | 'number' | 'array' | 'object';
const kindOf = (value: unknown): Kind | 'other' => {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string' || typeof value === 'number') return typeof value as Kind;
  if (typeof value === 'object' && value !== null) return 'object';
  return 'other';
};

/** The declared kind of every field, read from the shape the schema gives `{}`. */
const shapeOf = (schema: z.ZodMiniType) =>
  Object.fromEntries(
    Object.entries(schema.parse({}) as Record<string, unknown>).map(([k, v]) => [k, kindOf(v)]),
  );

const expectShape = (schema: z.ZodMiniType, value: unknown) => {
  const expected = shapeOf(schema);
  const result = schema.parse(value) as Record<string, unknown>;
  expect(Object.keys(result).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, kind] of Object.entries(expected)) expect(kindOf(result[key]), key).toBe(kind);
  for (const [key, kind] of Object.entries(expected)) {
    if (kind === 'number') expect(Number.isFinite(result[key]), key).toBe(true);
  }
};

const anything = fc.anything({
  withNullPrototype: true,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  withBigInt: true,
});

describe('entity schemas never throw and always give the coerced shape', () => {
  test('give every field its empty value for {}', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      for (const [key, value] of Object.entries(schema.parse({}) as Record<string, unknown>)) {
        const empty = value === '' || value === 0 || (Array.isArray(value) && value.length === 0);
        const record = kindOf(value) === 'object';
        expect(empty || record, `${name}.${key}`).toBe(true);
      }
    }
  });

  for (const [name, schema] of Object.entries(schemas)) {
    test(`${name}: any JSON value`, () => {
      fc.assert(fc.property(fc.jsonValue(), (value) => expectShape(schema, value)));
    });
    test(`${name}: anything at all`, () => {
      fc.assert(fc.property(anything, (value) => expectShape(schema, value)));
    });
    test(`${name}: objects with its own field names holding odd values`, () => {
      const keys = Object.keys(shapeOf(schema));
      const record = fc.dictionary(fc.constantFrom(...keys), anything, { maxKeys: keys.length });
      fc.assert(fc.property(record, (value) => expectShape(schema, value)));
    });
  }

  test('use cases: any value gives a list of strings', () => {
    fc.assert(
      fc.property(fc.oneof(anything, fc.record({ listOfUseCases: anything })), (value) => {
        const result = useCasesSchema.parse(value);
        expect(Array.isArray(result)).toBe(true);
        for (const item of result) expect(typeof item).toBe('string');
      }),
    );
  });

  test('listOf: a non-array gives [] and items are coerced', () => {
    const list = listOf(taskSchema);
    expect(list.parse('x')).toEqual([]);
    expect(list.parse(null)).toEqual([]);
    expect(list.parse([{ taskCode: 7 }])[0]?.taskCode).toBe('');
    fc.assert(fc.property(anything, (value) => Array.isArray(list.parse(value))));
  });
});

describe('coercion examples', () => {
  test('turns non-strings into empty text and non-arrays into empty lists', () => {
    const employee = parseEmployee({ names: 42, surnames: 'Núñez', employmentContracts: 'none' });
    expect(employee.names).toBe('');
    expect(employee.surnames).toBe('Núñez');
    expect(employee.employmentContracts).toEqual([]);
    expect(employee.employeeReferences).toEqual([]);
  });

  test('parses nested lists item by item', () => {
    const employee = parseEmployee({
      employmentContracts: [
        { contractId: 'c1', vacationsHistory: [{ businessDaysOfVacation: '5' }] },
        'junk',
      ],
    });
    expect(employee.employmentContracts).toHaveLength(2);
    expect(employee.employmentContracts[0]?.contractId).toBe('c1');
    expect(employee.employmentContracts[0]?.vacationsHistory[0]?.businessDaysOfVacation).toBe(5);
    expect(employee.employmentContracts[1]?.contractId).toBe('');
  });

  test('reads numeric fields from numbers or numeric text, else 0', () => {
    expect(parsePendingDays({ pendingDays: 12 }).pendingDays).toBe(12);
    expect(parsePendingDays({ pendingDays: '7.5' }).pendingDays).toBe(7.5);
    expect(parsePendingDays({ pendingDays: 'many' }).pendingDays).toBe(0);
    expect(parsePendingDays({ pendingDays: Number.NaN }).pendingDays).toBe(0);
    expect(parseContract({ contractDurationInDays: null }).contractDurationInDays).toBe(0);
  });

  test('survives a throwing getter by falling back to the empty shape', () => {
    const hostile = {
      get names() {
        throw new Error('boom');
      },
    };
    expect(parseEmployee(hostile).names).toBe('');
  });

  test('parses portal data with its option list', () => {
    const portal = parsePortalData({
      publicCode: 'ERM-DEMO',
      optionsByStaffPortalBusinessManager: [{ optionStaffId: 'o1', staffPortalCatalogId: 3 }],
    });
    expect(portal.publicCode).toBe('ERM-DEMO');
    expect(portal.optionsByStaffPortalBusinessManager).toEqual([
      { optionStaffId: 'o1', staffPortalCatalogId: '', staffPortalId: '' },
    ]);
  });

  test('maps the raw business manager fields', () => {
    expect(
      parseBusinessManager({
        businessManagerId: 'bm1',
        publicCode: 'P',
        languageId: 'es',
        abbreviatedName: 'ACME',
        descriptionUse: 'Acme S.A.S.',
        urlBrand: 'b.png',
        urlLogo: 'l.png',
        customerId: 'c9',
      }),
    ).toEqual({
      id: 'bm1',
      publicCode: 'P',
      language: 'es',
      abbreviatedName: 'ACME',
      description: 'Acme S.A.S.',
      urlBrand: 'b.png',
      urlLogo: 'l.png',
      customerId: 'c9',
    });
    expect(parseBusinessManager({ id: 'bm2', description: 'Ya mapeado' })).toMatchObject({
      id: 'bm2',
      description: 'Ya mapeado',
    });
  });

  test('maps a business unit to a selectable client', () => {
    const unit = businessUnitSchema.parse({
      businessUnitPublicCode: 'BU-1',
      abbreviatedName: 'Norte',
      descriptionUse: 'Unidad Norte',
      urlLogo: 'logo.svg',
    });
    expect(toSelectableClient(unit)).toEqual({
      id: 'BU-1',
      name: 'Unidad Norte',
      sigla: 'Norte',
      logo: 'logo.svg',
    });
    expect(toSelectableClient(businessUnitSchema.parse({ abbreviatedName: 'Sur' })).name).toBe('Sur');
  });

  test('maps a remuneration profile to an option', () => {
    const profile = remunerationProfileSchema.parse({
      remunerationProfileId: 'rp1',
      remunerationProfileName: 'Salario integral',
      remunerationProfileDescription: 'Incluye prestaciones',
    });
    expect(toRemunerationOption(profile)).toEqual({
      id: 'rp1',
      label: 'Salario integral',
      value: 'rp1',
      description: 'Incluye prestaciones',
    });
  });

  test('parses portal options with sub-options and staff users with roles', () => {
    const option = parsePortalOption({ publicCode: 'vacacionesPortalErm', subOption: [{ publicCode: 'x' }] });
    expect(option.subOption[0]?.publicCode).toBe('x');
    expect(option.subOption[0]?.subOption).toEqual([]);
    const staff = parseStaffUser({
      staffName: 'Ana',
      staffByBusinessUnitAndRole: [{ roleName: 'Administrador' }],
    });
    expect(staff.staffByBusinessUnitAndRole[0]).toEqual({
      staffId: '',
      roleName: 'Administrador',
      businessUnitCode: '',
      BusinessUnitName: '',
    });
  });

  test('reads use cases from either shape', () => {
    expect(parseUseCases({ listOfUseCases: ['TerminateContract', 3, 'RenewContract'] })).toEqual([
      'TerminateContract',
      'RenewContract',
    ]);
    expect(parseUseCases(['ModifyContract'])).toEqual(['ModifyContract']);
    expect(parseUseCases('ModifyContract')).toEqual([]);
    expect(parseUseCases(undefined)).toEqual([]);
  });
});

describe('request data', () => {
  test('takes an object as is and a JSON string parsed', () => {
    expect(parseRequestData({ daysOff: 3 })).toEqual({ daysOff: 3 });
    expect(parseRequestData('{"daysOff":3}')).toEqual({ daysOff: 3 });
    expect(parseRequestData(5)).toEqual({});
    expect(parseRequestData(['a'])).toEqual({});
  });

  test('reads a malformed data string inside a request', () => {
    const request = parseHumanResourceRequest({
      humanResourceRequestNumber: 'SOL-1',
      humanResourceRequestData: "{'daysOff': 4, startDateEnyoment: '2026-12-01T00:00:00-05:00',}",
    });
    expect(request.humanResourceRequestData).toEqual({
      daysOff: 4,
      startDateEnyoment: '2026-12-01T00:00:00-05:00',
    });
  });

  test('reads the enjoyment, payment and certification variants', () => {
    expect(
      parseEnjoymentData(
        '{"daysOff":"5","startDateEnyoment":"2026-01-02","contractId":"c1","contractNumber":"N-1"',
      ),
    ).toEqual({
      daysOff: 5,
      startDateEnyoment: '2026-01-02',
      observationEmployee: '',
      contractId: 'c1',
      contractNumber: 'N-1',
      businessName: '',
      contractType: '',
    });
    expect(parsePaymentData({ daysToPay: 10, disbursementDate: '2026-02-01' })).toMatchObject({
      daysToPay: 10,
      disbursementDate: '2026-02-01',
    });
    expect(
      parseCertificationData({ certificationType: 'certificado de servidor', addressee: 'A quien interese' }),
    ).toMatchObject({ certificationType: 'certificado de servidor', addressee: 'A quien interese' });
  });
});

describe('request bodies (strict)', () => {
  const valid = {
    humanResourceRequestType: 'VacationsEnjoyed',
    humanResourceRequestDate: '2026-11-21T10:00:00-05:00',
    humanResourceRequestStatus: 'supervisor_approval',
    humanResourceRequestDescription: 'Solicitud de disfrute',
    humanResourceRequestData: { daysOff: 3 },
    employeeId: 'e1',
    requesterCode: 'R1',
    requesterName: 'Ana',
  };

  test('accepts a well-formed creation body and rejects a broken one', () => {
    expect(newHumanResourceRequestSchema.safeParse(valid).success).toBe(true);
    expect(
      newHumanResourceRequestSchema.safeParse({ ...valid, humanResourceRequestType: 'Nope' }).success,
    ).toBe(false);
    expect(newHumanResourceRequestSchema.safeParse({ ...valid, employeeId: '' }).success).toBe(false);
    expect(newHumanResourceRequestSchema.safeParse({ ...valid, humanResourceRequestData: 'x' }).success).toBe(
      false,
    );
  });

  test('checks the removal body and its justification length', () => {
    const item = {
      humanResourceRequestDescription: 'd',
      humanResourceRequestId: 'r1',
      humanResourceRequestNumber: 'N1',
      removalJustification: 'Ya no aplica',
    };
    expect(removeRequestBodySchema.safeParse({ removeHumanResourcesRequest: [item] }).success).toBe(true);
    expect(removeRequestBodySchema.safeParse({ removeHumanResourcesRequest: [] }).success).toBe(false);
    expect(
      removeRequestBodySchema.safeParse({
        removeHumanResourcesRequest: [{ ...item, removalJustification: 'x'.repeat(501) }],
      }).success,
    ).toBe(false);
    expect(
      removeRequestBodySchema.safeParse({
        removeHumanResourcesRequest: [{ ...item, removalJustification: ' ' }],
      }).success,
    ).toBe(false);
  });
});
