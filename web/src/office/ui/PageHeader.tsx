import type { ReactNode } from 'react';

interface Props {
  /** The screen's own class (its CSS lays out the header). */
  className: string;
  title: ReactNode;
  intro?: ReactNode;
  /**
   * The screen's main action beside the title (new, invite) as a primary button; `false` where the user may not use it
   * (STAFF). Given at all, the title and intro are grouped so the action sits to their right.
   */
  action?: { label: string; onClick: () => void } | false;
}

/** A screen's heading: the h1, a muted intro line and the screen's main action. */
export function PageHeader({ className, title, intro, action }: Props) {
  const heading = (
    <>
      <h1>{title}</h1>
      {intro !== undefined && <p className="office-muted">{intro}</p>}
    </>
  );
  if (action === undefined) return <header className={className}>{heading}</header>;
  return (
    <header className={className}>
      <div>{heading}</div>
      {action && (
        <button type="button" className="office-button office-button--primary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </header>
  );
}
