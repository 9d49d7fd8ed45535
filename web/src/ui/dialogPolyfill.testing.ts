// jsdom has <dialog> without showModal()/close(): a stand-in for component tests that opens and closes it by its
// `open` attribute, moves focus in, and (as browsers do) turns Escape into the dialog's cancel event.
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { polyfilled?: boolean };
  if (proto.polyfilled) return;
  proto.polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialog = [...document.querySelectorAll('dialog[open]')].pop();
    if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) (dialog as HTMLDialogElement).close();
  });
}
