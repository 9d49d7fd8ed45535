import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { polyfillDialog } from './dialogPolyfill.testing';

beforeAll(polyfillDialog);

function Host({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Strandkorb hinzufügen</button>
      {open && (
        <ConfirmDialog
          title="Anderer Vermieter"
          message="Den bisherigen Warenkorb verwerfen?"
          confirmLabel="Neue Buchung beginnen"
          cancelLabel="Warenkorb behalten"
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled, described modal dialog with focus on the cancel button', async () => {
    const user = userEvent.setup();
    render(<Host onConfirm={jest.fn()} onCancel={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Strandkorb hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Anderer Vermieter' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Den bisherigen Warenkorb verwerfen?').id);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Warenkorb behalten' }));
  });

  it('Escape and the cancel button cancel; the confirm button confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Host onConfirm={onConfirm} onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Strandkorb hinzufügen' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Warenkorb behalten' }));
    expect(onCancel).toHaveBeenCalledTimes(2);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Neue Buchung beginnen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
