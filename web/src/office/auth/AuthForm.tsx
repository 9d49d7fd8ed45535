import type { FormEventHandler, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** The card of the sign-in screens (login, invitation): a title, an intro, the fields, the server's refusal, one button. */
export function AuthCard(props: {
  id: string;
  title: string;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The refusal to show above the button, already in words. */
  error?: string;
  submit: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="office-login">
      <form
        className="office-card office-login__form"
        onSubmit={props.onSubmit}
        noValidate
        aria-labelledby={`${props.id}-title`}
      >
        <h1 id={`${props.id}-title`}>{props.title}</h1>
        <p className="office-muted">{props.intro}</p>
        {props.children}
        {props.error && (
          <p className="office-alert" role="alert">
            {props.error}
          </p>
        )}
        <button type="submit" className="office-button office-button--primary" disabled={props.disabled}>
          {props.submit}
        </button>
      </form>
    </main>
  );
}

/** One labelled input of a sign-in card, with its error (or else its hint) tied to it for screen readers. */
export function AuthField(props: {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}) {
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  return (
    <label className="office-field">
      <span>{props.label}</span>
      <input
        type={props.type}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : props.hint ? hintId : undefined}
        {...props.registration}
      />
      {props.error ? (
        <span id={errorId} className="office-field__error">
          {props.error.message}
        </span>
      ) : (
        props.hint && (
          <span id={hintId} className="office-muted">
            {props.hint}
          </span>
        )
      )}
    </label>
  );
}
