import type { AddressChoice } from '@kc/domain/addresses';
import { AppError } from '@kc/domain/errors';
import type { Prisma } from '../generated/prisma/client.ts';

/**
 * Stores the address of a form: a copy of an existing one (the caller must reach it: we only copy addresses of
 * the same corporation) or a new row. Returns the new address id, null to clear, undefined to leave unchanged.
 */
export async function saveAddress(
  tx: Prisma.TransactionClient,
  choice: AddressChoice | null | undefined,
  corporationId: number | null,
  field = 'address',
): Promise<number | null | undefined> {
  if (choice === undefined) return undefined;
  if (choice === null) return null;
  if ('copyFromAddressId' in choice) {
    const source = await tx.address.findFirst({
      where: {
        id: choice.copyFromAddressId,
        ...(corporationId === null
          ? {}
          : {
              OR: [
                { corporations: { some: { id: corporationId } } },
                { divisions: { some: { corporationId } } },
                { regions: { some: { corporationId } } },
                { properties: { some: { corporationId } } },
              ],
            }),
      },
    });
    if (!source)
      throw new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid', [
        { field: `${field}.copyFromAddressId`, message: 'Address not found' },
      ]);
    const { id: _id, ...copy } = source;
    return (await tx.address.create({ data: copy, select: { id: true } })).id;
  }
  return (await tx.address.create({ data: choice, select: { id: true } })).id;
}
