import { z } from 'zod';
import { DatalogParamsSchema, PropertyParamsSchema } from '@kc/domain/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@kc/domain/errors';
import {
  DatalogSchema,
  DatalogSummarySchema,
  DatalogUpdateSchema,
  FinalizeSchema,
  KeyControlInfoSchema,
  KeyMapSchema,
  KeyPanelSchema,
  KeyTagSchema,
  KeyTagsInputSchema,
  PanelAddSchema,
  PanelParamsSchema,
  RowVersionQuerySchema,
  RowVersionSchema,
  UnitInputSchema,
  UnitUpdateSchema,
  UnitParamsSchema,
  UnitSchema,
  UnitUploadSchema,
  VerificationConfirmSchema,
} from '@kc/domain/key-control';
import type { PermissionKey } from '@kc/domain/permissions';
import { addUnit, deleteUnit, listUnits, updateUnit, uploadUnits } from '@kc/services/key-control/units';
import { datalogSummary, getDatalog, listPropertyDatalogs, updateDatalog } from '@kc/services/key-control/datalogs';
import { addPanel, listPanels, removePanel, scanPanel } from '@kc/services/key-control/panels';
import { listKeyTags, replaceKeyTags } from '@kc/services/key-control/key-tags';
import { finalizeDatalog } from '@kc/services/key-control/finalize-datalog';
import { getKeyControlInfo, getKeyMap } from '@kc/services/key-control/key-map';
import { confirmUnitEntry } from '@kc/services/key-control/confirm-unit-entry';
import { scopeOf, callerOf } from '#api/plugins/app/auth.ts';

const tags = ['key-control'];
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const UNITS_EDIT = ['PropertyUnit_UPDATE', 'Scanning_UI'] as const satisfies readonly PermissionKey[];
const UNITS_READ = [
  'PropertyUnit_UPDATE',
  'Scanning_UI',
  'KeyMap_READ',
  'DatalogTransaction_ALL',
] as const satisfies readonly PermissionKey[];
const SCANNING = 'Scanning_UI' as const;
const KEY_MAP = ['KeyMap_READ', 'Scanning_UI'] as const satisfies readonly PermissionKey[];
const prop = { scope: 'property' } as const;

