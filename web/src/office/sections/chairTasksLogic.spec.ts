import { describe, expect, it } from '@jest/globals';
import {
  chairFieldOf,
  conflictingRefs,
  contractBody,
  EMPTY_CONTRACT,
  parseEuros,
  validateContract,
} from './chairTasksLogic';

const refusal = (data: unknown) => ({ status: 400, data });

describe('chairFieldOf', () => {
  it("names INVALID_INPUT's payload.field and the validation pipe's first word (its last part)", () => {
    expect(chairFieldOf(refusal({ errorType: 'INVALID_INPUT', payload: { field: 'end' } }), ['start', 'end'])).toBe(
      'end',
    );
    expect(chairFieldOf(refusal({ message: ['customer.address.zip must be shorter'] }), ['zip', 'city'])).toBe('zip');
    expect(chairFieldOf(refusal({ message: ['price must not be less than 0'] }), ['price'])).toBe('price');
  });
  it('answers undefined for a field the form does not have, or no server answer', () => {
    expect(chairFieldOf(refusal({ message: ['language must be one of'] }), ['price'])).toBeUndefined();
    expect(chairFieldOf(new Error('network'), ['price'])).toBeUndefined();
  });
});

describe('conflictingRefs', () => {
  it("lists the bookings of a season contract's 409, nothing for other refusals", () => {
    expect(
      conflictingRefs({
        status: 409,
        data: { errorType: 'BEACH_CHAIR_ALREADY_BOOKED', payload: { bookingRefs: ['AB12CD34', 'EF56GH78'] } },
      }),
    ).toEqual(['AB12CD34', 'EF56GH78']);
    expect(
      conflictingRefs({
        status: 409,
        data: { errorType: 'BEACH_CHAIR_NOT_AVAILABLE', payload: { reason: 'STOP_SALE' } },
      }),
    ).toEqual([]);
  });
});

describe('the contract form', () => {
  it('reads euros as typed in German or English', () => {
    expect(parseEuros('450')).toBe(450);
    expect(parseEuros('480,50')).toBe(480.5);
    expect(parseEuros('1.234,5 €')).toBe(1234.5);
    expect(parseEuros('480.50')).toBe(480.5);
    expect(parseEuros('4,505')).toBeNull();
    expect(parseEuros('-3')).toBeNull();
    expect(parseEuros('')).toBeNull();
  });
  it('names every empty field, a bad e-mail and a bad price', () => {
    expect(Object.keys(validateContract(EMPTY_CONTRACT)).sort()).toEqual([
      'city',
      'email',
      'firstName',
      'lastName',
      'price',
      'street',
      'zip',
    ]);
    const filled = { ...EMPTY_CONTRACT, firstName: 'A', lastName: 'B', street: 'S 1', zip: '1', city: 'C' };
    expect(validateContract({ ...filled, email: 'nope', price: '12,345' })).toEqual({ email: 'email', price: 'price' });
    expect(validateContract({ ...filled, email: 'a@b.de', price: '450' })).toEqual({});
  });
  it('sends the customer with the address, the price in euros and the method', () => {
    const form = {
      ...EMPTY_CONTRACT,
      firstName: ' Greta ',
      lastName: 'Saison',
      email: 'g@example.org',
      street: 'Strandallee 7',
      zip: '23683',
      city: 'Scharbeutz',
      price: '480,50',
      paymentMethod: 'BANK_TRANSFER' as const,
    };
    expect(contractBody(form)).toEqual({
      customer: {
        firstName: 'Greta',
        lastName: 'Saison',
        email: 'g@example.org',
        address: { street: 'Strandallee 7', zip: '23683', city: 'Scharbeutz' },
      },
      price: 480.5,
      paymentMethod: 'BANK_TRANSFER',
    });
  });
});
