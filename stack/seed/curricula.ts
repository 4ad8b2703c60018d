// The CVs ('Hoja de vida') of the seed's onboarding requests: each onboarding request carries
// the wizard's data (call 11's shape: personal, position) and its CV is stored apart, in
// request_attachments (migration 007), as call 11 stores it, so call 18 and the process page's 'Hoja de
// vida' open a real PDF on the demo data.
import type { SeedRequest } from './builders';

type Json = Record<string, unknown>;

/** A CV of the seed, stored in request_attachments. */
export interface SeedAttachment {
  requestId: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * A one-page PDF saying whose CV it is (offsets computed, so any viewer opens it).
 * @internal the load bench attaches it to its onboarding requests too
 */
export function curriculumPdf(fullName: string): Buffer {
  // Helvetica's WinAnsi text: the accents of the names are written as octal escapes.
  const text = `Hoja de vida de ${fullName}`.replace(/[^\x20-\x7e]/g, (char) => {
    const code = char.charCodeAt(0);
    return code < 256 ? `\\${code.toString(8)}` : '?';
  });
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The file name of a seed CV. */
const curriculumFileName = (lastNames: string) =>
  `hoja-de-vida-${lastNames
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')}.pdf`;

/** What an onboarding request of the seed says about the person being linked. */
export interface SeedCandidate {
  names: string;
  lastNames: string;
  identificationNumber: string;
  startDate: string;
  position: string;
}

/**
 * The data of a seeded onboarding request in call 11's shape (README 'The onboarding request body'), its
 * CV described as every answer describes it: name, type and size, never the bytes.
 */
export function onboardingSeedData(candidate: SeedCandidate): Json {
  const { names, lastNames, identificationNumber, startDate, position } = candidate;
  return {
    personal: {
      names,
      lastNames,
      identificationNumber,
      attachedFile: {
        fileName: curriculumFileName(lastNames),
        contentType: 'application/pdf',
        sizeBytes: curriculumPdf(`${names} ${lastNames}`).length,
      },
    },
    position: { startDate, position },
  };
}

const recordOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** The CV of every onboarding request of the seed whose data names one. */
export function curriculaOf(requests: readonly SeedRequest[]): SeedAttachment[] {
  return requests.flatMap((request) => {
    if (request.type !== 'Onboarding') return [];
    const personal = recordOf(recordOf(request.document.humanResourceRequestData).personal);
    const file = recordOf(personal.attachedFile);
    if (typeof file.fileName !== 'string') return [];
    return [
      {
        requestId: request.id,
        fileName: file.fileName,
        contentType: 'application/pdf',
        content: curriculumPdf(`${String(personal.names)} ${String(personal.lastNames)}`),
      },
    ];
  });
}
