import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { ToastText } from './toastMessage';

export const TOAST_DURATION_MS = 5000;

export type ToastKind = 'error' | 'info' | 'success';

export interface Toast {
  id: string;
  kind: ToastKind;
  text: ToastText;
}

export interface ToastsState {
  items: Toast[];
}

const initialState: ToastsState = { items: [] };
/** Older toasts drop off when more pile up (a burst of failing calls). */
const MAX_TOASTS = 4;

const sameText = (a: ToastText, b: ToastText) =>
  a.key === b.key && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});

const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        // The same message twice at once (e.g. two failing loads) is shown once.
        if (state.items.some((item) => sameText(item.text, action.payload.text))) return;
        state.items.push(action.payload);
        if (state.items.length > MAX_TOASTS) state.items.shift();
      },
      prepare(text: ToastText, kind: ToastKind = 'error') {
        return { payload: { id: nanoid(), kind, text } };
      },
    },
    toastClosed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    /** Another page or a drawer opened: what went wrong before is no longer news (issue 21 item 6.9). */
    toastsCleared(state) {
      state.items = [];
    },
  },
});

export const { toastShown, toastClosed, toastsCleared } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;
export const selectToasts = (state: { toasts: ToastsState }) => state.toasts.items;
