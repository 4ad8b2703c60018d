// The hourly limit of onboarding requests per account (each carries up to 2.5 MB): the one limit of the
// services that counts what an account stored, not how often it called.
import type { Transaction } from '../database';
import { HttpError, messages } from './http-error';
import type { ServicesContext } from './services-context';

/** Most onboarding requests one account may send in an hour. */
const maxOnboardingPerHour = 20;

/**
 * The hourly limit of onboarding requests, inside the transaction that records one: the account's
 * submissions wait for each other (a transaction lock per account, held until the commit), so the count
 * includes every one recorded before, and N submissions sent together cannot all pass it. 429 past it.
 */
export async function withinOnboardingLimit(
  c: ServicesContext,
  tx: Transaction,
  accountId: string,
  now: Date,
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`onboarding\n${accountId}`]);
  const lastHour = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM human_resource_requests
     WHERE created_by = $1 AND request_type = 'Onboarding' AND request_date > $2`,
    [accountId, new Date(now.getTime() - 60 * 60 * 1000).toISOString()],
  );
  if ((lastHour.rows[0]?.count ?? 0) >= maxOnboardingPerHour) {
    c.header('Retry-After', '3600');
    throw new HttpError(429, messages.tooManyOnboardings(maxOnboardingPerHour));
  }
}
