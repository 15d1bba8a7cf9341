import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const albumRoutes: FastifyPluginAsyncZod = async () => {};
