import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { OmitType } from '@nestjs/swagger';
import { UpdateType } from './optional.js';
import { ValidateNestedList, ValidateNestedObject, ValidateNullableInt, ValidatePostcode } from './structured-validation.js';
import { AppValidationPipe } from './validation-pipe.js';
import { ValidateBoolean, ValidateId, ValidateInt, ValidateString } from './validation.js';

class TagDto {
  @ValidateString({ maxLength: 20 }) name: string;
}

class CreateThingDto {
  @ValidateString({ maxLength: 200 }) name: string;
  @ValidateString({ optional: true, nullable: true, maxLength: 2000 }) description?: string | null;
  @ValidateBoolean({ optional: true }) active?: boolean;
  @ValidateInt({ optional: true }) position?: number;
  @ValidateNullableInt({ optional: true, min: 1 }) rowId?: number | null;
  @ValidateId({ optional: true }) ownerId?: number;
  @ValidateNestedObject(() => TagDto, { optional: true }) main?: TagDto;
  @ValidateNestedList(() => TagDto, { optional: true, maxItems: 3 }) tags?: TagDto[];
}

class UpdateThingDto extends UpdateType(OmitType(CreateThingDto, ['ownerId'] as const)) {}

const pipe = new AppValidationPipe();
const body = (metatype: new () => object) => ({ type: 'body' as const, metatype });

/** The messages of the 400, or 'ok' when the value passes. */
async function messages(metatype: new () => object, value: unknown): Promise<unknown> {
  try {
    await pipe.transform(value, body(metatype));
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { message: unknown }).message;
  }
}

describe('Optional and UpdateType: left out is unchanged, null only where a value may be cleared', () => {
  it('create: an optional field may be left out, but null is refused unless nullable', async () => {
    expect(await messages(CreateThingDto, { name: 'a' })).toBe('ok');
    expect(await messages(CreateThingDto, { name: 'a', description: null, rowId: null })).toBe('ok');
    expect(await messages(CreateThingDto, { name: 'a', active: null })).toEqual(['active must not be null']);
    expect(await messages(CreateThingDto, { name: 'a', main: null, tags: null })).toEqual([
      'main must not be null',
      'tags must not be null',
    ]);
    expect(await messages(CreateThingDto, { name: null })).toEqual(['name must not be null']);
  });

  it('update: every field may be left out; null is refused for a required one and clears a nullable one', async () => {
    expect(await messages(UpdateThingDto, {})).toBe('ok');
    expect(await messages(UpdateThingDto, { description: null })).toBe('ok');
    expect(await messages(UpdateThingDto, { name: null, active: null, position: null })).toEqual([
      'name must not be null',
      'active must not be null',
      'position must not be null',
    ]);
    expect(await messages(UpdateThingDto, { ownerId: 1 })).toEqual(['property ownerId should not exist']);
  });

  it('one message per field: the first rule it breaks', async () => {
    expect(await messages(CreateThingDto, { name: 5 })).toEqual(['name must be a string']);
  });
});

describe('integers stay within their int4 columns', () => {
  it.each([
    ['position', 2147483648, 'position must not be greater than 2147483647'],
    ['position', -2147483649, 'position must not be less than -2147483648'],
    ['rowId', 9007199254740992, 'rowId must not be greater than 2147483647'],
    ['ownerId', 2147483648, 'ownerId must not be greater than 2147483647'],
    ['position', 1.5, 'position must be an integer number'],
  ])('%s = %p', async (field, value, message) => {
    expect(await messages(CreateThingDto, { name: 'a', [field]: value })).toEqual([message]);
  });

  it('query strings that are not finite numbers', async () => {
    class Query {
      @ValidateInt({ optional: true, min: 0 }) page?: number;
    }
    for (const page of ['Infinity', '1e400', 'NaN', '99999999999']) {
      const res = await pipe.transform({ page }, { type: 'query', metatype: Query }).then(
        () => 'ok',
        (e: BadRequestException) => e.getResponse(),
      );
      expect(res).toEqual(expect.objectContaining({ statusCode: 400, message: [expect.stringMatching(/^page /)] }));
    }
  });
});

