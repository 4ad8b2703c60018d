// The figures of the authorization and lifecycle matrix (test/stack/matrix.test.ts), which
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
## The authorization and lifecycle matrix

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

## Two staff members on the same request

Every answer that returns a request carries its version (\`ETag: "<id>.<version>"\`; call 10's items
\`humanResourceRequestVersion\`; migration 008), raised by every write. Calls 12, 14, 15, 16 and 17
need \`If-Match\` with the version the person saw (\`stack/services/versions.ts\`): none is **428**
(the app always sends it: a 428 is a bug, logged), another is **412** with the request as it is now and
its last change (who, from the staff record; what; when: the newest traceability entry), and nothing is
applied. An \`Idempotency-Key\` replay (a retry after a lost answer) answers what the first attempt
answered, before If-Match is weighed; a retry that overlaps its first attempt waits for it inside the
transaction and answers the same (\`test/stack/overlapping-calls.test.ts\`, on PGlite and PostgreSQL).
\`If-Match: *\` is refused like a missing one (428, saying why): a change names the version the person
saw. \`test/stack/conditional.test.ts\` makes each case with two
people, and the fault \`{"stale":true}\` (\`stack/services/faults.ts\`) gives a real 412 for each of these calls.
The contract actions (Terminar, Renovar, Modificar) are new requests filed with call 11 (answered 201,
version 1); their only update is the discard, call 12, weighed the same way
(\`docs/decisions/0011-contract-actions-as-requests.md\`, \`test/stack/contract-actions.test.ts\`).

| call | someone else first | then, with the version seen | answer | the screen |
|---|---|---|---|---|
| 12 discard | the manager answers it (call 14) | HR discards | 412: the request in HR verification, «Aprobación del jefe inmediato» by Fabio Ibáñez | the discard dialog stays: «Otra persona modificó esta solicitud», who, what, when and the status now; the justification kept; Descartar decides again (the discard rules on the new state), Cancelar closes |
| 14 answer | HR discards it (call 12) | the manager answers | 412: the request canceled, «Descarte» by Alberto Núñez | the approval screen: the same notice, the answer and observations kept, Enviar off; Entendido shows the form again (still awaiting) or its status |
| 15 responsible | Beto takes it (call 15) | Ana assigns herself | 412: Beto in charge | the process page: the notice above the request as it is now; Entendido, then decide again |
| 16 requirement | Beto takes it (call 15) | Ana records Cumple | 412 | as for call 15 |
| 17 task | Beto records a requirement (call 16) | Ana runs a task | 412 | as for call 15 |
| 12 discard of a contract action (a Retiro, a Renovación filed with call 11) | Beto discards it (call 12) | Ana discards it | 412: the request canceled, «Descarte» by Alberto Núñez | the discard dialog, as for the first row |
| 12 (also of a contract action), 14–17 | — | no If-Match | 428, nothing changed | (never sent by the app) |
| 12 (also of a contract action), 14–17 | — | \`If-Match: *\` | 428, nothing changed | (never sent by the app) |
| 12, 14, 15, 16, 17 | — | a retry with the same Idempotency-Key and the now stale version | 200, \`Idempotent-Replayed\`: the first answer, its \`ETag\` the version it made | the first answer |

After a 412 the employee's requests are read again (\`src/api/mutations.ts\`), so the board and the
in-process tables show the request as it is now; nothing is resent without the person deciding again.
A discard answered 412 and then closed leaves the process page and the in-process row on the 412's
request (the row leaves the table when someone else ended the request).

While the notice shows on the process page, its buttons wait for 'Entendido' and say so ('Lee el aviso de
arriba y pulsa «Entendido» para seguir con la solicitud como está ahora.'), unless the request as it is
now refuses them, when they give that reason ('La solicitud ya terminó.', 'Debes ser responsable de esta
solicitud.'); never a privilege the person has (\`test/features/requests/request-process.test.tsx\`).

**When the window regains focus** (the window's \`focus\`, or its tab shown again:
\`src/app/wiring/window-focus.ts\` sends the machine \`WINDOW_FOCUSED\`), the board, the process page and
the in-process tables of /holidays and /certifications read call 10 again from the services, so a card or
row another person changed does not linger. What was typed and chosen stays (keyword, filters, pins);
the cards, page or rows shown stay, and their buttons answer, until the answer; a failed read keeps them as
they were (the next focus reads again). Nothing is read while a dialog is open ('Cambiar responsable',
Requisitos, a discard, the details) or a change is being sent: a stale change there is answered by the
412 above. The board's \`WINDOW_FOCUSED\` / \`REQUESTS_READ\` transitions (its filter states are left as
they are) and the \`refreshing\` states of the process page and the tables are drawn in \`docs/flows/\`
and walked by the path tests; \`test/machines/requests/window-focused.test.ts\` checks each.

**Two people, two browsers** (\`test/e2e/requests/two-staff.spec.ts\`, against the whole stack, on
requests the test files itself):

| first | then, on a page loaded earlier | what the second person sees |
|---|---|---|
| ana.admin assigns herself (call 15) | beto.unaunidad discards (call 12) | in the dialog: «Ana Sofía Gutiérrez la modificó (Asignación de responsable) el …», the status now, the justification kept; one call 12 only; Cancelar leaves his page with Ana in charge; Ana's assignment stands |
| beto.unaunidad discards (call 12) | ana.admin assigns herself (call 15) | «Alberto Núñez la modificó (Descarte) …», «Estado actual: Cancelada.»; Requisitos waits for 'Entendido', Descartar and Cambiar responsable say 'La solicitud ya terminó.'; one call 15 only; her board in another tab moves the card to Terminada when she comes back to it |
| ana.admin discards a vacation payment (call 12) | fabio.jefe approves it (call 14) | «Ana Sofía Gutiérrez la modificó (Descarte) …», «Estado actual: Cancelada.», his observations kept, Enviar off; one call 14 only |
| fabio.jefe approves a vacation payment (call 14) | ana.admin discards it from her in-process table on /holidays (call 12) | in the dialog: «Fabio Ibáñez la modificó (Aprobación del jefe inmediato) el …», «Estado actual: Verificación en Gestión Humana.», her justification kept, no 'Solicitud Descartada'; one call 12 only |
| ana.admin takes the request over from Beto (call 15) and approves 'Documento de identidad válido' (call 16) | beto.unaunidad, on a page loaded while he was in charge, approves it too (call 16) | «Ana Sofía Gutiérrez la modificó (Evaluación de requisito) el …», «Estado actual: Vinculación en Progreso.»; one call 16 only; Entendido shows Ana in charge |
| beto.unaunidad takes the request over from Ana (call 15) and approves 'Documento de identidad válido' (call 16) | ana.admin, on a page loaded while she was in charge, approves it too (call 16) | «Alberto Núñez la modificó (Evaluación de requisito) el …», «Estado actual: Vinculación en Progreso.»; one call 16 only; Entendido shows Beto in charge |

The fault matrix above adds the '412' fault (\`{"stale":true}\`) to each of calls 12, 14, 15, 16 and 17,
driven from the screen that makes it.
`;
