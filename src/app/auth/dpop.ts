// DPoP proofs for the calls to the services (RFC 9449, docs/decisions/0015-dpop.md): oidc-client-ts signs
// them with the key pair it keeps in IndexedDB, the one the access token is bound to (`cnf.jkt`).

import type { DpopRequest } from '@src/api/http-client';
import type { User, UserManager } from 'oidc-client-ts';

/**
 * Whether the provider bound the user's access token to the DPoP key (token_type "DPoP").
 * @internal
 */
export const isDpopBound = (user: Pick<User, 'token_type'> | null | undefined): boolean =>
  user?.token_type?.toLowerCase() === 'dpop';

/**
 * The proof getter of the API client: a proof for the request when the token is bound, undefined for a
 * Bearer token. A bound token without its key cannot be used: that throws, which the client treats as an
 * expired session (401).
 */
export function dpopProofs(
  userManager: Pick<UserManager, 'dpopProof'>,
  currentUser: () => User | null | undefined,
): (request: DpopRequest) => Promise<string | undefined> {
  return async ({ url, method }) => {
    const user = currentUser();
    if (!user || !isDpopBound(user)) return undefined;
    const proof = await userManager.dpopProof(url, user, method);
    if (!proof) throw new Error('The session DPoP key is unavailable.');
    return proof;
  };
}
