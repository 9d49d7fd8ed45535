import { describe, expect, it } from '@jest/globals';
import { ApiProperty } from '@nestjs/swagger';
import { zonedInstant } from '../time.js';
import { CsvFormat, toCsv } from './csv.js';
import { csvFileName, resourceName } from './list-endpoint.decorator.js';
import { moneyFields } from './money-fields.js';

const DE = { format: CsvFormat.EXCEL_DE };
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

/** A chair booking of 10.06.–12.06.2027 as the booking lists have it: the end is the exclusive instant. */
const stay = {
  id: 7,
  start: zonedInstant('2027-06-10').toISOString(), // 2027-06-09T22:00:00.000Z
  end: zonedInstant('2027-06-13').toISOString(), // 2027-06-12T22:00:00.000Z
  price: 182.5,
};

describe('toCsv, RFC 4180 (the default)', () => {
  it('writes a header and CRLF lines, comma separated, no BOM', () => {
    expect(toCsv([{ a: 1, b: 'x' }])).toBe('a,b\r\n1,x\r\n');
    expect(toCsv([])).toBe('\r\n');
  });

  // Issue 29: the stay's own days, not UTC instants (a stay from 30.11. was 2026-11-29T23:00:00.000Z); this test said the
  // opposite before.
  it('writes ISO 8601 in local time: a stay as its first and last day, other instants with their offset; decimal point', () => {
    expect(lines(toCsv([{ ...stay, day: '2026-06-12' }]))[1]).toBe('7,2027-06-10,2027-06-12,182.5,2026-06-12');
    const winter = { start: zonedInstant('2026-11-30').toISOString(), end: zonedInstant('2026-12-01').toISOString() };
    expect(lines(toCsv([winter]))[1]).toBe('2026-11-30,2026-11-30');
    const rows = [{ timeZone: 'Europe/London', at: '2026-07-14T11:00:00Z' }, { at: '2026-07-14T11:00:00Z' }];
    expect(lines(toCsv(rows)).slice(1, 3)).toEqual(['Europe/London,2026-07-14T12:00:00+01:00', ',2026-07-14T13:00:00+02:00']);
  });

  it('writes a Date as its local ISO instant, never as a quoted JSON string', () => {
    const csv = toCsv([{ createdAt: new Date('2026-11-24T10:15:00Z') }]);
    expect(csv).toBe('createdAt\r\n2026-11-24T11:15:00+01:00\r\n');
    expect(csv).not.toContain('"');
  });

  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(lines(toCsv([{ a: 'x,y', b: 'say "hi"', c: 'two\nlines' }]))[1]).toBe('"x,y","say ""hi""","two\nlines"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula, not before numbers', () => {
    expect(lines(toCsv([{ a: '=1+2', b: '+49 4503', c: '-x', d: '@SUM(A1)', e: -5, f: 'ok' }]))[1]).toBe(
      "'=1+2,'+49 4503,'-x,'@SUM(A1),-5,ok",
    );
    expect(lines(toCsv([{ a: '=HYPERLINK("x","y")' }]))[1]).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(lines(toCsv([{ tags: ['=cmd', 'b'] }]))[1]).toBe(`"'=cmd, b"`);
  });
});

