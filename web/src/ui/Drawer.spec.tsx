import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Drawer } from './Drawer';

function Host({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Warenkorb</button>
      {open && (
        <Drawer
          side="right"
          title="Ihr Warenkorb"
          closeLabel="Schließen"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
          footer={<button>Zur Kasse</button>}
        >
          <a href="#x">Strandkorb 12</a>
        </Drawer>
      )}
    </>
  );
}

describe('Drawer', () => {
  it('moves focus to its title on open, keeps Tab inside, and returns focus to the opener on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Host onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Warenkorb' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Ihr Warenkorb' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ihr Warenkorb' }));

    // Tab walks the panel's controls and wraps from the last to the first
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Strandkorb 12' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zur Kasse' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button and the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Host onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Warenkorb' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Warenkorb' }));
    await user.click(document.querySelector('.drawer__backdrop')!);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
