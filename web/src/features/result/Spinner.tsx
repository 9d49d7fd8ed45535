/** A labelled busy indicator ("spinner until loaded", spec 2). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="result-spinner" role="status">
      <span className="result-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
