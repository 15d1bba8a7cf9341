import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A browser on this very machine: the connection comes from a loopback address and no proxy
 * forwarded it. Read from the socket, never from X-Forwarded-For (a client writes what it likes
 * there); a proxy on the same machine forwards its visitors over loopback, so any forwarding
 * header, or TRUST_PROXY being set at all, means "not this machine". Decision 022.
 */
export function isLoopbackRequest(request: FastifyRequest, trustProxy: unknown): boolean {
  if (trustProxy) return false;
  const h = request.headers;
  if (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined) return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}
