-- An Idempotency-Key is bound to the request it answered: the business unit it was sent to and a hash
-- of its body (reusing the key for another body or unit is refused), and it lives for a limited time
-- (created_at is the services' clock). Keys stored before this change carry neither, so they go.
DELETE FROM idempotency_keys;
ALTER TABLE idempotency_keys ADD COLUMN business_unit_code text NOT NULL;
ALTER TABLE idempotency_keys ADD COLUMN request_hash text NOT NULL;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
