import { createParamDecorator, ExecutionContext, applyDecorators } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header that carries a cart's secret on every change of the cart by its reference. */
export const CART_TOKEN_HEADER = 'x-cart-token';

/** A new cart secret (192 bits) and the hash the booking keeps of it. */
export function newCartToken(): { token: string; hash: Buffer } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: cartTokenHash(token) };
}

export const cartTokenHash = (token: string): Buffer => createHash('sha256').update(token).digest();

/** Whether the token is the cart's (constant time); a booking without a token (made by the office) matches none. */
export function cartTokenMatches(stored: Buffer | null, token: string | undefined): boolean {
  if (!stored || !token) return false;
  return timingSafeEqual(stored, cartTokenHash(token));
}

/** The X-Cart-Token header of the call ('' when absent; a missing or wrong token is the same 404 as an unknown cart). */
export const CartToken = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const value = ctx.switchToHttp().getRequest<FastifyRequest>().headers[CART_TOKEN_HEADER];
  return typeof value === 'string' ? value.trim().slice(0, 200) : '';
});

/** Documents the header on a route that changes a cart. */
export const ApiCartToken = () =>
  applyDecorators(
    ApiHeader({
      name: 'X-Cart-Token',
      required: true,
      description:
        'The cartToken of the createPublicBooking answer. Without it, or with another, the booking is a 404 like an unknown reference',
    }),
  );
