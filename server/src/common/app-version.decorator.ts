import { applyDecorators, BadRequestException, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

/** The storefront and the app send their version in this header (HTTP header names are case-insensitive). */
export const APP_VERSION_HEADER = 'appVersion';

@Injectable()
export class AppVersionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const value = context.switchToHttp().getRequest<FastifyRequest>().headers[APP_VERSION_HEADER.toLowerCase()];
    if (typeof value !== 'string' || !value.trim() || value.length > 50) {
      throw new BadRequestException({
        statusCode: 400,
        message: [`${APP_VERSION_HEADER} header must name the client's version (1 to 50 characters)`],
        error: 'Bad Request',
      });
    }
    return true;
  }
}

/** The route needs the appVersion header; without it the answer is a 400 naming the header. */
export const RequireAppVersion = () =>
  applyDecorators(
    ApiHeader({ name: APP_VERSION_HEADER, required: true, description: "The client's version", schema: { type: 'string', maxLength: 50 } }),
    UseGuards(AppVersionGuard),
  );
