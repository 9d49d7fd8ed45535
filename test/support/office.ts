import { expect } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import type { TestContext } from './test-app.js';

/** Helpers of the back-office e2e tests. */
export const expectDomainError = (res: { status: number; body: Record<string, unknown> }, status: number, errorType: string) => {
  expect({ status: res.status, errorType: res.body.errorType }).toEqual({ status, errorType });
  expect(res.body).toEqual(
    expect.objectContaining({ statusCode: status, errorType, payload: expect.any(Object), message: expect.any(String) }),
  );
};

/** A validation error naming `field` (Nest's shape: { statusCode, message: [...], error }). */
export const expectFieldError = (res: { status: number; body: { message?: unknown } }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body.message).toEqual(expect.arrayContaining([expect.stringContaining(field)]));
};

export interface VendorWorld {
  vendorId: number;
  token: string;
  auth: { Authorization: string };
  locationId: number;
  section: { id: number; beachId: number; locationId: number; chairIds: number[] };
}

/** A fresh vendor with a location and a section (polygon square(10.751, 54.001, 0.005)) holding `chairs` chairs in one row. */
export async function newVendorWorld(ctx: TestContext, chairs = 2): Promise<VendorWorld> {
  const vendor = await ctx.factories.newVendor();
  const location = await ctx.factories.newLocation({ vendorId: vendor.id });
  const section = await ctx.factories.newSection({ locationId: location.id, chairs });
  const token = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: vendor.id });
  return { vendorId: vendor.id, token, auth: { Authorization: `Bearer ${token}` }, locationId: location.id, section };
}

/** A point inside the factories' section square, and one well outside it. */
export const INSIDE = { type: 'Point' as const, coordinates: [10.7535, 54.0035] as [number, number] };
export const OUTSIDE = { type: 'Point' as const, coordinates: [10.8, 54.1] as [number, number] };
