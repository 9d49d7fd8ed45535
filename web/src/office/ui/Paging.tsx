import type { ReactNode } from 'react';

interface Props {
  className: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The screen's texts: the navigation's name, the two buttons and "page x of y". */
  labels: { label: string; previous: string; next: string; page: string };
  /** More controls in the bar (the page size). */
  children?: ReactNode;
}

/** Previous and next page of a list paged by the server, and where the user is. */
export function Paging({ className, page, pages, onPage, labels, children }: Props) {
  return (
    <nav className={className} aria-label={labels.label}>
      <button
        type="button"
        className="office-button"
        disabled={page <= 1}
        onClick={() => onPage(Math.max(1, page - 1))}
      >
        {labels.previous}
      </button>
      <span>{labels.page}</span>
      <button
        type="button"
        className="office-button"
        disabled={page >= pages}
        onClick={() => onPage(Math.min(pages, page + 1))}
      >
        {labels.next}
      </button>
      {children}
    </nav>
  );
}
