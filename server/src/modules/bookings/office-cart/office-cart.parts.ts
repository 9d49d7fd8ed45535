import { CartBeachChairsController } from './cart-beach-chairs.controller.js';
import { CartBookingsController } from './cart-bookings.controller.js';
import { CartBookingsService } from './cart-bookings.service.js';
import { CartChairBookingsService } from './cart-chair-bookings.service.js';

// The back office's cart and the /bookings/* resource routes, in two lists so the module file stays short and shared.
// Its service also serves the /features/booking_details chair routes, whose controller lives in office/.
export const OFFICE_CART_CONTROLLERS = [CartBookingsController, CartBeachChairsController];
export const OFFICE_CART_PROVIDERS = [CartBookingsService, CartChairBookingsService];
