// Call 18 (ours): the CV ('Hoja de vida') of an onboarding request, which HR must approve on the process
// page. Its bytes are kept apart from the request (table request_attachments, migration 007), so no other
// answer carries them; this call returns them as the file they are, to readers holding AddEmployeeLink
// (the use case that reads an onboarding request's data, read-use-cases.ts).
import { type Handler, requireUseCase, unitScope } from './call-context';
import { HttpError, messages } from './http-error';
import { dataReadUseCaseFor } from './read-use-cases';

/** The use case call 18 needs: the one that reads an onboarding request's data. */
const curriculumUseCase = dataReadUseCaseFor('Onboarding');

/** A file name as a quoted-string of Content-Disposition: ASCII only, no quotes or backslashes. */
const asciiFileName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

/** Call 18: GET /employee-portal-query/human-resources-requests/{humanResourceRequestId}/curriculum */
export const searchRequestCurriculum: Handler = async (c, deps) => {
  const { unit, useCases } = await unitScope(c, deps);
  requireUseCase(useCases, curriculumUseCase);
  const requestId = c.req.param('id') ?? '';
  // A request of another unit answers like a missing one (404), as every call of one request does.
  const result = await deps.db.query<{
    business_unit_code: string;
    file_name: string | null;
    content_type: string | null;
    content: Uint8Array | null;
  }>(
    `SELECT r.business_unit_code, a.file_name, a.content_type, a.content
     FROM human_resource_requests r
     LEFT JOIN request_attachments a ON a.human_resource_request_id = r.human_resource_request_id
     WHERE r.human_resource_request_id = $1`,
    [requestId],
  );
  const row = result.rows[0];
  if (!row || row.business_unit_code !== unit) throw new HttpError(404, messages.unknownRequest(requestId));
  if (!row.content) throw new HttpError(404, messages.noCurriculum(requestId));
  const fileName = row.file_name?.trim() || 'hoja-de-vida.pdf';
  const bytes = new Uint8Array(row.content);
  return c.body(bytes, 200, {
    // Call 11 accepts only PDF files; the stored type is not echoed, so no other type is ever served.
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': `inline; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  });
};
