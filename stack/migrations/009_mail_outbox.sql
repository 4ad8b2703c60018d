-- The manager's loop by mail. Each employee may have a manager (a staff account): the person a vacation
-- request of theirs waits for, who receives its notification and answers it. The demo's team is seeded
-- by stack/seed/teams.ts; a database seeded before this file gets the same team here.
ALTER TABLE employees ADD COLUMN manager_account_id text;
CREATE INDEX employees_manager ON employees (manager_account_id, business_unit_code);
UPDATE employees SET manager_account_id = 'fabio.jefe'
WHERE business_unit_code = 'UN-ANDINA' AND employee_id IN ('100001', '100002', '100003', '100004', '100005');

-- The mail a change must send, written in the transaction of the change (stack/services/mail-outbox.ts)
-- and sent after the commit by the sender (stack/mail/sender.ts): a change rolled back leaves no mail, a
-- mail server that is down leaves the row waiting, and (request, version, kind) names one mail, so a
-- change never queues a mail twice. The sender claims a row for a while (`claimed_until`) before it
-- sends, so two senders never send the same row at once, and marks it sent (`sent_at`) after.
CREATE TABLE mail_outbox (
  mail_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  human_resource_request_id text NOT NULL REFERENCES human_resource_requests (human_resource_request_id),
  request_version integer NOT NULL CHECK (request_version >= 1),
  kind text NOT NULL CHECK (kind IN ('approvalRequested', 'answered')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text NOT NULL DEFAULT '',
  UNIQUE (human_resource_request_id, request_version, kind)
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
