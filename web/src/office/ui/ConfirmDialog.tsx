import { useId, useState, type ReactNode } from 'react';
import { Modal } from '../../ui/Modal';
import { useErrorText } from './errorText';

interface Props {
  title: ReactNode;
  text: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Runs the action; a rejection (the server's refusal) is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
  /** The screen's own text for a refusal it knows better (else the error catalogue's). */
  describeError?: (error: unknown) => string | undefined;
  className?: string;
}

/** Asks before a destructive action (delete, remove): cancel has the focus, the server's refusal shows in place. */
export function ConfirmDialog({
  title,
  text,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onDone,
  onCancel,
  describeError,
  className,
}: Props) {
  const errorText = useErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onDone();
    } catch (error) {
      setProblem(describeError?.(error) ?? errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      className={className ?? 'office-dialog'}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onCancel={onCancel}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      {problem && (
        <p className="office-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="office-dialog__actions">
        <button type="button" className="office-button" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="office-button office-button--danger"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
