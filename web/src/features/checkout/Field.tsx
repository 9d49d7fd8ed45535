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

type SelectProps<T extends string> = {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
};

/** A labelled select over a fixed list of values. */
export function SelectField<T extends string>({ id, label, value, options, optionLabel, onChange }: SelectProps<T>) {
  return (
    <div className="checkout-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
