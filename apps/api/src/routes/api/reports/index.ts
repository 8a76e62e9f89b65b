import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of this area are added here (see routes/api/notes/index.ts for the house style).
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
