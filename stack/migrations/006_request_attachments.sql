-- An onboarding request's CV is kept apart from the request document, with its size, so no
-- answer carries its bytes and listing requests never decodes files. The document keeps the file's name,
-- type and size (humanResourceRequestData.personal.attachedFile without contentBase64). Requests saved
-- before this file have their CV moved here.
CREATE TABLE IF NOT EXISTS request_attachments (
  human_resource_request_id text PRIMARY KEY
    REFERENCES human_resource_requests (human_resource_request_id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  content bytea NOT NULL
);

INSERT INTO request_attachments (human_resource_request_id, file_name, content_type, size_bytes, content)
SELECT human_resource_request_id,
  coalesce(document #>> '{humanResourceRequestData,personal,attachedFile,fileName}', ''),
  coalesce(document #>> '{humanResourceRequestData,personal,attachedFile,contentType}', ''),
  length(decode(document #>> '{humanResourceRequestData,personal,attachedFile,contentBase64}', 'base64')),
  decode(document #>> '{humanResourceRequestData,personal,attachedFile,contentBase64}', 'base64')
FROM human_resource_requests
WHERE jsonb_typeof(document #> '{humanResourceRequestData,personal,attachedFile,contentBase64}') = 'string'
ON CONFLICT (human_resource_request_id) DO NOTHING;

UPDATE human_resource_requests r
SET document = jsonb_set(
  r.document #- '{humanResourceRequestData,personal,attachedFile,contentBase64}',
  '{humanResourceRequestData,personal,attachedFile,sizeBytes}',
  to_jsonb(a.size_bytes))
FROM request_attachments a
WHERE a.human_resource_request_id = r.human_resource_request_id
  AND jsonb_typeof(r.document #> '{humanResourceRequestData,personal,attachedFile,contentBase64}') = 'string';

-- Onboarding submissions are bounded per account and hour (call 11): counted by who and when.
CREATE INDEX IF NOT EXISTS human_resource_requests_created_by
  ON human_resource_requests (created_by, request_type, created_at);
