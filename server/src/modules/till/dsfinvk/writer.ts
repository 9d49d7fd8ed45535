import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync } from 'fflate';
import { TABLES, type Row, type TableKey, type TableSpec } from './tables.js';

// The DSFinV-K's file format (GDPdU): UTF-8, ';' between fields, CRLF between records, a header row, text in quotes,
// numbers without quotes with a decimal comma and the column's places; index.xml describes every file.

export const TAXONOMY_VERSION = '2.4';

function csv(spec: TableSpec, rows: readonly Row[]): string {
  const places = new Map(spec.columns.map(([name, kind]) => [name, kind === 'text' ? undefined : kind.decimals]));
  const records = rows.map((row) =>
    spec.columns.map(([name]) => {
      const value = row[name] ?? null;
      const decimals = places.get(name);
      if (value === null) return '';
      if (decimals === undefined) return String(value);
      return { number: Number(value).toFixed(decimals).replace('.', ',') };
    }),
  );
  return stringify([spec.columns.map(([name]) => name), ...records], {
    delimiter: ';',
    record_delimiter: '\r\n',
    quoted_string: true,
    // The header's names are quoted like any text; a number is written as it is (no quotes).
    cast: { object: (value: { number?: string }) => ({ value: value.number ?? '', quote: false }) },
  });
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.xml (GDPdU, gdpdu-01-09-2004.dtd): every table with its file, its columns and their kinds. */
export function indexXml(supplier: { name: string; location: string }, range: { from: string; to: string }): string {
  const table = (spec: TableSpec) => {
    const [first, ...rest] = spec.columns;
    const column = (tag: string, [name, kind]: (typeof spec.columns)[number]) =>
      `        <${tag}><Name>${name}</Name>${kind === 'text' ? '<AlphaNumeric/>' : `<Numeric>${kind.decimals ? `<Accuracy>${kind.decimals}</Accuracy>` : ''}</Numeric>`}</${tag}>`;
    return `    <Table>
      <URL>${spec.file}</URL>
      <Name>${spec.name}</Name>
      <Description>${xml(spec.description)}</Description>
      <Validity><Range><From>${range.from}</From><To>${range.to}</To></Range><Format>YYYY-MM-DD</Format></Validity>
      <DecimalSymbol>,</DecimalSymbol>
      <DigitGroupingSymbol>.</DigitGroupingSymbol>
      <VariableLength>
        <ColumnDelimiter>;</ColumnDelimiter>
        <RecordDelimiter>&#13;&#10;</RecordDelimiter>
        <TextEncapsulator>"</TextEncapsulator>
${column('VariablePrimaryKey', first)}
${rest.map((c) => column('VariableColumn', c)).join('\n')}
      </VariableLength>
    </Table>`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE DataSet SYSTEM "gdpdu-01-09-2004.dtd">
<DataSet>
  <Version>1.0</Version>
  <DataSupplier>
    <Name>${xml(supplier.name)}</Name>
    <Location>${xml(supplier.location)}</Location>
    <Comment>DSFinV-K ${TAXONOMY_VERSION}</Comment>
  </DataSupplier>
  <Media>
    <Name>DSFinV-K ${range.from} bis ${range.to}</Name>
${Object.values(TABLES)
  .map((spec) => table(spec))
  .join('\n')}
  </Media>
</DataSet>
`;
}

/** The export as one zip: every table's CSV (a table without rows keeps its header row) and index.xml. */
export function dsfinvkZip(
  rows: Partial<Record<TableKey, Row[]>>,
  supplier: { name: string; location: string },
  range: { from: string; to: string },
): Uint8Array {
  const files: Record<string, Uint8Array> = { 'index.xml': strToU8(indexXml(supplier, range)) };
  for (const [key, spec] of Object.entries(TABLES) as [TableKey, TableSpec][]) files[spec.file] = strToU8(csv(spec, rows[key] ?? []));
  return zipSync(files, { level: 6 });
}
