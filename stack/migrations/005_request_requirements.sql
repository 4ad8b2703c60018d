-- The process of onboarding requests (docs/decisions/0014) for a database seeded before it: the eight
-- tasks for an onboarding request that has none (created through call 11 before), then the requirement
-- tables of tasks 1 to 3, Cumple where the task is done, Sin Evaluar otherwise. The same data as
-- stack/services/onboarding-process.ts (a stack test compares them). A database seeded after this file
-- has the data from the seed, and these updates find nothing to change.
UPDATE human_resource_requests r
SET document = r.document || jsonb_build_object(
  'tasksToManageTheHumanResourcesRequests',
  (SELECT jsonb_agg(jsonb_build_object(
      'taskManagingId', r.human_resource_request_id || '-TASK-' || t.n,
      'humanResourceRequestId', r.human_resource_request_id,
      'taskCode', 'T' || t.n,
      'taskName', t.name,
      'taskStatus', 'pending',
      'description', 'Tarea ' || t.n || ' de la vinculación: ' || lower(t.name) || '.') ORDER BY t.n)
   FROM (VALUES
     (1, 'Validaciones del sistema'),
     (2, 'Verificar requisitos documentales'),
     (3, 'Validaciones humanas'),
     (4, 'Elaborar contrato'),
     (5, 'Afiliaciones a seguridad social'),
     (6, 'Firmas del contrato'),
     (7, 'Aprobar vinculación'),
     (8, 'Confirmar inicio de labores')) AS t(n, name)))
WHERE r.request_type = 'Onboarding'
  AND jsonb_array_length(COALESCE(r.document->'tasksToManageTheHumanResourcesRequests', '[]'::jsonb)) = 0;

UPDATE human_resource_requests r
SET document = r.document || jsonb_build_object(
  'requirementsOfTheHumanResourcesRequest',
  (SELECT jsonb_agg(jsonb_build_object(
      'requirementId', r.human_resource_request_id || '-REQ-' || q.n,
      'humanResourceRequestId', r.human_resource_request_id,
      'taskCode', q.task_code,
      'requirementName', q.name,
      'description', q.description,
      'requirementTag', CASE WHEN EXISTS (
          SELECT 1 FROM jsonb_array_elements(r.document->'tasksToManageTheHumanResourcesRequests') AS task
          WHERE task->>'taskCode' = q.task_code AND task->>'taskStatus' = 'done')
        THEN 'Cumple' ELSE 'Sin Evaluar' END,
      'deletionDisabled', q.deletion_disabled) ORDER BY q.n)
   FROM (VALUES
     (1, 'T1', 'Documento de identidad válido', 'El número de identificación existe en el registro nacional.', true),
     (2, 'T1', 'Sin vinculación vigente', 'La persona no tiene un contrato vigente con la empresa.', true),
     (3, 'T2', 'Hoja de vida', 'La hoja de vida adjunta en PDF corresponde a la persona.', false),
     (4, 'T2', 'Copia del documento de identidad', 'Copia legible por ambas caras.', false),
     (5, 'T2', 'Certificación bancaria', 'Cuenta a nombre de la persona, expedida hace menos de 30 días.', false),
     (6, 'T3', 'Entrevista con el área', 'El jefe del área aprobó la entrevista.', false),
     (7, 'T3', 'Verificación de referencias', 'Las referencias laborales confirman la información.', false))
     AS q(n, task_code, name, description, deletion_disabled)))
WHERE r.request_type = 'Onboarding'
  AND NOT (r.document ? 'requirementsOfTheHumanResourcesRequest');
