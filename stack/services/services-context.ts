// The types every call of the services is written against: a JSON document, who is calling, and the
// Hono context that carries them. Apart from call-context.ts so that the modules call-context.ts uses
// (versions.ts) can name them without importing it back.
import type { Context } from 'hono';
import type { DemoAccount } from '../accounts';

export type Json = Record<string, unknown>;

export interface Caller {
  accountId: string;
  account: DemoAccount | undefined;
}

export type ServicesEnv = { Variables: { caller: Caller } };
export type ServicesContext = Context<ServicesEnv>;
