import { forwardRef, useId, type InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null };

/** A labelled text field whose error is tied to it (aria-describedby, aria-invalid). */
export const Field = forwardRef<HTMLInputElement, Props>(function Field({ label, error, id, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="checkout-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="checkout-field__error">
          {error}
        </p>
      )}
    </div>
  );
});
