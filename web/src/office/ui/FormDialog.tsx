import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../ui/Modal';

interface Props {
  /** The screen's dialog class (its width and field layout). */
  className: string;
  title: ReactNode;
  /** A muted line under the title; it describes the dialog (aria-describedby). */
  intro?: ReactNode;
  /** The server's refusal (or the form's own), shown above the buttons. */
  problem?: ReactNode;
  problemClassName?: string;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's text while busy (else submitLabel). */
  busyLabel?: string;
  busy: boolean;
  /** Called with the default (a page load) prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The browser's own checks (required, type); off by default: the screens check and say what is wrong. */
  browserValidation?: boolean;
  actionsClassName?: string;
  /** The fields. */
  children: ReactNode;
  /** Shown in the dialog below the form (e.g. the pictures of what is edited). */
  after?: ReactNode;
}

/** A modal form: title and intro, the fields, the refusal, then Cancel and the submit button (busy while saving). */
export function FormDialog({
  className,
  title,
  intro,
  problem,
  problemClassName = 'office-alert',
  cancelLabel,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
  browserValidation = false,
  actionsClassName = 'office-dialog__actions',
  children,
  after,
}: Props) {
  const id = useId();
  return (
    <Modal
      className={className}
      labelledBy={`${id}-title`}
      describedBy={intro === undefined ? undefined : `${id}-intro`}
      onCancel={onCancel}
    >
      <form
        noValidate={!browserValidation}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {intro !== undefined && (
          <p id={`${id}-intro`} className="office-muted">
            {intro}
          </p>
        )}
        {children}
        {problem && (
          <p className={problemClassName} role="alert">
            {problem}
          </p>
        )}
        <div className={actionsClassName}>
          <button type="button" className="office-button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="submit" className="office-button office-button--primary" disabled={busy}>
            {busy && busyLabel ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
      {after}
    </Modal>
  );
}
