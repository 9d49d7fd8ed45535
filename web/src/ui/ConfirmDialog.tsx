import { useEffect, useId, useRef } from 'react';
import { Modal } from './Modal';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The cancel button and Escape */
  onCancel: () => void;
  testId?: string;
}

/**
 * The app's yes/no question (instead of window.confirm): a modal dialog named by its title and described by its
 * text. Focus goes to the cancel button (the answer that changes nothing), Escape cancels.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  // After the Modal's own effect (showModal moves focus to the first button).
  useEffect(() => cancel.current?.focus(), []);

  return (
    <Modal className="confirm-dialog" labelledBy={titleId} describedBy={textId} testId={testId} onCancel={onCancel}>
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{message}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </Modal>
  );
}