describe('toCsv, nested values', () => {
  it('splits nested objects into dotted columns, in the order they appear, null objects as empty cells', () => {
    const csv = toCsv([
      { id: 1, customer: { lastName: 'Meier', address: { city: 'Kiel' } }, active: true },
      { id: 2, customer: null, active: false },
      { id: 3, customer: { lastName: 'Schulz', address: null }, active: true },
    ]);
    expect(lines(csv)).toEqual([
      'id,customer.lastName,customer.address.city,active',
      '1,Meier,Kiel,true',
      '2,,,false',
      '3,Schulz,,true',
      '',
    ]);
    expect(csv).not.toContain('{');
  });

  it('joins arrays of scalars with ", "; names arrays of objects by name or publicNumber, else counts them', () => {
    const csv = toCsv([
      {
        paymentMethods: ['CASH', 'PAYPAL'],
        chairs: [{ publicNumber: '12' }, { publicNumber: '14' }],
        sections: [{ id: 1, name: 'Nord' }],
        images: [
          { id: 1, url: '/a.jpg' },
          { id: 2, url: '/b.jpg' },
        ],
        stopSaleDates: [],
      },
    ]);
    expect(lines(csv).slice(0, 2)).toEqual(['paymentMethods,chairs,sections,images,stopSaleDates', '"CASH, PAYPAL","12, 14",Nord,2,']);
  });

  it('writes GeoJSON geometries as Well-Known Text in one column', () => {
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [10, 54],
          [11, 54],
          [11, 55],
          [10, 54],
        ],
      ],
    };
    const csv = toCsv([
      { id: 1, geoJson: { type: 'Point', coordinates: [10.75, 54.01] } },
      { id: 2, geoJson: polygon },
      { id: 3, geoJson: null },
    ]);
    expect(lines(csv)).toEqual(['id,geoJson', '1,POINT (10.75 54.01)', '2,"POLYGON ((10 54, 11 54, 11 55, 10 54))"', '3,', '']);
    expect(lines(toCsv([{ g: polygon }], DE))[1]).toBe('POLYGON ((10 54, 11 54, 11 55, 10 54))');
  });

  it('never writes quoted JSON quotes', () => {
    const csv = toCsv([{ a: { b: { c: [{ d: 1 }] } }, at: new Date(), meta: {}, list: [[1, 2]] }]);
    expect(csv).not.toContain('"""');
    expect(csv).not.toContain('{');
  });
});

