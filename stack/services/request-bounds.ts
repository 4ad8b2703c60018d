// What the services refuse in an address or a header before any query runs: a NUL character, and
// texts longer than any call takes (bounded like body texts), so none reaches a query or is echoed back.

import { HttpError, messages } from './http-error';
import type { ServicesContext } from './services-context';

/** Longest query or path parameter any call takes (codes, ids, sort and filter values). */
const maxParameterLength = 200;

/**
 * The headers the services read as text, and the longest each may be (Idempotency-Key checks its own
 * form; the token and the DPoP proof are verified as JWTs). A longer one is refused before it reaches a
 * query or is echoed back in a message.
 */
const maxHeaderLengths: Readonly<Record<string, number>> = {
  'X-Business-unit': 100,
  'X-Action': 100,
  'X-User-Name': 200,
  // Call 12 discards up to 50 requests: a quoted id of up to 100 characters, a dot and a version each.
  'If-Match': 6000,
};

/**
 * A NUL character anywhere in the address (path or query, %00) or in a header is refused (400) before
 * any query runs: PostgreSQL cannot store it, and it has no meaning in an id or a text.
 */
export function refuseNul(c: ServicesContext) {
  if (/%00/.test(c.req.url) || c.req.url.includes('\0')) throw new HttpError(400, messages.nulCharacter);
  for (const value of Object.values(c.req.header())) {
    if (value.includes('\0')) throw new HttpError(400, messages.nulCharacter);
  }
}

/** Query, path and header texts are bounded like body texts: a longer value → 400. */
export function checkLengths(c: ServicesContext) {
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (name.length > maxParameterLength || values.some((value) => value.length > maxParameterLength)) {
      throw new HttpError(400, messages.invalidParameter(name.slice(0, 40)));
    }
  }
  for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
    if (value.length > maxParameterLength) throw new HttpError(400, messages.invalidParameter(name));
  }
  for (const [name, max] of Object.entries(maxHeaderLengths)) {
    if ((c.req.header(name)?.length ?? 0) > max) throw new HttpError(400, messages.invalidHeader(name));
  }
}
