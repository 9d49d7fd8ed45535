import { useState } from 'react';

/**
 * What a list screen has open (a dialog for a new, an edited or a removed item) and the line it last told the user:
 * `close(text)` shuts the dialog and says what happened (nothing on cancel).
 */
export function useEditing<Editing>() {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState('');
  const close = (text = '') => {
    setEditing(null);
    setNotice(text);
  };
  return { editing, setEditing, notice, close };
}
