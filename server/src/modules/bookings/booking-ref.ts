import { randomInt } from 'node:crypto';

/** No 0/O and no 1/I: a reference read out on the phone or typed from paper cannot be mistaken. */
export const BOOKING_REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const BOOKING_REF_LENGTH = 8;

/** A fresh random booking reference (uniqueness is the caller's: the column is UNIQUE). */
export function newBookingRef(): string {
  let ref = '';
  for (let i = 0; i < BOOKING_REF_LENGTH; i++) ref += BOOKING_REF_ALPHABET[randomInt(BOOKING_REF_ALPHABET.length)];
  return ref;
}
