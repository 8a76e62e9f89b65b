import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';

type JsonSchema = Record<string, unknown>;

/**
 * `{ anyOf: [{ type: 'string' }, { type: 'null' }] }` (zod's nullable) as `{ type: ['string', 'null'] }`, which
 * fast-json-stringify writes directly instead of trying each branch with a validator.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) if (k !== '$schema') out[k] = simplify(v);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * The response serializer of the hottest read routes (reports, the overviews): their zod response schema as
 * JSON Schema, compiled once by fast-json-stringify (Fastify's own serializer). Like the zod serializer it writes only
 * the properties the schema declares, so nothing the schema leaves out can leak; unlike it, it does not re-validate
 * every field of every row on the way out, which was the largest avoidable cost of a report request (decision 0071).
 * A schema JSON Schema cannot express (a transform, a date) keeps the zod serializer.
 */
export function fastSerializerCompiler<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  const zodRoute = route as unknown as Parameters<typeof serializerCompiler>[0];
  let json: unknown;
  try {
    json = z.toJSONSchema(zodRoute.schema as z.ZodType, { io: 'output', unrepresentable: 'throw' });
  } catch {
    return serializerCompiler(zodRoute);
  }
  const stringify = fastJson(simplify(json) as Parameters<typeof fastJson>[0]);
  return (data: unknown) => stringify(data);
}
