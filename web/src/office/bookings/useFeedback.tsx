import { useState, type ReactNode } from 'react';
import { useErrorText } from '../ui/errorText';

interface Feedback {
  ok: boolean;
  text: string;
}

/**
 * Runs one of a section's calls and keeps what came of it beside the action: the server's error text (the catalogue)
 * as an alert, or a short confirmation as a status.
 */
export function useFeedback(): {
  run: (
    call: () => PromiseLike<{ error?: unknown; data?: unknown }>,
    okText: string | ((data: unknown) => string),
  ) => Promise<boolean>;
  view: ReactNode;
  clear: () => void;
} {
  const errorText = useErrorText();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const run = async (
    call: () => PromiseLike<{ error?: unknown; data?: unknown }>,
    okText: string | ((data: unknown) => string),
  ) => {
    setFeedback(null);
    const answer = await call();
    if (answer.error !== undefined) {
      setFeedback({ ok: false, text: errorText(answer.error) });
      return false;
    }
    setFeedback({ ok: true, text: typeof okText === 'function' ? okText(answer.data) : okText });
    return true;
  };
  const view = (
    <p
      className={feedback ? (feedback.ok ? 'booking-feedback' : 'office-alert booking-feedback') : 'booking-feedback'}
      role={feedback && !feedback.ok ? 'alert' : 'status'}
    >
      {feedback?.text}
    </p>
  );
  return { run, view, clear: () => setFeedback(null) };
}
