import { AppError } from '@kc/domain/errors';
import type { ServiceContext } from '../context.ts';
import { recordRevisions, type Actor } from '../audit/record-revision.ts';
import type { SsoConfigBody, SsoOrganization } from '@kc/domain/sso';

export const SSO_NOT_SET_UP = 'SSO not set up or ID not found';
const notSetUp = () => new AppError('NOT_FOUND', SSO_NOT_SET_UP);
export const ssoRedirectUri = (ctx: ServiceContext) => `${ctx.auth.publicUrl}/login-sso`;

/** The corporation whose single sign-on covers an e-mail's domain (spec: sso/get-organization). */
export async function getSsoOrganizationByEmail(ctx: ServiceContext, email: string): Promise<SsoOrganization> {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain) throw notSetUp();
  const config = await ctx.db.prisma.ssoConfig.findFirst({
    where: { enabled: true, emailDomains: { has: domain }, corporation: { deletedAt: null } },
    include: { corporation: { select: { name: true } } },
  });
  if (!config) throw notSetUp();
  return { corporationId: config.corporationId, corporationName: config.corporation.name, enabled: config.enabled };
}

export async function getSsoOrganizationById(ctx: ServiceContext, corporationId: number): Promise<SsoOrganization> {
  const config = await ctx.db.prisma.ssoConfig.findUnique({
    where: { corporationId },
    include: { corporation: { select: { name: true, deletedAt: true } } },
  });
  if (!config || config.corporation.deletedAt) throw notSetUp();
  return { corporationId, corporationName: config.corporation.name, enabled: config.enabled };
}

export async function getSsoConfig(ctx: ServiceContext, corporationId: number) {
  const config = await ctx.db.prisma.ssoConfig.findUnique({ where: { corporationId } });
  if (!config) throw notSetUp();
  return {
    corporationId,
    issuer: config.issuer,
    clientId: config.clientId,
    hasClientSecret: config.clientSecret.length > 0,
    emailDomains: config.emailDomains,
    enabled: config.enabled,
    redirectUri: ssoRedirectUri(ctx),
  };
}

/** Internal administrators set a corporation's OpenID Connect provider; every change is audited (secret redacted). */
export async function saveSsoConfig(ctx: ServiceContext, actor: Actor, corporationId: number, body: SsoConfigBody) {
  const corporation = await ctx.db.prisma.corporation.findFirst({
    where: { id: corporationId, deletedAt: null },
    select: { id: true },
  });
  if (!corporation) throw new AppError('NOT_FOUND', 'Corporation not found');
  const existing = await ctx.db.prisma.ssoConfig.findUnique({ where: { corporationId } });
  if (!existing && !body.clientSecret) {
    throw new AppError('VALIDATION_FAILED', 'A client secret is required', [
      { field: 'clientSecret', message: 'Required' },
    ]);
  }
  const data = {
    issuer: body.issuer,
    clientId: body.clientId,
    emailDomains: body.emailDomains,
    enabled: body.enabled,
    ...(body.clientSecret ? { clientSecret: body.clientSecret } : {}),
  };
  await ctx.db.prisma.$transaction(async (tx) => {
    if (existing) await tx.ssoConfig.update({ where: { corporationId }, data });
    else await tx.ssoConfig.create({ data: { corporationId, ...data, clientSecret: body.clientSecret! } });
    const before = existing
      ? {
          issuer: existing.issuer,
          clientId: existing.clientId,
          emailDomains: existing.emailDomains,
          enabled: existing.enabled,
        }
      : null;
    await recordRevisions(tx, actor, [
      {
        entityType: 'Corporation',
        entityId: corporationId,
        type: existing ? 'UPDATE' : 'CREATE',
        path: 'ssoConfig',
        oldValue: before,
        newValue: {
          issuer: data.issuer,
          clientId: data.clientId,
          emailDomains: data.emailDomains,
          enabled: data.enabled,
        },
      },
      ...(body.clientSecret
        ? [
            {
              entityType: 'Corporation',
              entityId: corporationId,
              type: 'UPDATE' as const,
              path: 'ssoConfig.clientSecret',
              oldValue: existing ? 'old' : null,
              newValue: 'new',
            },
          ]
        : []),
    ]);
  });
  return getSsoConfig(ctx, corporationId);
}
