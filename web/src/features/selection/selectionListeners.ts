import { createListenerMiddleware } from '@reduxjs/toolkit';
import { saveChosenDates } from './datesPersistence';
import { setDates } from './selectionSlice';

// The dates the guest chose, stored for this tab when chosen (read back by the slice's initial state).
export const selectionListeners = createListenerMiddleware();

selectionListeners.startListening({
  actionCreator: setDates,
  effect: (action) => saveChosenDates(action.payload),
});
