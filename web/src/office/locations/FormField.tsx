import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';

/** The id of a form path's input ("openingHours.0.closing" → "location-openingHours-0-closing"). */
export const fieldId = (path: string) => `location-${path.replace(/\./g, '-')}`;

export interface FieldA11y {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** The message of the form's (or the server's) refusal at a path, if any. */
export function useFieldError(path: string): string | undefined {
  const { formState } = useFormContext();
  const error: { message?: string } | undefined = get(formState.errors, path);
  return error?.message;
}

export function FieldError({ path }: { path: string }) {
  const message = useFieldError(path);
  if (!message) return null;
  return (
    <span id={`${fieldId(path)}-error`} className="office-field__error" role="alert">
      {message}
    </span>
  );
}

interface Props {
  path: string;
  label: string;
  hint?: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** A labelled input with its hint and its error below, tied to it by aria-describedby. */
export function Field({ path, label, hint, className, children }: Props) {
  const error = useFieldError(path);
  const id = fieldId(path);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`office-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <span id={`${id}-hint`} className="office-muted locations-hint">
          {hint}
        </span>
      )}
      <FieldError path={path} />
    </div>
  );
}
