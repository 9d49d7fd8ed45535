import { flexRender, type Table } from '@tanstack/react-table';
import { SortableHeader } from './SortableHeader';

interface RowsProps<Row> {
  table: Table<Row>;
  /** Columns whose cells are right-aligned (amounts, counts). */
  numeric: ReadonlySet<string>;
  rowTestId?: string;
  rowClassName?: (row: Row) => string | undefined;
}

/** The body of a TanStack table: a row per row, its cells as the column definitions render them. */
export function DataRows<Row>({ table, numeric, rowTestId, rowClassName }: RowsProps<Row>) {
  return (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} className={rowClassName?.(row.original)} data-testid={rowTestId}>
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} className={numeric.has(cell.column.id) ? 'is-numeric' : undefined}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

interface Props<Row> extends RowsProps<Row> {
  /** The table's name for screen readers (aria-label). */
  label: string;
  className: string;
  /** The wrapper that scrolls the table sideways on a narrow screen. */
  scrollClassName: string;
  /** While the page is fetched again (aria-busy). */
  busy: boolean;
  /** Whether the server sorts by the column (a header button then toggles it). */
  isSortable: (columnId: string) => boolean;
}

/** A TanStack table with sortable column headers (SortableHeader), sorted and paged by the server. */
export function DataTable<Row>({ label, className, scrollClassName, busy, isSortable, ...rows }: Props<Row>) {
  const { table, numeric } = rows;
  return (
    <div className={scrollClassName}>
      <table className={className} aria-label={label} aria-busy={busy}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader
                  key={header.id}
                  header={header}
                  sortable={isSortable(header.column.id) && header.column.getCanSort()}
                  numeric={numeric.has(header.column.id)}
                />
              ))}
            </tr>
          ))}
        </thead>
        <DataRows {...rows} />
      </table>
    </div>
  );
}
