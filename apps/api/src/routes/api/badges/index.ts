import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import badgeRoutes from './badge-routes.ts';
import restrictionRoutes from './restriction-routes.ts';
import propertyOpsRoutes from './property-ops-routes.ts';

/** Badges, restrictions and the property's operations data (vendors, work orders, activities, exception alerts). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(badgeRoutes);
  await app.register(restrictionRoutes);
  await app.register(propertyOpsRoutes);
};

export default routes;
