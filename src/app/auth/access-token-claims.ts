// The one claim the app reads from its access token: the national ID number for call 4. The provider
// keeps it out of the ID token (which travels in URLs as id_token_hint and ends up in logs) and puts it
// in the access token, which only goes in an Authorization header. The token is not verified here: it
// came straight from the provider's token endpoint, and the services verify it on every call.

/** The access-token claim with the signed-in person's national ID number. */
const documentNumberClaim = 'identification_document_number';

/**
 * The payload of a JWT as an object, or undefined when the text is not a readable JWT.
 * @internal
 */
export function jwtPayloadOf(token: string | undefined): Record<string, unknown> | undefined {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replaceAll('-', '+').replaceAll('_', '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The national ID number of the access token's claims ('' when absent or unreadable). */
export function documentNumberOf(accessToken: string | undefined): string {
  const value = jwtPayloadOf(accessToken)?.[documentNumberClaim];
  return typeof value === 'string' ? value : '';
}
