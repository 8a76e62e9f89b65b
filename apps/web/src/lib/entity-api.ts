import { queryOptions } from '@tanstack/react-query';
import {
  EntitySchema,
  LEVEL_PLURAL,
  PropertySchema,
  type Entity,
  type EntityLevel,
  type PropertyDetail,
} from '@kc/domain/hierarchy';
import type * as z from 'zod/mini';
import { apiRequest } from './api-client.ts';
import { LOADED_QUERY } from './route-data.ts';

/** One corporation, division, region or property as the API answers it. */
export type EntityOf<L extends EntityLevel> = L extends 'property' ? PropertyDetail : Entity;

/** What `GET /api/{level}/{id}` answers: a property carries its account details, the other levels the common shape. */
export const ENTITY_SCHEMAS: { [L in EntityLevel]: z.ZodMiniType<EntityOf<L>> } = {
  corporation: EntitySchema,
  division: EntitySchema,
  region: EntitySchema,
  property: PropertySchema,
};

/**
 * The query keys of one corporation, division, region or property. Every feature that reads `GET /api/{level}/{id}`
 * (entity pages, forms, staff, administration) shares this one cache entry and this one schema (decision 0025); a
 * mutation that changes an entity invalidates `entityKeys.detail` or `entityKeys.all`.
 */
export const entityKeys = {
  all: ['entity'] as const,
  level: (level: EntityLevel) => ['entity', level] as const,
  detail: (level: EntityLevel, id: number) => ['entity', level, id] as const,
};

export const entityQueryOptions = <L extends EntityLevel>(level: L, id: number) =>
  queryOptions({
    ...LOADED_QUERY,
    queryKey: entityKeys.detail(level, id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/${LEVEL_PLURAL[level]}/${id}`, {
        schema: ENTITY_SCHEMAS[level],
        signal,
      }),
  });
