import { describe, expect, it } from '@jest/globals';
import type { VendorExtraDto } from '../api/generated';
import {
  centsToInput,
  emptyExtraForm,
  extraQueryArgs,
  extraToForm,
  formToCreateDto,
  formToUpdateDto,
  moneyFormat,
  parseEuroCents,
  extraFieldOf,
  isUnknownLocation,
  validateExtraForm,
} from './extrasLogic';

const extra: VendorExtraDto = {
  id: 7,
  vendorId: 1,
  locationId: null,
  name: 'Fischbrötchen',
  description: 'Frisch',
  nameEn: null,
  descriptionEn: null,
  price: 4.35,
  images: [],
  type: 'FOOD',
  vatRate: 7,
  category: 'Snacks',
  active: true,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

describe('parseEuroCents', () => {
  it.each([
    ['2,50', 250],
    ['2.50', 250],
    ['4,5', 450],
    ['3', 300],
    [' 12 € ', 1200],
    ['1.234,50', 123450],
    ['1.234', 123400],
    ['0,05', 5],
    ['-1', -100],
    ['-2,50', -250],
  ])('%s → %i cents', (text, cents) => expect(parseEuroCents(text)).toBe(cents));

  it.each(['', 'abc', '2,505', '2,5,0', '1..2', '€'])('%s is no amount', (text) =>
    expect(parseEuroCents(text)).toBeNull(),
  );
});

describe('euro texts', () => {
  it('the input shows a comma in German, a point in English', () => {
    expect(centsToInput(450, 'de')).toBe('4,50');
    expect(centsToInput(450, 'en')).toBe('4.50');
  });
  it('amounts formatted de-DE', () => {
    expect(
      moneyFormat('de')
        .format(4.5)
        .replace(/\u00a0/g, ' '),
    ).toBe('4,50 €');
  });
});

describe('extraQueryArgs', () => {
  it('every extra by name; a search and a type filter when given', () => {
    expect(extraQueryArgs(' ', '')).toEqual({ itemsPerPage: 0, orderBy: 'name', orderDir: 'ASC' });
    expect(extraQueryArgs(' Kaffee ', 'BEVERAGES')).toEqual({
      itemsPerPage: 0,
      orderBy: 'name',
      orderDir: 'ASC',
      search: 'Kaffee',
      filterBy: 'type',
      filter: 'BEVERAGES',
    });
  });
});

describe('form ↔ DTO', () => {
  it('an extra in the form and back to the same extra: nothing to update', () => {
    const form = extraToForm(extra, 'de');
    expect(form).toEqual({
      name: 'Fischbrötchen',
      nameEn: '',
      description: 'Frisch',
      descriptionEn: '',
      price: '4,35',
      type: 'FOOD',
      vatRate: '7',
      category: 'Snacks',
      active: true,
      locationId: '',
    });
    expect(formToUpdateDto(form, extra)).toEqual({});
  });

  it('a new extra: euros on the wire, blanks as null, the rate by type and every location left out', () => {
    const form = { ...emptyExtraForm(), name: ' Windschutz ', price: '4,50', type: 'ACCESSOIRES' as const };
    expect(formToCreateDto(form)).toEqual({
      name: 'Windschutz',
      nameEn: null,
      description: null,
      descriptionEn: null,
      price: 4.5,
      type: 'ACCESSOIRES',
      category: null,
      active: true,
    });
    expect(formToCreateDto({ ...form, vatRate: '0', locationId: '3' })).toMatchObject({ vatRate: 0, locationId: 3 });
  });

  it('an update sends what changed only', () => {
    const form = { ...extraToForm(extra, 'de'), price: '5', category: '', locationId: '2', active: false };
    expect(formToUpdateDto(form, extra)).toEqual({ price: 5, category: null, locationId: 2, active: false });
    expect(formToUpdateDto({ ...extraToForm(extra, 'de'), type: 'OTHER' }, extra)).toEqual({
      type: 'OTHER',
      vatRate: 7,
    });
  });

  it('the English texts: typed ones sent trimmed, an emptied one cleared (null), unchanged ones left out', () => {
    const form = { ...extraToForm(extra, 'de'), nameEn: ' Fish roll ', descriptionEn: 'Fresh' };
    expect(formToCreateDto(form)).toMatchObject({ nameEn: 'Fish roll', descriptionEn: 'Fresh' });
    expect(formToUpdateDto(form, extra)).toEqual({ nameEn: 'Fish roll', descriptionEn: 'Fresh' });
    const english = { ...extra, nameEn: 'Fish roll', descriptionEn: 'Fresh' };
    expect(extraToForm(english, 'en')).toMatchObject({ nameEn: 'Fish roll', descriptionEn: 'Fresh' });
    expect(formToUpdateDto({ ...extraToForm(english, 'de'), nameEn: '  ' }, english)).toEqual({ nameEn: null });
  });

  it('the form checks the name and the price', () => {
    expect(validateExtraForm(emptyExtraForm())).toEqual({ name: 'nameRequired', price: 'priceRequired' });
    expect(validateExtraForm({ ...emptyExtraForm(), name: 'A', price: 'x' })).toEqual({ price: 'priceInvalid' });
    expect(validateExtraForm({ ...emptyExtraForm(), name: 'A', price: '-1' })).toEqual({ price: 'priceNegative' });
    expect(validateExtraForm({ ...emptyExtraForm(), name: 'A', price: '0' })).toEqual({});
  });
});

describe('the server refusals by field', () => {
  it('a refused server field belongs to the form field it names; others to none', () => {
    expect(extraFieldOf('price')).toBe('price');
    expect(extraFieldOf('name')).toBe('name');
    expect(extraFieldOf('foo')).toBeNull();
  });
  it('an unknown location is a refusal of the location field; other domain errors are not', () => {
    const location = {
      data: { errorType: 'ENTITY_NOT_FOUND', payload: { entity: 'Location', id: 9 }, message: 'Location 9 not found' },
    };
    expect(isUnknownLocation(location)).toBe(true);
    expect(isUnknownLocation({ data: { errorType: 'FORBIDDEN', payload: {}, message: 'no' } })).toBe(false);
    expect(isUnknownLocation(new Error('x'))).toBe(false);
  });
});
