/** A padlock (smart-lock chairs); an SVG, as the emoji font is not everywhere. */
export function LockIcon({ title }: { title?: string }) {
  return (
    <svg
      className="lock-icon"
      width="10"
      height="12"
      viewBox="0 0 10 12"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title && <title>{title}</title>}
      <path d="M2.5 5V3.5a2.5 2.5 0 0 1 5 0V5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <rect x="1" y="5" width="8" height="6.5" rx="1" fill="currentColor" />
    </svg>
  );
}

export const LOCK_SVG =
  '<svg class="lock-icon" width="10" height="12" viewBox="0 0 10 12" aria-hidden="true"><path d="M2.5 5V3.5a2.5 2.5 0 0 1 5 0V5" fill="none" stroke="currentColor" stroke-width="1.4"/><rect x="1" y="5" width="8" height="6.5" rx="1" fill="currentColor"/></svg>';
