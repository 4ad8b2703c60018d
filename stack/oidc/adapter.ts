// oidc-provider's storage on the stack's database (PGlite or PostgreSQL) (replaces its in-memory development adapter).
import type { Database } from '../database';

type Payload = Record<string, unknown>;

const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

interface Row {
  payload: Payload;
  consumed: number | null;
}

/** Returns the adapter factory oidc-provider's `adapter` option expects. */
export function createPgliteAdapter(db: Database) {
  const alive = `(expires_at IS NULL OR expires_at > now())`;
  const read = (rows: Row[]): Payload | undefined => {
    const row = rows[0];
    if (!row) return undefined;
    return row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed };
  };
  const select = `SELECT payload, floor(extract(epoch FROM consumed_at))::int AS consumed FROM oidc_payloads`;

  return (model: string) => ({
    async upsert(id: string, payload: Payload, expiresIn?: number) {
      await db.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           uid = EXCLUDED.uid, user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
        [
          model,
          id,
          JSON.stringify(payload),
          grantable.has(model) ? ((payload.grantId as string | undefined) ?? null) : null,
          (payload.uid as string | undefined) ?? null,
          (payload.userCode as string | undefined) ?? null,
          typeof expiresIn === 'number' ? Math.ceil(expiresIn) : null,
        ],
      );
    },
    async find(id: string) {
      return read(
        (await db.query<Row>(`${select} WHERE model = $1 AND id = $2 AND ${alive}`, [model, id])).rows,
      );
    },
    async findByUid(uid: string) {
      return read(
        (await db.query<Row>(`${select} WHERE model = $1 AND uid = $2 AND ${alive}`, [model, uid])).rows,
      );
    },
    async findByUserCode(userCode: string) {
      return read(
        (await db.query<Row>(`${select} WHERE model = $1 AND user_code = $2 AND ${alive}`, [model, userCode]))
          .rows,
      );
    },
    async consume(id: string) {
      await db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [
        model,
        id,
      ]);
    },
    async destroy(id: string) {
      await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [model, id]);
    },
    async revokeByGrantId(grantId: string) {
      await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    },
  });
}

/** Deletes the provider's expired entries (run at start-up). */
export async function purgeExpiredPayloads(db: Database): Promise<void> {
  await db.query('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at < now()');
}
