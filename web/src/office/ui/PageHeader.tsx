import type { ReactNode } from 'react';

interface Props {
  /** The screen's own class (its CSS lays out the header). */
  className: string;
  title: ReactNode;
  intro?: ReactNode;
  /**
   * The screen's buttons beside the title (new, invite): given (even `false` while a STAFF user may not use them), the
   * title and intro are grouped so the actions sit to their right.
   */
  actions?: ReactNode;
}

/** A screen's heading: the h1, a muted intro line and the screen's actions. */
export function PageHeader({ className, title, intro, actions }: Props) {
  const heading = (
    <>
      <h1>{title}</h1>
      {intro !== undefined && <p className="office-muted">{intro}</p>}
    </>
  );
  return (
    <header className={className}>
      {actions === undefined ? (
        heading
      ) : (
        <>
          <div>{heading}</div>
          {actions}
        </>
      )}
    </header>
  );
}
