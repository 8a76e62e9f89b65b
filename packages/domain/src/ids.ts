import * as z from 'zod/mini';

/** The largest database id (Postgres int4): larger numbers are refused as input rather than failing in the database. */
export const DB_INT_MAX = 2_147_483_647;

/** A database id or row version in a JSON body. */
export const DbIdSchema = z.int().check(z.gte(1), z.lte(DB_INT_MAX));
/** A database id in a route parameter or query string (text, coerced). */
export const DbIdParamSchema = z.coerce.number().check(z.int(), z.gte(1), z.lte(DB_INT_MAX));

export const IdParamsSchema = z.object({ id: DbIdParamSchema });
/** Every route that names a property calls its parameter `propertyId`. */
export const PropertyParamsSchema = z.object({ propertyId: DbIdParamSchema });
export const DatalogParamsSchema = z.object({ datalogId: DbIdParamSchema });
