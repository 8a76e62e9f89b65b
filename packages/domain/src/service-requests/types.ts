import type { RoleId } from '../roles.ts';

/**
 * The reference data of service requests the code names (decision 0063): the request types the migration inserts
 * that a flow picks by itself, where a request came from, and the service kinds the technicians report counts.
 */

/** Type ids inserted by the migration 20261126160702_service_requests (the rest are chosen by people). */
export const SR_TYPE = {
  selfInstallSystem: 1,
  selfInstallUpgrade: 2,
  touchConversion: 3,
  expansion: 4,
  changeForm: 6,
  install: 8,
  other: 11,
  proposal: 12,
  supplies: 14,
  supportEmail: 15,
} as const;

/** Where a request came from: staff on the portal, a customer's Email Support message, or a change form. */
export const SR_SOURCES = ['internal', 'email', 'change-form'] as const;
export type SrSource = (typeof SR_SOURCES)[number];

/** Spec 001's service types: what a request type counts as in the technicians report (null: none of them). */
export const SERVICE_KINDS = ['INSTALL', 'EXPANSION', 'PROPOSAL', 'CONVERSION'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** The role whose provider users are technicians unless the roster says otherwise (decision 0063). */
export const SERVICE_TECH_ROLE = 102 satisfies RoleId;