/** Spec 000 §2.2–2.3 and 001 §2–5: units, datalogs, panels, key tags, finalize and the key map (decision 0017). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const s = app.services;

  app.get(
    '/api/properties/:propertyId/units',
    {
      config: { ...prop, permission: UNITS_READ },
      schema: {
        tags,
        summary: 'Units of a property (getPropertyUnitList)',
        params: PropertyParamsSchema,
        response: { 200: z.array(UnitSchema), ...errors },
      },
    },
    async (r) => listUnits(s, await scopeOf(r), r.params.propertyId),
  );

  app.post(
    '/api/properties/:propertyId/units',
    {
      config: { ...prop, permission: UNITS_EDIT },
      schema: {
        tags,
        summary: 'Add a unit',
        params: PropertyParamsSchema,
        body: UnitInputSchema,
        response: { 201: UnitSchema, ...errors },
      },
    },
    async (r, reply) => reply.status(201).send(await addUnit(s, await callerOf(r), r.params.propertyId, r.body)),
  );

  app.post(
    '/api/properties/:propertyId/units/upload',
    {
      config: { ...prop, permission: UNITS_EDIT },
      schema: {
        tags,
        summary: 'Upload a .txt unit list, one unit per line (all or nothing)',
        params: PropertyParamsSchema,
        body: UnitUploadSchema,
        response: { 201: z.object({ added: z.number().int() }), ...errors },
      },
    },
    async (r, reply) =>
      reply.status(201).send(await uploadUnits(s, await callerOf(r), r.params.propertyId, r.body.text)),
  );

  app.put(
    '/api/properties/:propertyId/units/:unitId',
    {
      config: { ...prop, permission: UNITS_EDIT },
      schema: {
        tags,
        summary: 'Edit a unit (refused while it hangs on a finalized datalog; 409 when it changed since loaded)',
        params: UnitParamsSchema,
        body: UnitUpdateSchema,
        response: { 200: UnitSchema, ...errors },
      },
    },
    async (r) => updateUnit(s, await callerOf(r), r.params.propertyId, r.params.unitId, r.body),
  );

  app.delete(
    '/api/properties/:propertyId/units/:unitId',
    {
      config: { ...prop, permission: UNITS_EDIT },
      schema: {
        tags,
        summary: 'Delete a unit (refused while it hangs on a finalized datalog)',
        params: UnitParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (r, reply) => {
      await deleteUnit(s, await callerOf(r), r.params.propertyId, r.params.unitId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/properties/:propertyId/verification/confirm',
    {
      config: { ...prop, permission: 'PropertyUnit_UPDATE' },
      schema: {
        tags,
        summary: 'Confirm the unit list of a property awaiting customer unit entry',
        params: PropertyParamsSchema,
        body: VerificationConfirmSchema,
        response: { 200: z.object({ customerUnitEntry: z.boolean() }), ...errors },
      },
    },
    async (r) => confirmUnitEntry(s, await callerOf(r), r.params.propertyId, r.body.contactId ?? null),
  );

  app.get(
    '/api/properties/:propertyId/datalogs',
    {
      config: { ...prop, permission: ['Scanning_UI', 'LastComm_UI', 'KeyMap_READ'] },
      schema: {
        tags,
        summary: 'Datalogs of a property',
        params: PropertyParamsSchema,
        response: { 200: z.array(DatalogSchema), ...errors },
      },
    },
    async (r) => listPropertyDatalogs(s, await scopeOf(r), r.params.propertyId),
  );

  app.get(
    '/api/properties/:propertyId/datalogs/summary',
    {
      config: { ...prop, permission: ['Scanning_UI', 'LastComm_UI'] },
      schema: {
        tags,
        summary: 'Last communication of a property (active within 90 days)',
        params: PropertyParamsSchema,
        response: { 200: DatalogSummarySchema, ...errors },
      },
    },
    async (r) => datalogSummary(s, await scopeOf(r), r.params.propertyId),
  );

  app.get(
    '/api/properties/:propertyId/key-control-info',
    {
      config: { ...prop, permission: [...KEY_MAP, 'PropertyUnit_UPDATE'] },
      schema: {
        tags,
        summary: 'Property key-control info (getPropertyHTInfo)',
        params: PropertyParamsSchema,
        response: { 200: KeyControlInfoSchema, ...errors },
      },
    },
    async (r) => getKeyControlInfo(s, await scopeOf(r), r.params.propertyId),
  );

  app.get(
    '/api/datalogs/:datalogId',
    {
      config: { ...prop, permission: KEY_MAP },
      schema: {
        tags,
        summary: 'One datalog',
        params: DatalogParamsSchema,
        response: { 200: DatalogSchema, ...errors },
      },
    },
    async (r) => getDatalog(s, await scopeOf(r), r.params.datalogId),
  );

  app.put(
    '/api/datalogs/:datalogId',
    {
      config: { ...prop, permission: SCANNING },
      schema: {
        tags,
        summary: 'Edit type, panel lettering and hook count (refused once finalized)',
        params: DatalogParamsSchema,
        body: DatalogUpdateSchema,
        response: { 200: DatalogSchema, ...errors },
      },
    },
    async (r) => updateDatalog(s, await callerOf(r), r.params.datalogId, r.body),
  );

  app.get(
    '/api/datalogs/:datalogId/panels',
    {
      config: { ...prop, permission: SCANNING },
      schema: {
        tags,
        summary: 'Key panels of a datalog',
        params: DatalogParamsSchema,
        response: { 200: z.array(KeyPanelSchema), ...errors },
      },
    },
    async (r) => listPanels(s, await scopeOf(r), r.params.datalogId),
  );

  app.post(
    '/api/datalogs/:datalogId/panels',
    {
      config: { ...prop, permission: SCANNING },
      schema: {
        tags,
        summary: 'Add the next key panel',
        params: DatalogParamsSchema,
        body: PanelAddSchema,
        response: { 201: KeyPanelSchema, ...errors },
      },
    },
    async (r, reply) => reply.status(201).send(await addPanel(s, await callerOf(r), r.params.datalogId, r.body)),
  );

  app.delete(
    '/api/datalogs/:datalogId/panels/:panelId',
    {
      config: { ...prop, permission: SCANNING },
      schema: {
        tags,
        summary: 'Remove the last key panel',
        params: PanelParamsSchema,
        querystring: RowVersionQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (r, reply) => {
      await removePanel(s, await callerOf(r), r.params.datalogId, r.params.panelId, r.query.rowVersion);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/datalogs/:datalogId/panels/:panelId/scan',
    {
      config: { ...prop, permission: SCANNING },
      schema: {
        tags,
        summary: 'Record that a panel was scanned',
        params: PanelParamsSchema,
        body: RowVersionSchema,
        response: { 200: KeyPanelSchema, ...errors },
      },
    },
    async (r) => scanPanel(s, await callerOf(r), r.params.datalogId, r.params.panelId, r.body.rowVersion),
  );

  app.get(
    '/api/datalogs/:datalogId/key-tags',
    {
      config: { ...prop, permission: UNITS_EDIT },
      schema: {
        tags,
        summary: 'Key tags of a datalog with their hooks and units',
        params: DatalogParamsSchema,
        response: { 200: z.array(KeyTagSchema), ...errors },
      },
    },
    async (r) => listKeyTags(s, await scopeOf(r), r.params.datalogId),
  );

  app.put(
    '/api/datalogs/:datalogId/key-tags',
    {
      config: { ...prop, permission: UNITS_EDIT },
      schema: {
        tags,
        summary: 'Replace the key tags of a datalog (4 digits, not 9000–9999, no duplicates)',
        params: DatalogParamsSchema,
        body: KeyTagsInputSchema,
        response: { 200: z.array(KeyTagSchema), ...errors },
      },
    },
    async (r) => replaceKeyTags(s, await callerOf(r), r.params.datalogId, r.body),
  );

  app.post(
    '/api/datalogs/:datalogId/finalize',
    {
      config: { ...prop, permission: SCANNING },
      schema: {
        tags,
        summary: 'Finalize: ADMIN for empty units unless noAdmins, random hook pairing, then frozen',
        params: DatalogParamsSchema,
        body: FinalizeSchema,
        response: { 200: DatalogSchema, ...errors },
      },
    },
    async (r) => finalizeDatalog(s, await callerOf(r), r.params.datalogId, r.body),
  );

  app.get(
    '/api/datalogs/:datalogId/key-map',
    {
      config: { ...prop, permission: KEY_MAP },
      schema: {
        tags,
        summary: 'Key map (getKeyMap): building, unit, key hook, key tag',
        params: DatalogParamsSchema,
        response: { 200: KeyMapSchema, ...errors },
      },
    },
    async (r) => getKeyMap(s, await scopeOf(r), r.params.datalogId),
  );
};

export default routes;
