// The load bench's section of docs/reliability.md: how to run it, what it checks, and the
// figures of its runs on this machine, copied by hand from what `npm run bench -- load` printed (its raw
// output is not kept). The fault matrix's reporter appends it to the doc it writes
// (test/e2e/reliability/report.ts), so test/tooling/reliability-doc.test.ts holds the doc to it.
export const loadBenchSection = `
## The load bench

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

### Figures (7/Dec/2026, this machine: 2 shared cores, 24 GiB)

Not a quiet machine: other workers' test runs (Vitest, their stacks, Chromium, knip) ran the whole time,
load average 7–10 during the 16:44 runs, 10–15 during the 15:58 ones, 4–5 at 16:56. The figures
are pessimistic: the CPU left to the services was about half a core. Each row is one run of
\`npm run bench -- load\` (the third table: \`LOAD_STAFF=100 LOAD_RUNS=pglite\`); latencies p50 / p95 / p99.

16:44–16:55 UTC, load average 5.0 when the bench started:

| run | load average start → end | calls a second (of ~100 offered) | reads | writes | answers | CPU: stack / load generator | audit | budgets |
|---|---|---|---|---|---|---|---|---|
| PGlite | 9.4 → 8.0 | 49.5 | 932 / 10 035 / 10 119 ms | 759 / 10 022 / 10 098 ms | 200 ×4892, 201 ×637, 204 ×103, 412 ×423, none within 10 s ×2126 | 87.5 s / 29.7 s in 183 s | 1457 keyed writes, 1079 accepted, 216 replays, 4 in doubt; 1081 rows, 565 requests: clean | **over**: p95 and the answers that never came |
| PostgreSQL | 8.3 → 8.2 | 66.8 | 2160 / 4382 / 5152 ms | 3164 / 5963 / 6662 ms | 200 ×4793, 201 ×645, 204 ×130, 412 ×571 | 42.2 s / 20.0 s in 94 s (the server's own not counted) | 1452, 960, 132, 0; 960 rows, 565 requests: clean | met (no 5xx, audit clean; no latency budget) |
| PostgreSQL stopped 25.1–38.2 s | 7.1 → 8.5 | 83.3 | 1531 / 3403 / 3870 ms | 1982 / 4408 / 5152 ms | 200 ×4840, 201 ×567, 204 ×108, 412 ×599, 503 ×808 (each with Retry-After, all during the outage or the 5 s after) | 40.0 s / 18.7 s in 89 s | 1446, 918, 136, 0; 918 rows, 495 requests: clean | met |

15:58–16:09 UTC, load average 14.5 when the bench started (the same three runs): PGlite 42.3 calls a
second, p95 10 051 ms (reads) and 10 033 ms (writes), 2742 answers that never came, audit clean (17
writes in doubt, 8 rows they explain); PostgreSQL 79.6 a second, p95 3449 / 4725 ms, audit clean;
the outage 68.0 a second, 617 answers 503 with Retry-After and no other 5xx, audit clean.

PGlite alone once more at 16:57 UTC (load average 4.7 at its start, 9.5 at its end as other work came
back): 60.0 calls a second, p95 10 012 / 10 015 ms, 1679 answers that never came, audit clean (3 writes
in doubt, 3 rows they explain); over budget again.

At half the load, 16:56 UTC (100 staff, 10 accounts, load average 5.1 → 3.8):

| run | calls a second | reads | writes | answers | CPU: stack / load generator | audit |
|---|---|---|---|---|---|---|
| PGlite, 100 staff | 52.6 | 25 / 166 / 290 ms | 35 / 171 / 246 ms | 200 ×2399, 201 ×292, 204 ×144, 412 ×322 | 33.2 s / 11.9 s in 60 s | 752, 469, 61, 0; 469 rows, 263 requests: clean |

### Less work per call (7/Dec/2026, 22:56–23:37 UTC)

Three runs of \`BENCH_PORT_OFFSET=700 LOAD_RUNS=pglite LOAD_SECONDS=30 npm run bench -- load\` (200 staff,
30 s of load), the machine shared as above; CPU per call is the stack's CPU (provider, services,
database) over the calls answered or given up, so it includes the provider and the retries.

| run | load average start → end | calls a second (of ~100 offered) | stack CPU per call | reads p50 / p95 / p99 | writes p50 / p95 / p99 | answers | audit |
|---|---|---|---|---|---|---|---|
| before, 22:56 | 9.8 → 11.1 | 51.5 | 10.4 ms (39.0 s, 3765 calls) | 1345 / 10 232 / 10 760 ms | 1212 / 10 170 / 10 611 ms | 200 ×2463, 201 ×319, 204 ×90, 412 ×152, none within 10 s ×741 | 629 keyed, 492 accepted, 108 replays, 0 in doubt: clean |
| fewer statements and kept keys and pages, 23:14 | 5.3 → 4.7 | 100.4 | 8.3 ms (25.4 s, 3051 calls) | 88 / 596 / 1215 ms | 104 / 692 / 1038 ms | 200 ×2426, 201 ×309, 204 ×110, 412 ×206 | 610, 434, 69, 0: clean |
| the same and overload shed, 23:34 | 12.4 → 11.9 | 64.5 | 8.3 ms (26.0 s, 3138 calls) | 2424 / 5467 / 7289 ms | 2213 / 4879 / 6214 ms | 200 ×2473, 201 ×306, 204 ×135, 412 ×186, none within 10 s ×38, no 503 | 622, 456, 62, 0: clean |

Statements per call (the services' queries on PGlite, counted with a counting wrapper around the
database in a throwaway test; before: the same calls counted from the code, which lost exactly the
statements named): call 7 1 → 1 (3 on the first read of an order), 8 2 → 1, 9 2 → 1, 10 for an
employee 3 → 2, 10 for a type 2 → 2, 11 with a key 12 → 11, a replay of 11 2 → 2, 12 (one request,
with a key) 12 → 10, 14 to 17 with a key 11 → 9 (BEGIN and COMMIT counted; the purge of expired keys
adds one a minute).

What changed (each rule enforced as before; \`test/stack\` green):

- calls 8 and 9 read the caller's unit (use cases, staff record) and the employee in one statement,
  the employee joined only within that unit; call 10 checks that the employee is the unit's within
  its list's statement;
- calls 12 and 14–17 write the locked request and append its history entry in one statement (the
  entry takes the version the update made), still inside the call's transaction;
- expired idempotency keys are purged at most once a minute instead of on every keyed write; a key
  whose earlier use expired is replaced by an upsert that never replaces a live one;
- call 7 keeps each page as JSON with its kept order (at most 64 pages an order), instead of turning
  500 summaries into JSON on every read;
- a DPoP proof's public key is imported and its thumbprint worked out once per key: a bounded LRU
  (5000 keys) of keys that verified a proof for a token bound to them, keyed by the proof's \`alg\` and
  \`jwk\` exactly as sent;
- overload is shed (\`stack/services/overload.ts\`): 16 calls are worked on at once, the others wait
  their turn in order (their bodies read first, so a slow upload holds no place), and one that waited
  more than 3 s answers 503 with \`Retry-After: 2\` before any of its work is done
  (\`test/stack/overload.test.ts\`).

**What the figures say.**

- **The audit is clean everywhere**, through the overload and the outage: every accepted write stored
  once at the version it answered, no version accepted twice, no gap, every retried key one change.
  During the outage the services answered 503 with \`Retry-After\` and nothing else of the 5xx, and
  answered again by themselves once PostgreSQL was back.
- **The PGlite budget fails at 200 staff on this machine, and the load generator is not why.** The
  generator is a process of its own (the stack is \`npm start\`'s process), signs its proofs with
  node:crypto's synchronous ECDSA (0.10 ms of CPU a proof against 0.29 ms with jose's WebCrypto
  signing, which the bench's first trials used) and used 3–4 ms of CPU per call, on the other core. The services
  are one Node thread with PGlite inside it, and used about 10 ms of CPU per call on PGlite (33.2 s for
  3157 calls at half the load; 87.5 s for 8181 at full load), about 6 ms on PostgreSQL (whose server
  works in processes of its own): at 100 calls a second that is a whole core on PGlite, more than one
  thread can give while other work shares the machine, so the line grows until answers come after the
  client's 10 s time-out. At 50 calls a second the same services are within budget (p95 166 / 171 ms).
  A profile of the services under load (\`LOAD_PROFILE\`) puts about half their time in PGlite's
  queries and result parsing, a tenth in verifying the access token (RS256) and the DPoP proof (ES256),
  the rest in Hono, HTTP and garbage collection. A quiet machine may give the thread a whole core, but
  that is what 100 calls a second need: the budget needs fewer milliseconds per call in the services,
  not a lighter bench.
- **Less work per call brought 200 staff close to the budget on a quieter machine** (the table above):
  10.4 → 8.3 ms of the stack's CPU per call, and at load average 5 the run kept up with the 100 calls
  a second offered, every call answered, p95 596 ms for reads and 692 ms for writes (over the 300 and
  600 ms still). At load average 12 the same code answered 64.5 calls a second with p95 of about 5 s:
  the CPU per call was the same, the CPU the machine left the thread was not. A profile at 23:02
  (load average 13.9) still puts half of the stack's busy time in PGlite (its WebAssembly and its
  result parsing); what is left to cut is there: call 10's documents parsed and turned into JSON again
  on every list (a kept rendering per request version would need every writer of a document to raise
  its version, which some tests' direct updates do not), and the statements of a write (call 11
  still runs 11).
- **Overload was not shed** in the runs before 23:14: a call whose client gave up after 10 s was still
  worked on: after the 60 s of load the PGlite run needed about two more minutes to answer the calls
  already sent, and the database's own bound (\`STACK_DB_TIMEOUT_MS\`, a 503 after 5 s waiting for
  PGlite) never fired, since the calls waited for the one busy thread, not for the database. Now a call
  that waits more than 3 s for one of the 16 turns is answered 503 with \`Retry-After\` unworked. In the
  23:34 run none waited that long: the wait the staff saw (p95 about 5 s) was before the services read
  the request at all (the thread busy, the load generator itself short of CPU at load average 12), which
  no turn inside the services can see; the 38 calls without an answer within 10 s (741 at 22:56) are
  what is left of that.
- **Found and fixed by the bench**: a call 12 replayed from its \`Idempotency-Key\` came without the
  \`ETag\` its first answer had (the stored answer lists the discarded requests, and the replay looked for
  the version at its top); the replay of one discarded request now carries it
  (\`test/stack/conditional.test.ts\`, "call 12: a retry with the same Idempotency-Key").
`;
