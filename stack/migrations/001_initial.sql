-- Reference data of the local stack. Entities are stored as JSON documents shaped as SPEC §3
-- describes them, with the columns the services filter on beside them.

CREATE TABLE portals (
  public_code text PRIMARY KEY,
  business_manager_id text NOT NULL,
  document jsonb NOT NULL
);

CREATE TABLE business_managers (
  business_manager_id text PRIMARY KEY,
  document jsonb NOT NULL
);

CREATE TABLE business_units (
  business_unit_code text PRIMARY KEY,
  business_manager_id text NOT NULL REFERENCES business_managers (business_manager_id),
  position integer NOT NULL,
  document jsonb NOT NULL
);

CREATE TABLE portal_options (
  option_staff_id text NOT NULL,
  staff_portal_public_code text NOT NULL REFERENCES portals (public_code),
  business_unit_code text NOT NULL REFERENCES business_units (business_unit_code),
  position integer NOT NULL,
  document jsonb NOT NULL,
  PRIMARY KEY (staff_portal_public_code, business_unit_code, option_staff_id)
);

CREATE TABLE staff (
  staff_id text PRIMARY KEY,
  account_id text NOT NULL UNIQUE,
  identification_document_number text NOT NULL UNIQUE,
  user_account text NOT NULL,
  business_manager_code text NOT NULL,
  document jsonb NOT NULL
);

CREATE TABLE staff_business_units (
  staff_id text NOT NULL REFERENCES staff (staff_id),
  business_unit_code text NOT NULL REFERENCES business_units (business_unit_code),
  role_name text NOT NULL,
  use_cases jsonb NOT NULL,
  PRIMARY KEY (staff_id, business_unit_code)
);

CREATE TABLE employees (
  employee_id text PRIMARY KEY,
  business_unit_code text NOT NULL REFERENCES business_units (business_unit_code),
  names text NOT NULL,
  surnames text NOT NULL,
  contract_statuses text[] NOT NULL,
  document jsonb NOT NULL,
  pending_days jsonb NOT NULL
);
CREATE INDEX employees_unit ON employees (business_unit_code);

CREATE SEQUENCE human_resource_request_number START 200001;

CREATE TABLE human_resource_requests (
  human_resource_request_id text PRIMARY KEY,
  human_resource_request_number text NOT NULL UNIQUE,
  employee_id text NOT NULL REFERENCES employees (employee_id),
  business_unit_code text NOT NULL REFERENCES business_units (business_unit_code),
  request_type text NOT NULL,
  request_status text NOT NULL,
  request_date timestamptz NOT NULL,
  document jsonb NOT NULL,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX human_resource_requests_employee ON human_resource_requests (employee_id, request_date DESC);

CREATE TABLE remuneration_profiles (
  remuneration_profile_id text PRIMARY KEY,
  position integer NOT NULL,
  document jsonb NOT NULL
);

CREATE TABLE idempotency_keys (
  idempotency_key text NOT NULL,
  account_id text NOT NULL,
  action text NOT NULL,
  status integer NOT NULL,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, idempotency_key)
);

CREATE TABLE seed_info (
  id integer PRIMARY KEY CHECK (id = 1),
  seeded_at timestamptz NOT NULL,
  reference_date text NOT NULL
);
