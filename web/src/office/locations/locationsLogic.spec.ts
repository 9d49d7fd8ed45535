import { describe, expect, it } from '@jest/globals';
import type { LocationDto } from '../api/generated';
import {
  fieldOfProperty,
  formToUpdateDto,
  LOCATION_FEATURES,
  locationToForm,
  validateLocationForm,
  validateOpeningHours,
  type LocationForm,
} from './locationsLogic';

const attributes = Object.fromEntries(LOCATION_FEATURES.map((f) => [f, f === 'dogs' || f === 'wc']));

const location = (over: Partial<LocationDto> = {}): LocationDto => ({
  id: 7,
  vendorId: 1,
  name: 'Strandkorbvermietung Scharbeutz',
  entranceName: 'Aufgang 4',
  address: { street: 'Strandallee', houseNumber: '12', zip: '23683', city: 'Scharbeutz', country: 'DE' },
  geoJson: null,
  details: { email: 'info@strand.example', telephone: null },
  description: null,
  descriptionEn: null,
  priceText: { de: 'Tagesmiete **15 €**' },
  seasonStart: '15-05',
  seasonEnd: '15-09',
  leadTimeHours: 12,
  bookingStartdate: null,
  attributes,
  openingHours: [{ weekday: 1, opening: '09:00', closing: '18:00' }],
  configuration: { beachChairView: 'grid', gridLineBreak: 10, bookingStartdate: null },
  terms: null,
  images: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

const form = (over: Partial<LocationForm> = {}): LocationForm => ({ ...locationToForm(location()), ...over });

describe('location ↔ form', () => {
  it('shows every value as text, nulls as empty', () => {
    const f = locationToForm(location());
    expect(f).toMatchObject({
      entranceName: 'Aufgang 4',
      description: '',
      leadTimeHours: '12',
      bookingStartdate: '',
      openingHours: [{ weekday: '1', opening: '09:00', closing: '18:00' }],
      configuration: { beachChairView: 'grid', gridLineBreak: '10', paymentMethods: [] },
      priceText: { de: 'Tagesmiete **15 €**', en: '' },
      details: { email: 'info@strand.example', telephone: '', website: '' },
      address: { street: 'Strandallee', addition: '', zip: '23683', country: 'DE' },
    });
    expect(f.attributes.dogs).toBe(true);
    expect(f.attributes.showers).toBe(false);
  });

  it('an unchanged form sends the location back as it was', () => {
    const dto = formToUpdateDto(form(), location());
    expect(dto).toMatchObject({
      name: 'Strandkorbvermietung Scharbeutz',
      entranceName: 'Aufgang 4',
      description: null,
      seasonStart: '15-05',
      seasonEnd: '15-09',
      leadTimeHours: 12,
      bookingStartdate: null,
      openingHours: [{ weekday: 1, opening: '09:00', closing: '18:00' }],
      configuration: { beachChairView: 'grid', gridLineBreak: 10 },
      priceText: { de: 'Tagesmiete **15 €**' },
      terms: null,
      details: { email: 'info@strand.example', telephone: null, website: null },
      address: {
        street: 'Strandallee',
        houseNumber: '12',
        addition: null,
        zip: '23683',
        city: 'Scharbeutz',
        country: 'DE',
      },
    });
    expect(dto.attributes).toEqual(attributes);
    // No English text before and none typed: left out, so the storefront falls back to the German one.
    expect(dto.priceText).not.toHaveProperty('en');
    expect(dto.configuration).not.toHaveProperty('paymentMethods');
  });

  it('sends an emptied text as empty (to clear it) and lead time as a number or null', () => {
    const dto = formToUpdateDto(
      form({ priceText: { de: '  ', en: 'Day rate' }, leadTimeHours: '', seasonStart: '', seasonEnd: '' }),
      location(),
    );
    expect(dto.priceText).toEqual({ de: '', en: 'Day rate' });
    expect(dto).toMatchObject({ leadTimeHours: null, seasonStart: null, seasonEnd: null });
    expect(formToUpdateDto(form({ leadTimeHours: ' 36 ' }), location()).leadTimeHours).toBe(36);
  });

  it('keeps the payment methods in the order chosen, and a cleared list only when the location had one', () => {
    const chosen = form();
    chosen.configuration = { ...chosen.configuration, paymentMethods: ['PAYPAL', 'CASH'] };
    expect(formToUpdateDto(chosen, location()).configuration?.paymentMethods).toEqual(['PAYPAL', 'CASH']);
    const had = location({ configuration: { paymentMethods: ['CASH'] } });
    expect(formToUpdateDto(locationToForm(location()), had).configuration?.paymentMethods).toEqual([]);
  });

  it('does not send an emptied zip or country (the server refuses them empty), upper-cases the country', () => {
    const f = form();
    f.address = { ...f.address, zip: '', country: 'de', street: '' };
    const address = formToUpdateDto(f, location()).address;
    expect(address).not.toHaveProperty('zip');
    expect(address).toMatchObject({ country: 'DE', street: '' });
  });
});

describe('the form checks', () => {
  it('accepts the location as it is', () => {
    expect(validateLocationForm(form())).toEqual({});
  });

  it('wants a name, both season ends as DD-MM, the end not before the start, whole numbers', () => {
    expect(validateLocationForm(form({ name: ' ' }))).toEqual({ name: 'nameRequired' });
    expect(validateLocationForm(form({ seasonStart: '1.5.' }))).toEqual({ seasonStart: 'seasonFormat' });
    expect(validateLocationForm(form({ seasonStart: '' }))).toEqual({ seasonStart: 'seasonBoth' });
    expect(validateLocationForm(form({ seasonEnd: '' }))).toEqual({ seasonEnd: 'seasonBoth' });
    expect(validateLocationForm(form({ seasonStart: '01-10', seasonEnd: '30-09' }))).toEqual({
      seasonEnd: 'seasonOrder',
    });
    expect(validateLocationForm(form({ seasonStart: '', seasonEnd: '' }))).toEqual({});
    expect(validateLocationForm(form({ leadTimeHours: '1,5' }))).toEqual({ leadTimeHours: 'wholeNumber' });
    // A negative number is the server's to refuse (its message names the range).
    expect(validateLocationForm(form({ leadTimeHours: '-3' }))).toEqual({});
  });

  it('a German postcode is five digits (an address without a country is German); other countries have theirs', () => {
    const address = (zip: string, country: string) => form({ address: { ...form().address, zip, country } });
    expect(validateLocationForm(address('2368', 'DE'))).toEqual({ 'address.zip': 'germanPostcode' });
    expect(validateLocationForm(address('236834', ''))).toEqual({ 'address.zip': 'germanPostcode' });
    expect(validateLocationForm(address('23683', 'de'))).toEqual({});
    expect(validateLocationForm(address('1010', 'AT'))).toEqual({});
    expect(validateLocationForm(address('', 'DE'))).toEqual({});
  });

  it('opening hours: times, closing after opening, no overlap on one day', () => {
    expect(
      validateOpeningHours([
        { weekday: '1', opening: '09:00', closing: '12:30' },
        { weekday: '1', opening: '14:00', closing: '18:00' },
        { weekday: '2', opening: '09:00', closing: '18:00' },
      ]),
    ).toEqual({});
    expect(
      validateOpeningHours([
        { weekday: '1', opening: '9', closing: '18:00' },
        { weekday: '2', opening: '18:00', closing: '09:00' },
        { weekday: '3', opening: '09:00', closing: '13:00' },
        { weekday: '3', opening: '12:00', closing: '18:00' },
      ]),
    ).toEqual({
      'openingHours.0.opening': 'timeFormat',
      'openingHours.1.closing': 'closingBeforeOpening',
      'openingHours.3.opening': 'hoursOverlap',
    });
    const many = Array.from({ length: 22 }, (_, i) => ({
      weekday: String((i % 7) + 1),
      opening: `0${Math.floor(i / 7)}:00`,
      closing: `0${Math.floor(i / 7)}:30`,
    }));
    expect(validateOpeningHours(many)).toEqual({ 'openingHours.root': 'tooManyHours' });
  });
});

describe('the server refusals by field', () => {
  it('names the form path of a property', () => {
    expect(fieldOfProperty('leadTimeHours')).toBe('leadTimeHours');
    expect(fieldOfProperty('priceText.de')).toBe('priceText.de');
    expect(fieldOfProperty('openingHours.2.closing')).toBe('openingHours.2.closing');
    expect(fieldOfProperty('openingHours')).toBe('openingHours.root');
    expect(fieldOfProperty('attributes.dogs')).toBe('attributes.root');
    expect(fieldOfProperty('configuration.paymentMethods.0')).toBe('configuration.paymentMethods');
    expect(fieldOfProperty('geoJson')).toBeNull();
  });
});
