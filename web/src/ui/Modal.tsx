import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

interface ModalProps {
  className: string;
  /** Id of the heading that names the dialog */
  labelledBy: string;
  describedBy?: string;
  testId?: string;
  /** Escape: the dialog stays open until the caller unmounts it */
  onCancel: () => void;
  /** For callers that look into the dialog (e.g. to move focus to a step's heading) */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}

/**
 * A modal on the native `<dialog>`: shown with showModal() while mounted (the rest of the page is inert and
 * focus moves in), closed on unmount (focus returns). Escape calls onCancel instead of closing by itself.
 */
export function Modal({ className, labelledBy, describedBy, testId, onCancel, dialogRef, children }: ModalProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, [ref]);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
