// Minimal typings for the part of oidc-provider 9 the local stack uses (the package ships none).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown>; reasons: string[] };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface KoaContext {
    body: unknown;
    type: string;
    status: number;
    host: string;
    set(name: string, value: string): void;
    oidc: { client?: { clientId: string; clientName?: string } };
  }

  export interface SessionInstance {
    save(ttl: number): Promise<unknown>;
  }

  export interface SessionConstructor {
    findByUid(uid: string): Promise<SessionInstance | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    proxy: boolean;
    Grant: GrantConstructor;
    Session: SessionConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: Record<string, new (...args: unknown[]) => Error>;
  export default Provider;
}
