import type { FastifyRequest } from 'fastify';
import { AppError } from '@kc/domain/errors';
import { authenticateDevice, type DeviceIdentity } from '@kc/services/devices/device-token';

/** OpenAPI security of the device routes (scheme declared in plugins/external/openapi.ts). */
export const DEVICE_SECURITY = [{ deviceToken: [] }];

/**
 * Device routes are public to the user-JWT layer and authenticate here instead: only a live device credential
 * passes; a user's JWT (or anything else) is refused with 401, and a device token is never a user session.
 */
export async function requireDevice(request: FastifyRequest): Promise<DeviceIdentity> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const device = token ? await authenticateDevice(request.server.services.db, token) : null;
  if (!device) {
    request.log.info({ event: 'device.refused', url: request.url }, 'device token refused');
    throw new AppError('UNAUTHORIZED', 'A valid device token is required');
  }
  request.log.info(
    { event: 'device.request', datalogId: device.datalogId, credentialId: device.credentialId },
    'device request',
  );
  return device;
}
