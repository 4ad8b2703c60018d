// The load bench's section of docs/reliability.md (issue 68): how to run it, what it checks, and the
// figures of its runs on this machine, copied by hand from what `npm run bench -- load` printed (its raw
// output is not kept). The fault matrix's reporter appends it to the doc it writes
// (test/e2e/reliability/report.ts), so test/tooling/reliability-doc.test.ts holds the doc to it.
export const loadBenchSection = `
## The load bench (issue 68)

\`npm run bench -- load\` (\`test/bench/load.ts\`; not part of \`npm test\`) starts the stack as \`npm start\`
does, in its own process (the build made once, on the ports shifted by \`BENCH_PORT_OFFSET\`), and drives
its services from the bench's process with 200 simulated staff for 60 s, each making a call every 2 s on
average (exponential gaps on a schedule; one call at a time each), about 100 calls a second, three times:
on PGlite, on PostgreSQL, and on PostgreSQL stopped for 10 s in the middle (\`pg_ctl stop -m fast\`, then
\`pg_ctl start\`). PostgreSQL is a temporary cluster of the bench's own, as \`.ci/run\` makes one (port
\`PG_PORT\`, 5479 by default; \`DATABASE_URL\` names another server for the second run); without
PostgreSQL installed the bench says so and skips those runs. \`LOAD_STAFF\`, \`LOAD_SECONDS\`, \`LOAD_RUNS\`
(\`pglite,postgres,outage\`) and \`LOAD_PER_ACCOUNT\` change the load; \`LOAD_PROFILE=<folder>\` runs the
stack under \`node --cpu-prof\`.

- **The staff** (\`test/bench/load-staff.ts\`): each signs in on its own through the provider's real
  code + PKCE flow, with its own DPoP key (every call carries a fresh proof), as one of the bench's
  accounts \`carga.001\`… (\`STACK_LOAD_ACCOUNTS\`, \`stack/accounts.ts\`: staff of Operaciones Región Andina
  with every use case), 10 staff to an account: about 5 calls a second per account, under the services'
  limit of 20, which the bench leaves as it is.
- **The calls**: reads 70 % (call 7 a page of 500, calls 8 and 9 an employee, call 10 an employee's
  requests or the unit's onboarding requests), writes 30 % (call 11 vacation, payment, certification and
  onboarding requests; call 12 discards; call 14 answers; call 15 takes charge; call 16 evaluates a
  requirement; call 17 runs a task), with the app's bodies, X-Action, \`If-Match\` and \`Idempotency-Key\`.
  Requests are filed for 24 employees, so the staff read and change the same requests: each changes a
  request with the version it last saw, and a 412 is an expected, correct answer. One write in ten is
  sent again with its key after its answer (a lost answer), one in twenty twice at once (a double click),
  and a write without an answer or with a 5xx is sent again with its key until answered (up to 45 s);
  reads get the app's 3 attempts.
- **Printed**: calls a second; p50, p95, p99 and maximum latency of reads and of writes (each attempt);
  answers by status, overall and per call; the CPU the stack and the load generator used; the load
  average at the start and the end.
- **The audit** (\`test/bench/load-audit.ts\`, from the database after the run): every accepted write
  stored once (its \`request_history\` row at the version it answered, by its account, of its call's
  event); no lost update (a change accepted with \`If-Match\` n made version n + 1, no version claimed by
  two accepted writes, every request's history 1…its version without a gap); no duplicate (the answers
  to one key agree, and no row of a bench account is left that no accepted write made, beyond the writes
  left without an answer).
- **Budgets** (exit 1 when one fails): no 5xx (in the outage run, only 503 with \`Retry-After\`); no answer
  a correct client never gets (none at all within the 10 s time-out, 400, 401, 413, 422, 428, 429); p95
  ≤ 300 ms for reads and ≤ 600 ms for writes on PGlite at 200 staff; the audit clean in all three runs.
  \`test/tooling/load-bench.test.ts\` checks the percentiles and the audit's checks.
`;
