import { isValidElement, type ReactNode } from 'react';

/** A column heading: its text, `{ numeric }` for a right-aligned one, `{ hidden }` for one only screen readers hear. */
export type ListColumn = ReactNode | { numeric: ReactNode } | { hidden: string };

interface Props {
  /** The table's name for screen readers (aria-label). */
  label: string;
  className: string;
  /** The wrapper that scrolls the table sideways on a narrow screen; none when not given. */
  scrollClassName?: string;
  /** While the list is fetched again (aria-busy). */
  busy?: boolean;
  columns: readonly ListColumn[];
  /** The rows (tr). */
  children: ReactNode;
}

const isPlain = (column: ListColumn): column is ReactNode =>
  typeof column !== 'object' ||
  column === null ||
  isValidElement(column) ||
  !('numeric' in column || 'hidden' in column);

function Heading({ column }: { column: ListColumn }) {
  if (isPlain(column)) return <th scope="col">{column}</th>;
  if ('numeric' in column) {
    return (
      <th scope="col" className="is-numeric">
        {column.numeric}
      </th>
    );
  }
  return (
    <th scope="col">
      <span className="office-visually-hidden">{column.hidden}</span>
    </th>
  );
}

/** A screen's list as a table: one header row of column headings, the rows the screen writes. */
export function ListTable({ label, className, scrollClassName, busy, columns, children }: Props) {
  const table = (
    <table className={className} aria-label={label} aria-busy={busy}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <Heading key={index} column={column} />
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return scrollClassName ? <div className={scrollClassName}>{table}</div> : table;
}
