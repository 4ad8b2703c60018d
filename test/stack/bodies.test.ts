// Request bodies are bounded: 64 KiB per body (an onboarding request with its CV excepted), strict
// schemas with a maximum on every text and list, and the onboarding schema with its PDF check.

import { parseHumanResourceRequest } from '@src/domain/entities';
import { emptyContractDecision } from '@src/domain/rules/contract-decisions';
import { toRemovalBody } from '@src/domain/rules/discard';
import {
  newCertificationRequest,
  newContractActionRequest,
  newEnjoymentRequest,
  newPaymentRequest,
} from '@src/domain/rules/new-requests';
import { emptyOnboardingValues, onboardingRequestBody } from '@src/domain/rules/onboarding-wizard';
import {
  maxCurriculumBytes,
  maxOnboardingBodyBytes,
  newRequestEnvelopeSchema,
  onboardingDataSchema,
  removalBodySchema,
  validateNewRequest,
  validateRemoval,
} from '@stack/services/validation';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { z } from 'zod';
import { headersOf, validCertification } from './support/calls-table';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let stack: TestStack;
let ana: string;

beforeAll(async () => {
  stack = await startTestStack();
  ana = await stack.tokenFor('ana.admin');
}, 60_000);

afterAll(async () => {
  await stack?.dispose();
});

const savePath = '/persistence/human-resources-requests';
const saveHeaders = () => headersOf({ token: ana, unit: 'UN-ANDINA', action: 'SaveHumanResourcesRequest' });
const removeHeaders = () =>
  headersOf({ token: ana, unit: 'UN-ANDINA', action: 'RemoveHumanResourcesRequest' });

