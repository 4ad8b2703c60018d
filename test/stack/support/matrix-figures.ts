// The figures of the authorization and lifecycle matrix (test/stack/matrix.test.ts, issue 24), which
// checks them on every run, and their section of docs/reliability.md (the fault matrix's reporter
// appends it, test/e2e/reliability/report.ts).
export const matrixFigures = {
  /** Calls 12, 14, 15, 16, 17 × seeded (type, status) × accounts, and call 10's listed requests. */
  cases: 843,
  refusedAsExpected: 694,
  allowedAsExpected: 149,
  lost: 0,
  /** fast-check: random server-owned and unknown fields on calls 11, 14, 15 and 17. */
  randomCases: 100,
};

export const matrixSection = `
## The authorization and lifecycle matrix (issue 24)

\`test/stack/matrix.test.ts\`, against the reference services in test mode: for every call that reads or
changes a request (10, 12, 14, 15, 16, 17), every seeded (type, status) of Operaciones Región Andina, and
the accounts \`ana.admin\`, \`carla.consulta\`, \`fabio.jefe\` and \`beto.unaunidad\` without each use case
the calls ask for (and with \`ApproveVacationRequest\` only), the status code must be the one the lifecycle
table (\`src/domain/rules/lifecycle.ts\`) and the authorization table (\`src/domain/permissions.ts\`,
\`stack/services/read-use-cases.ts\`) give; call 10 must carry no data the caller may not read and never a
CV's bytes. The test fails when a figure below changes.

| cases tried | refused as expected | allowed as expected | lost (answer other than the tables') |
|---|---|---|---|
| ${matrixFigures.cases} | ${matrixFigures.refusedAsExpected} | ${matrixFigures.allowedAsExpected} | ${matrixFigures.lost} |

Then fast-check sends ${matrixFigures.randomCases} bodies with random server-owned fields (requester, date,
status, person in charge) and unknown fields to calls 11, 14, 15 and 17: every answer carries the
server's values or is a 400; none lost.
`;
