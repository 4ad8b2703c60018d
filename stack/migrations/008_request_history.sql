-- A request's history: one row per change, written in the transaction of the change (calls 11, 12, 14
-- to 17; stack/services/history.ts), read with call 19. Who and when are the token's account, the staff
-- member's name and the services' clock; only `words` come from the person. A row is never updated or
-- deleted: the trigger below refuses both, whoever asks (TRUNCATE, the reset of the test mode and of
-- stack:reset, is a statement of its own and still empties it). Each change raises the request's version
-- by one (migration 008), so (request, version) names one row and orders them. Requests stored before
-- this file have no history of what happened to them before it.
CREATE TABLE request_history (
  history_entry_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  human_resource_request_id text NOT NULL REFERENCES human_resource_requests (human_resource_request_id),
  request_version integer NOT NULL CHECK (request_version >= 1),
  recorded_at timestamptz NOT NULL,
  account_id text NOT NULL,
  person_name text NOT NULL,
  event text NOT NULL CHECK (event IN ('created', 'responsibleChanged', 'requirementEvaluated',
    'requirementUndone', 'taskRun', 'approved', 'rejected', 'discarded', 'statusChanged')),
  status_from text NOT NULL,
  status_to text NOT NULL,
  transition text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  words text NOT NULL DEFAULT '',
  UNIQUE (human_resource_request_id, request_version)
);

CREATE FUNCTION request_history_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El historial de una solicitud no se modifica ni se borra.'
    USING ERRCODE = 'object_not_in_prerequisite_state';
END
$$;

CREATE TRIGGER request_history_append_only
  BEFORE UPDATE OR DELETE ON request_history
  FOR EACH ROW EXECUTE FUNCTION request_history_refuse_change();
