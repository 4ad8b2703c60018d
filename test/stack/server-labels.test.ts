// Call 11 checks the contract a request names by its contractId, and the labels the screens show for it
// (contractNumber, businessName, contractType) are the server's for that contract, never the body's: a
// request filed against one contract cannot be labelled as another.
import type { Contract } from '@src/domain/entities';
import { emptyContractDecision } from '@src/domain/rules/contract-decisions';
import { newCertificationRequest, newContractActionRequest } from '@src/domain/rules/new-requests';
import { describe, expect, test, vi } from 'vitest';
import { headersOf } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const requester = { requesterCode: 'ana.admin', requesterName: 'Ana Sofía Gutiérrez' };

/** Labels of another company's contract, as a careless or hostile client could send them. */
const forged = { contractNumber: 'OTRO-9999', businessName: 'Otra Empresa S.A.', contractType: 'Otro' };

async function contractOf(employeeId: string, contractId: string): Promise<Contract> {
  const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
  const found = (await api.getEmployee({ employeeId })).employmentContracts.find(
    (contract) => contract.contractId === contractId,
  );
  if (!found) throw new Error(`${employeeId} has no contract ${contractId}`);
  return found;
}

async function save(body: unknown) {
  const response = await stack.call('/persistence/human-resources-requests', {
    method: 'POST',
    headers: headersOf({
      token: await stack.tokenFor('ana.admin'),
      unit: 'UN-ANDINA',
      action: 'SaveHumanResourcesRequest',
    }),
    body: JSON.stringify(body),
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  const { humanResourceRequestId } = (await response.json()) as { humanResourceRequestId: string };
  const stored = await stack.db.query<{ data: Record<string, unknown> }>(
    `SELECT document->'humanResourceRequestData' AS data FROM human_resource_requests
     WHERE human_resource_request_id = $1`,
    [humanResourceRequestId],
  );
  return stored.rows[0]?.data ?? {};
}

const labelsOf = (contract: Contract) => ({
  contractId: contract.contractId,
  contractNumber: contract.contractNumber,
  businessName: contract.businessName,
  contractType: contract.contractType,
});

describe('call 11 stores the labels of the contract it checked', () => {
  test('a certification naming a contract with another contract’s labels is stored with its own', async () => {
    const contract = await contractOf('100005', 'CT-100005-1');
    expect(contract.contractNumber).not.toBe(forged.contractNumber);
    const body = newCertificationRequest({
      employeeId: '100005',
      contract: { ...contract, ...forged },
      requester,
      now: new Date(),
      certificationType: 'certificado de servidor',
      addressee: 'A quien interese',
      observations: 'Trámite',
    });
    expect(await save(body)).toMatchObject(labelsOf(contract));
  });

  test('a contract action (terminate) is stored with the terminated contract’s labels', async () => {
    const contract = await contractOf('100001', 'CT-100001-3');
    const body = newContractActionRequest({
      employeeId: '100001',
      contract: { ...contract, ...forged },
      requester,
      now: new Date(),
      action: 'terminate',
      decision: {
        ...emptyContractDecision,
        retirementDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        retirementReason: 'Renuncia voluntaria',
      },
    });
    expect(await save(body)).toMatchObject(labelsOf(contract));
  });

  test('a certification naming no contract keeps no contract labels', async () => {
    const contract = await contractOf('100005', 'CT-100005-1');
    const body = newCertificationRequest({
      employeeId: '100005',
      contract: { ...contract, ...forged, contractId: '' },
      requester,
      now: new Date(),
      certificationType: 'certificado de servidor',
      addressee: 'A quien interese',
      observations: 'Trámite',
    });
    const { contractId: _none, ...withoutId } = body.humanResourceRequestData as Record<string, unknown>;
    const data = await save({ ...body, humanResourceRequestData: withoutId });
    for (const label of ['contractNumber', 'businessName', 'contractType'])
      expect(data).not.toHaveProperty(label);
  });
});