const save = (body: unknown) =>
  stack.call(savePath, {
    method: 'POST',
    headers: saveHeaders(),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const message = async (response: Response) => ((await response.json()) as { message: string }).message;

/** The JSON of a value padded with trailing spaces (still valid JSON) to exactly `bytes` bytes. */
const padded = (value: unknown, bytes: number) => {
  const json = JSON.stringify(value);
  return json + ' '.repeat(bytes - Buffer.byteLength(json));
};

/** A minimal PDF of `size` bytes in base64. */
const pdf = (size: number, head = '%PDF-1.7\n') => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write(head, 0, 'latin1');
  return bytes.toString('base64');
};

const onboarding = (data: Record<string, unknown> = {}, personal: Record<string, unknown> = {}) => ({
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestDescription: 'Vinculación de un nuevo empleado',
  employeeId: '',
  humanResourceRequestData: {
    personal: {
      names: 'María José',
      lastNames: 'Peña Núñez',
      identificationNumber: '3020304050',
      attachedFile: {
        fileName: 'hoja-de-vida.pdf',
        contentType: 'application/pdf',
        contentBase64: pdf(2048),
      },
      ...personal,
    },
    position: { startDate: new Date().toISOString(), contractType: 'PermanentJob' },
    location: { costCenter: 'Centro de costo ANDINA' },
    assignments: [{ assignment: 'Salario', value: 2_500_000 }],
    ...data,
  },
});

describe('a body may be at most 64 KiB', () => {
  test('a valid certification request padded past 64 KiB is refused with 413; just under it is saved', async () => {
    const over = await save(padded(validCertification, 64 * 1024 + 1));
    expect(over.status).toBe(413);
    expect(await message(over)).toContain('64 KiB');
    expect((await save(padded(validCertification, 64 * 1024 - 16))).status).toBe(201);
  });

  test('a discard body past 64 KiB is refused, also when sent in chunks without Content-Length', async () => {
    const body = padded(
      toRemovalBody(parseHumanResourceRequest({ humanResourceRequestId: 'HRR-00008' }), 'x'),
      70_000,
    );
    const declared = await stack.call(savePath, { method: 'DELETE', headers: removeHeaders(), body });
    expect(declared.status).toBe(413);
    const chunks = [body.slice(0, 40_000), body.slice(40_000)];
    const streamed = await fetch(`${stack.urls.services}${savePath}`, {
      method: 'DELETE',
      headers: removeHeaders(),
      body: new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  test('an onboarding request may carry a CV of 2.5 MB, but no body may pass the onboarding limit', async () => {
    const big = onboarding(
      {},
      {
        attachedFile: {
          fileName: 'hoja-de-vida.pdf',
          contentType: 'application/pdf',
          contentBase64: pdf(maxCurriculumBytes),
        },
      },
    );
    expect((await save(big)).status).toBe(201);
    expect((await save(padded(big, maxOnboardingBodyBytes + 1))).status).toBe(413);
  });
});

describe('every text and list is bounded and unknown fields are refused (400)', () => {
  test.each([
    ['a description of 201 characters', { humanResourceRequestDescription: 'x'.repeat(201) }],
    ['a person in charge of 201 characters', { userNameInCharge: 'x'.repeat(201) }],
    ['a requester name of 10,000 characters', { requesterName: 'x'.repeat(10_000) }],
    ['a field the schema does not know', { extra: 'x' }],
    ['a status other than supervisor_approval', { humanResourceRequestStatus: 'closed' }],
    [
      'a data field the type does not know',
      { humanResourceRequestData: { ...validCertification.humanResourceRequestData, extra: 'x' } },
    ],
    [
      'a payment with a disbursement date set by the client',
      {
        humanResourceRequestType: 'PaidVacations',
        humanResourceRequestData: { contractId: 'CT-100005-1', daysToPay: 2, disbursementDate: '2020-01-01' },
      },
    ],
  ])('call 11 refuses %s', async (_name, change) => {
    expect((await save({ ...validCertification, ...change })).status).toBe(400);
  });

  test('query texts are bounded too: a value past 200 characters is refused', async () => {
    const long = 'x'.repeat(201);
    const get = (path: string, action: string) =>
      stack.call(path, { headers: headersOf({ token: ana, unit: 'UN-ANDINA', action }) });
    expect(
      (
        await get(
          `/staff-query/staff-portals-by-business-manager?publicCode=${long}`,
          'SearchAllStaffPortalsByBusinessManager',
        )
      ).status,
    ).toBe(400);
    expect(
      (await get(`/employee-query/employees?page=1&contract_status=${long}`, 'SearchAllEmployee')).status,
    ).toBe(400);
    expect(
      (
        await get(
          `/staff-query/staff-portals-by-business-manager?publicCode=${'x'.repeat(200)}`,
          'SearchAllStaffPortalsByBusinessManager',
        )
      ).status,
    ).toBe(204);
  });

  test('call 12 refuses more than 50 requests at once and an unknown field', async () => {
    const item = {
      humanResourceRequestDescription: 'Solicitud',
      humanResourceRequestId: 'HRR-00008',
      humanResourceRequestNumber: '100008',
      removalJustification: 'Ya no aplica.',
    };
    const many = await stack.call(savePath, {
      method: 'DELETE',
      headers: removeHeaders(),
      body: JSON.stringify({ removeHumanResourcesRequest: Array.from({ length: 51 }, () => item) }),
    });
    expect(many.status).toBe(400);
    expect(await message(many)).toContain('máximo 50');
    const unknown = await stack.call(savePath, {
      method: 'DELETE',
      headers: removeHeaders(),
      body: JSON.stringify({ removeHumanResourcesRequest: [{ ...item, extra: 1 }] }),
    });
    expect(unknown.status).toBe(400);
  });

  /** Every string under the schema has a maximum, every array a maximum length, every object is strict. */
  function unbounded(schema: z.ZodType, path = '$'): string[] {
    type Internals = { _zod: { def: Record<string, unknown> } };
    const def = (schema as unknown as Internals)._zod.def;
    const checks = (def.checks ?? []) as Internals[];
    const hasMax = checks.some((check) => check._zod.def.check === 'max_length');
    const walk = (child: unknown, at: string) => unbounded(child as z.ZodType, at);
    switch (def.type) {
      case 'string':
        return hasMax ? [] : [`${path}: string without max`];
      case 'array':
        return [...(hasMax ? [] : [`${path}: array without max`]), ...walk(def.element, `${path}[]`)];
      case 'object': {
        const strict = (def.catchall as Internals | undefined)?._zod.def.type === 'never';
        return [
          ...(strict ? [] : [`${path}: object not strict`]),
          ...Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
            walk(value, `${path}.${key}`),
          ),
        ];
      }
      case 'record':
        return walk(def.keyType, `${path}{key}`);
      case 'optional':
      case 'nullable':
      case 'default':
        return walk(def.innerType, path);
      case 'pipe':
        return [...walk(def.in, path), ...walk(def.out, path)];
      default:
        return [];
    }
  }

  test('the schemas themselves: call 11 envelope, onboarding data, call 12', () => {
    expect(unbounded(newRequestEnvelopeSchema)).toEqual([]);
    expect(unbounded(onboardingDataSchema(new Date()))).toEqual([]);
    expect(unbounded(removalBodySchema)).toEqual([]);
  });
});

describe('the onboarding request data is strict and its CV a real PDF of at most 2.5 MB', () => {
  test('a complete onboarding request is saved', async () => {
    const response = await save(onboarding());
    expect(response.status).toBe(201);
    const saved = (await response.json()) as {
      humanResourceRequestType: string;
      humanResourceRequestStatus: string;
    };
    expect(saved.humanResourceRequestType).toBe('Onboarding');
    // A new onboarding request is 'Vinculación en Progreso'.
    expect(saved.humanResourceRequestStatus).toBe('onboarding_in_progress');
  });

  test('the body the app builds (onboardingRequestBody) is accepted as it is', async () => {
    const body = onboardingRequestBody(
      {
        requester: { requesterCode: 'S-1', requesterName: 'Ana' },
        today: new Date().toISOString(),
        values: {
          ...emptyOnboardingValues,
          names: 'María José',
          lastNames: 'Núñez Peña',
          identificationNumber: '3020304051',
          startDate: '15/Dic/2026',
          costCenter: 'Centro de costo ANDINA',
        },
        assignments: [{ assignment: 'Sin especificación', value: 1_500_000 }],
      },
      { fileName: 'hoja-de-vida.pdf', contentType: 'application/pdf', contentBase64: pdf(2048) },
    );
    const response = await save(body);
    expect(response.status).toBe(201);
    const { employeeId } = (await response.json()) as { employeeId: string };
    // Call 10 lists it with the CV's name and size, not its bytes (they stay in the stored request).
    const listed = await stack.call(
      `/employee-portal-query/human-resources-requests?employeeId=${employeeId}`,
      {
        headers: headersOf({ token: ana, unit: 'UN-ANDINA', action: 'SearchAllHumanResourcesRequest' }),
      },
    );
    const requests = (await listed.json()) as Array<{
      humanResourceRequestData: { personal?: { attachedFile?: unknown } };
    }>;
    const files = requests
      .map((request) => request.humanResourceRequestData.personal?.attachedFile)
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file).not.toHaveProperty('contentBase64');
      expect(file).toHaveProperty('fileName');
    }
  });

  test.each([
    [
      'a CV whose bytes do not start with %PDF-',
      {
        attachedFile: {
          fileName: 'cv.pdf',
          contentType: 'application/pdf',
          contentBase64: pdf(2048, 'MZ\x90\x00'),
        },
      },
      'Solo se permiten archivos PDF.',
    ],
    [
      'a CV over 2.5 MB',
      {
        attachedFile: {
          fileName: 'cv.pdf',
          contentType: 'application/pdf',
          contentBase64: pdf(maxCurriculumBytes + 1),
        },
      },
      'El archivo supera el tamaño máximo permitido de 2.5MB.',
    ],
    [
      'a CV that is not base64',
      {
        attachedFile: { fileName: 'cv.pdf', contentType: 'application/pdf', contentBase64: '%PDF-1.7 texto' },
      },
      'base64',
    ],
    [
      'a CV of another type',
      { attachedFile: { fileName: 'cv.pdf', contentType: 'image/png', contentBase64: pdf(64) } },
      'application/pdf',
    ],
    ['no CV', { attachedFile: undefined }, 'attachedFile'],
    ['names with digits', { names: 'María 2' }, 'names'],
    ['an identification number of 5 digits', { identificationNumber: '12345' }, 'identificationNumber'],
    ['a field step 1 does not have', { email: 'a@b.co' }, 'email'],
  ])('refuses %s (400)', async (_name, personal, text) => {
    const response = await save(onboarding({}, personal));
    expect(response.status).toBe(400);
    expect(await message(response)).toContain(text);
  });

  test('refuses a missing start date, 51 assignments, an assignment of 0 and an unknown step', async () => {
    const refused = [
      onboarding({ position: { contractType: 'PermanentJob' } }),
      onboarding({ assignments: Array.from({ length: 51 }, () => ({ assignment: 'Bono', value: 1 })) }),
      onboarding({ assignments: [{ assignment: 'Bono', value: 0 }] }),
      onboarding({ family: { spouse: 'x' } }),
    ];
    for (const body of refused) expect((await save(body)).status).toBe(400);
  });
});

describe('the app and the services agree on the bodies', () => {
  const now = new Date();
  const contract = {
    contractId: 'CT-100005-1',
    contractNumber: 'AND-2020-00051',
    businessName: 'ERM Andina S.A.S.',
    contractType: 'PermanentJob',
  };
  const common = {
    employeeId: '100005',
    contract,
    requester: { requesterCode: 'STF-001', requesterName: 'Ana Sofía Gutiérrez' },
    now,
  };

  test("the app's builders for call 11 pass the services' schemas", () => {
    const tomorrow = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    for (const body of [
      newEnjoymentRequest({
        ...common,
        daysOff: 3,
        startDateEnyoment: tomorrow,
        observations: 'x'.repeat(1000),
      }),
      newPaymentRequest({ ...common, daysToPay: 15 }),
      newContractActionRequest({
        ...common,
        action: 'terminate',
        decision: { ...emptyContractDecision, retirementDate: '15/Dic/2030', retirementReason: 'Renuncia' },
      }),
      newContractActionRequest({
        ...common,
        action: 'renew',
        decision: { ...emptyContractDecision, newDeadline: '2031-01-31' },
      }),
      newContractActionRequest({
        ...common,
        action: 'modify',
        decision: { ...emptyContractDecision, newSalary: '4000000', newWorkSchedule: 'PartTimeJob' },
      }),
      newCertificationRequest({
        ...common,
        certificationType: 'certificado de servidor',
        addressee: 'A quien interese',
        observations: 'Trámite bancario',
      }),
    ]) {
      expect(() => validateNewRequest(body, now)).not.toThrow();
    }
  });

  test("the app's builder for call 12 passes the services' schema", () => {
    const request = parseHumanResourceRequest({
      humanResourceRequestId: 'HRR-00001',
      humanResourceRequestNumber: '100001',
      humanResourceRequestDescription: 'Solicitud de disfrute de vacaciones',
    });
    expect(() => validateRemoval(toRemovalBody(request, 'x'.repeat(500)))).not.toThrow();
  });
});