describe('toCsv, excel-de', () => {
  it('starts with a UTF-8 BOM, separates with ";", ends lines with CRLF', () => {
    const csv = toCsv([{ a: 1, b: 'x;y', c: 'x,y' }], DE);
    expect(csv).toBe('\uFEFFa;b;c\r\n1;"x;y";x,y\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("writes a stay's start as its first day and its exclusive end as its last day (12.06., not 13.06.)", () => {
    expect(lines(toCsv([stay], DE))).toEqual(['id;start;end;price', '7;10.06.2027;12.06.2027;182,5', '']);
  });

  it('speaks German: headers and the values of status, payment method, source and invoice kind; other text as it is (issue 29)', () => {
    const csv = toCsv(
      [{ bookingRef: 'K7M4XQ2P', status: 'CANCELED', paymentMethod: 'CASH', source: 'BACK_OFFICE', kind: 'CORRECTION', note: 'CASH' }],
      { ...DE, germanNames: true },
    );
    expect(lines(csv).slice(0, 2)).toEqual([
      'Buchungsnummer;Status;Zahlungsart;Quelle;Art;note',
      'K7M4XQ2P;Storniert;Bar;Office;Stornorechnung;CASH',
    ]);
    expect(lines(toCsv([{ status: 'CANCELED', paymentMethod: 'CASH' }], { germanNames: true }))).toEqual([
      'status,paymentMethod',
      'CANCELED,CASH',
      '',
    ]);
  });

  it('writes euro fields with two decimals and a decimal comma; other numbers keep theirs, integers stay as they are', () => {
    const csv = toCsv([{ id: 12, price: 182.5, totalPrice: 90, fee: -3.1, percent: 12.5, count: 3 }], {
      ...DE,
      money: ['price', 'totalPrice', 'fee'],
    });
    expect(lines(csv)[1]).toBe('12;182,50;90,00;-3,10;12,5;3');
    // issue 29: every CSV, the plain one too, gives an amount two decimals (17.00, not 17)
    expect(lines(toCsv([{ price: 17, fee: 3.1, count: 3 }], { money: ['price', 'fee'] }))[1]).toBe('17.00,3.10,3');
  });

  it('writes calendar dates dd.MM.yyyy and instants dd.MM.yyyy HH:mm in Europe/Berlin (summer and winter time)', () => {
    const csv = toCsv(
      [
        {
          day: '2026-06-12',
          summer: '2026-07-14T11:00:00Z',
          winter: new Date('2026-11-24T23:30:00Z'),
          offset: '2026-07-14T13:00:00+02:00',
          notADate: '2026-13-45',
          notADay: '2026-02-30',
          text: '12.06.2026 am Strand',
        },
      ],
      DE,
    );
    expect(lines(csv)[1]).toBe('12.06.2026;14.07.2026 13:00;25.11.2026 00:30;14.07.2026 13:00;2026-13-45;2026-02-30;12.06.2026 am Strand');
  });

  it("uses the row's own timeZone where it has a valid one, else the given zone, else Europe/Berlin", () => {
    const rows = [
      { timeZone: 'Europe/London', at: '2026-07-14T11:00:00Z', end: '2027-06-12T23:00:00Z' },
      { timeZone: 'Nowhere/City', at: '2026-07-14T11:00:00Z', end: '2027-06-12T22:00:00Z' },
    ];
    expect(lines(toCsv(rows, DE)).slice(1, 3)).toEqual([
      'Europe/London;14.07.2026 12:00;12.06.2027',
      'Nowhere/City;14.07.2026 13:00;12.06.2027',
    ]);
    expect(lines(toCsv([{ at: '2026-07-14T11:00:00Z' }], { ...DE, timeZone: 'America/New_York' }))[1]).toBe('14.07.2026 07:00');
  });

  it('keeps a half-day end in its own day and a date-only end as it is (already inclusive)', () => {
    const csv = toCsv(
      [{ end: zonedInstant('2027-06-12', '13:00').toISOString(), stopSale: [{ end: '2027-06-12' }], endDate: '2027-06-12' }],
      DE,
    );
    expect(lines(csv)[1]).toBe('12.06.2027;1;12.06.2027');
  });

  it('formats dates and numbers inside joined arrays too', () => {
    expect(lines(toCsv([{ days: ['2026-06-12', '2026-06-13'], n: [1.5, 2] }], DE))[1]).toBe('12.06.2026, 13.06.2026;1,5, 2');
  });
});

describe('moneyFields', () => {
  class Commission {
    @ApiProperty({ description: 'Euros the commission is computed on' }) totalPrice: number;
    @ApiProperty() percent: number;
  }
  class Line {
    @ApiProperty({ description: 'Euros' }) price: number;
  }
  class Item {
    @ApiProperty() id: number;
    @ApiProperty({ description: 'Euros, VAT included' }) price: number;
    @ApiProperty({ description: 'amount × unitPrice, euros' }) total: number;
    @ApiProperty({ description: 'Pieces' }) amount: number;
    @ApiProperty({ type: Commission }) commission: Commission;
    @ApiProperty({ type: [Line] }) lines: Line[];
  }
  class Child extends Item {
    @ApiProperty({ description: 'Euros: the fee' }) fee: number;
  }

  it('finds the fields described as euros, nested DTOs as dotted paths, inherited ones too; not inside arrays', () => {
    expect(moneyFields(Item)).toEqual(['price', 'total', 'commission.totalPrice']);
    expect(moneyFields(Child)).toEqual(['price', 'total', 'commission.totalPrice', 'fee']);
  });
});

describe('the export file name', () => {
  it("is the route's resource and the day in Europe/Berlin", () => {
    expect(resourceName('/api/v1/bookings/bookings')).toBe('bookings');
    expect(resourceName('/api/v1/features/booking_details/beach_chair_bookings')).toBe('beach-chair-bookings');
    expect(resourceName('/api/v1/destinations/sections/:id/rows')).toBe('rows');
    expect(resourceName('/')).toBe('export');
    expect(csvFileName('bookings', new Date('2026-11-24T23:30:00Z'))).toBe('bookings-2026-11-25.csv');
  });
});
