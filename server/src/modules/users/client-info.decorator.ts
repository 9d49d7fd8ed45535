import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** Who called from where, for the audit log. */
export interface ClientInfo {
  ip: string;
  requestId: string;
  userAgent: string | null;
}

export const Client = createParamDecorator((_: unknown, ctx: ExecutionContext): ClientInfo => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  return { ip: request.ip, requestId: String(request.id), userAgent: request.headers['user-agent'] ?? null };
});
