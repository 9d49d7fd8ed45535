import { flexRender, type Header } from '@tanstack/react-table';

/**
 * A column header of a TanStack table: a button that toggles the column's sorting (▲ ▼ ↕) when `sortable`, with
 * aria-sort for screen readers; plain text otherwise. The styles are office.css's `office-sort`.
 */
export function SortableHeader<Row>({
  header,
  sortable,
  numeric,
}: {
  header: Header<Row, unknown>;
  sortable: boolean;
  numeric: boolean;
}) {
  const sorted = header.column.getIsSorted();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      className={numeric ? 'is-numeric' : undefined}
      aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
    >
      {sortable ? (
        <button type="button" className="office-sort" onClick={header.column.getToggleSortingHandler()}>
          {label}
          <span aria-hidden="true" className="office-sort__mark">
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}
