import { createHash, randomBytes } from 'node:crypto';
import { DEVICE_TOKEN_PREFIX } from '@kc/domain/devices';
import type { Database } from '../db/client.ts';

/** What a valid device token proves: which datalog (and so which property) is speaking. */
export interface DeviceIdentity {
  credentialId: number;
  datalogId: number;
  propertyId: number;
  datalogType: string;
}

export const hashDeviceToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256 random bits behind a fixed prefix; only the hash is stored (decision 0016). */
export function newDeviceToken(): { token: string; hash: string } {
  const token = `${DEVICE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashDeviceToken(token) };
}

/** The identity behind a bearer token, or null for anything else (a user JWT, a revoked or unknown token). */
export async function authenticateDevice(db: Database, token: string): Promise<DeviceIdentity | null> {
  if (!token.startsWith(DEVICE_TOKEN_PREFIX) || token.length > 100) return null;
  const { rows } = await db.pool.query<{
    credential_id: number;
    datalog_id: number;
    property_id: number;
    datalog_type: string;
  }>({
    name: 'device-authenticate',
    text: `SELECT c.id AS credential_id, d.id AS datalog_id, d.property_id, d.datalog_type
       FROM device_credentials c JOIN datalogs d ON d.id = c.datalog_id
      WHERE c.token_hash = $1 AND c.revoked_at IS NULL AND d.deleted_at IS NULL`,
    values: [hashDeviceToken(token)],
  });
  const r = rows[0];
  return r
    ? { credentialId: r.credential_id, datalogId: r.datalog_id, propertyId: r.property_id, datalogType: r.datalog_type }
    : null;
}
