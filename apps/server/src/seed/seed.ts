import type { FastifyInstance } from 'fastify';

export async function seedDemo(_app: FastifyInstance): Promise<void> {}