describe('refused before class-transformer copies the value', () => {
  it('a list longer than its ArrayMaxSize, also nested', async () => {
    expect(await messages(CreateThingDto, { name: 'a', tags: Array.from({ length: 5000 }, () => ({})) })).toEqual([
      'tags must contain no more than 3 elements',
    ]);
    class Outer {
      @ValidateNestedList(() => CreateThingDto, { maxItems: 2 }) items: CreateThingDto[];
    }
    expect(await messages(Outer, { items: [{ name: 'a' }, { name: 'b', tags: [{}, {}, {}, {}] }] })).toEqual([
      'items.1.tags must contain no more than 3 elements',
    ]);
  });

  it('an unknown field holding an object or a list, also nested; an unknown plain value goes the usual way', async () => {
    expect(await messages(CreateThingDto, { name: 'a', junk: Array.from({ length: 9000 }, () => ({})) })).toEqual([
      'property junk should not exist',
    ]);
    expect(await messages(CreateThingDto, { name: 'a', main: { name: 'b', junk: { x: 1 } } })).toEqual([
      'main.property junk should not exist',
    ]);
    expect(await messages(CreateThingDto, { junk: 1 })).toEqual(['property junk should not exist', 'name must be a string']);
  });

  it('a NUL in a body no input hook saw parsed (multipart text fields)', async () => {
    expect(await messages(CreateThingDto, { name: 'Inge\u0000' })).toEqual([
      'name must not contain NUL characters (\\u0000) (in the body)',
    ]);
  });

  it('caps the message list', async () => {
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`unknown${i}`, 1]));
    const list = (await messages(CreateThingDto, { name: 'a', ...many })) as string[];
    expect(list.join('').length).toBeLessThanOrEqual(2100);
    expect(list.length).toBeLessThan(150);
  });
});

describe('the refused fields beside the messages (issue 29, item 6)', () => {
  class AddressDto {
    @ValidatePostcode({ optional: true }) zip?: string;
    @ValidateString({ optional: true, maxLength: 2, pattern: /^[A-Z]{2}$/ }) country?: string;
  }
  class PlaceDto {
    @ValidateInt({ optional: true, min: 0, max: 720 }) leadTimeHours?: number;
    @ValidateNestedObject(() => AddressDto, { optional: true }) address?: AddressDto;
  }

  const refusal = async (value: unknown) => {
    try {
      await pipe.transform(value, body(PlaceDto));
    } catch (error) {
      return (error as BadRequestException).getResponse() as { message: string[]; fields: unknown[] };
    }
    throw new Error('passed');
  };

  it('names each field with the rule it broke and the bound, nested fields by their path', async () => {
    const answer = await refusal({ leadTimeHours: -1, address: { country: 'de' } });
    expect(answer.message).toEqual(['leadTimeHours must not be less than 0', 'address.country must match /^[A-Z]{2}$/ regular expression']);
    expect(answer.fields).toEqual([
      { field: 'leadTimeHours', constraint: 'min', limit: 0 },
      { field: 'address.country', constraint: 'matches' },
    ]);
  });

  it('a German postcode is five digits; an address without a country is German; other countries keep their form', async () => {
    expect((await refusal({ address: { zip: '2368', country: 'DE' } })).fields).toEqual([
      { field: 'address.zip', constraint: 'isGermanPostcode' },
    ]);
    expect((await refusal({ address: { zip: '236831' } })).fields).toEqual([{ field: 'address.zip', constraint: 'isGermanPostcode' }]);
    expect(await messages(PlaceDto, { address: { zip: '23683', country: 'DE' } })).toBe('ok');
    expect(await messages(PlaceDto, { address: { zip: '1010', country: 'AT' } })).toBe('ok');
  });
});
