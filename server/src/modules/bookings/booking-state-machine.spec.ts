import { describe, expect, it } from '@jest/globals';
import { ActorType, BookingStatus } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { BookingAction, nextStatus, TRANSITIONS } from './booking-state-machine.js';

const S = BookingStatus;
const A = ActorType;
const HOLDING = [S.CONFIRMED, S.BOOKED, S.OPEN, S.PENDING, S.RESERVED];

// The table written out again by hand, row by row: [action, actors, from, to].
const EXPECTED: [BookingAction, ActorType[], BookingStatus[], BookingStatus][] = [
  [BookingAction.SUBMIT_BANK_TRANSFER, [A.CUSTOMER], [S.OPEN], S.PENDING],
  [BookingAction.SUBMIT_ON_SITE, [A.CUSTOMER], [S.OPEN], S.CONFIRMED],
  [BookingAction.START_ONLINE_PAYMENT, [A.CUSTOMER], [S.OPEN, S.PENDING], S.PENDING],
  [BookingAction.ABORT_PAYMENT, [A.CUSTOMER, A.PAYMENT_PROVIDER, A.SYSTEM], [S.PENDING], S.OPEN],
  [BookingAction.PAY, [A.PAYMENT_PROVIDER], [S.OPEN, S.PENDING, S.CONFIRMED, S.RESERVED, S.EXPIRED], S.BOOKED],
  [BookingAction.PAY, [A.VENDOR, A.ADMIN], [S.OPEN, S.PENDING, S.CONFIRMED, S.RESERVED], S.BOOKED],
  [BookingAction.CONFIRM, [A.VENDOR, A.ADMIN], [S.PENDING, S.RESERVED, S.OPEN], S.CONFIRMED],
  [BookingAction.RESERVE, [A.VENDOR, A.ADMIN], [S.OPEN], S.RESERVED],
  [BookingAction.CONFIRM_RESERVATION, [A.VENDOR, A.ADMIN, A.DEVICE], [S.RESERVED], S.CONFIRMED],
  // The customer: OPEN and PENDING by PUT /booking/cancel, the rest by the guest cancellation (its own checks).
  [BookingAction.CANCEL, [A.CUSTOMER, A.VENDOR, A.ADMIN], HOLDING, S.CANCELED],
  [BookingAction.EXPIRE, [A.SYSTEM], [S.OPEN, S.PENDING], S.EXPIRED],
  [BookingAction.RECOVER, [A.VENDOR, A.ADMIN], [S.CANCELED, S.EXPIRED], S.CONFIRMED],
];

const allowed = (action: BookingAction, actor: ActorType, status: BookingStatus) =>
  EXPECTED.find(([a, actors, from]) => a === action && actors.includes(actor) && from.includes(status))?.[3];

describe('booking state machine', () => {
  it('has a row for every action', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual(Object.values(BookingAction).sort());
  });

  // Every action × actor × status: the allowed ones answer the target, every other one is a 409 naming action and status.
  for (const action of Object.values(BookingAction)) {
    it(`${action}: exactly the listed actors and statuses`, () => {
      for (const actor of Object.values(ActorType)) {
        for (const status of Object.values(BookingStatus)) {
          const to = allowed(action, actor, status);
          if (to) {
            expect(nextStatus(status, action, actor)).toBe(to);
          } else {
            let error: unknown;
            try {
              nextStatus(status, action, actor);
            } catch (e) {
              error = e;
            }
            expect(error).toBeInstanceOf(DomainError);
            expect(error).toMatchObject({ errorType: 'BOOKING_INVALID_TRANSITION', payload: { action, status } });
          }
        }
      }
    });
  }
});
