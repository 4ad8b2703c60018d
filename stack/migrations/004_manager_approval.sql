-- The manager's privilege to answer vacation requests (ApproveVacationRequest). A database seeded
-- before it existed gets it here; a new one is seeded with it (stack/seed/catalog.ts).
UPDATE staff_business_units
SET use_cases = use_cases || '["ApproveVacationRequest"]'::jsonb
WHERE staff_id IN (SELECT staff_id FROM staff WHERE account_id = 'fabio.jefe')
  AND NOT use_cases ? 'ApproveVacationRequest';
