import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import './drawer.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab stays inside the panel while focus is in it. */
function keepTabInside(panel: HTMLElement, event: KeyboardEvent) {
  if (event.key !== 'Tab' || !(event.target instanceof Node) || !panel.contains(event.target)) return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

interface DrawerProps {
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  /** Where focus goes on close when the opener is gone or disabled (e.g. an add button during its reset) */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * A modal side panel: focus moves in on open, Tab stays inside, Escape closes, and focus returns to
 * where it was (the button that opened it) on close.
 */
export function Drawer({ side, title, closeLabel, onClose, children, footer, testId, fallbackFocus }: DrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const fallback = useRef(fallbackFocus);
  useEffect(() => {
    const fallbackFocus = fallback.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
    return () => {
      // Back to the opener (when it still exists); a drawer opened instead takes focus right after.
      const usable = opener?.isConnected && opener !== document.body && !opener.matches(':disabled');
      (usable ? opener : fallbackFocus?.())?.focus();
    };
  }, []);

  // Escape closes the drawer wherever focus is (it may have fallen to the page when an element inside re-rendered),
  // unless a modal dialog lies above it: that one takes its own Escape.
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
    onClose();
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (panel.current) keepTabInside(panel.current, event);
      onEscape(event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="drawer" data-side={side}>
      <div className="drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={`drawer__panel drawer__panel--${side}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
      >
        <div className="drawer__header">
          <h2 id={titleId} tabIndex={-1} className="drawer__title">
            {title}
          </h2>
          <button type="button" className="drawer__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="drawer__body">{children}</div>
        {footer && <div className="drawer__footer">{footer}</div>}
      </div>
    </div>
  );
}
