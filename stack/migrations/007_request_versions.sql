-- Every request has a version, raised by every write (calls 12, 14, 15, 16, 17). Answers that
-- return a request carry it as an ETag (and as humanResourceRequestVersion in call 10's items); calls that
-- change a request need it back in If-Match (stack/services/versions.ts): a stale one is 412, a missing
-- one 428. Requests stored before this file start at version 1.
ALTER TABLE human_resource_requests ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
