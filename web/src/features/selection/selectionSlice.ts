import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultRange, defaultSeason, draftSince, draftTill, todayInBerlin } from './dates';
import { loadChosenDates } from './datesPersistence';

/** A draft booking of the timeline: one chair, a day range (yyyy-MM-dd, both included). */
export interface DraftBooking {
  beachChairId: number;
  start: string;
  end: string;
}

// Client state of the discovery: the chosen date range (yyyy-MM-dd, Europe/Berlin calendar days)
// and the selected section / row / chair. Other features (cart, booking) read the dates from here.
export interface SelectionState {
  startDate: string;
  endDate: string;
  sectionId: number | null;
  rowId: number | null;
  chairId: number | null;
  /** The timeline's in-progress draft; creating one replaces the earlier draft. */
  draft: DraftBooking | null;
  /** The default season (spec 9): 1 June of this year to 31 October of the next */
  seasonStartDate: string;
  seasonEndDate: string;
  /** The search picker's stored maximum date (spec 5): the season end */
  maxDate: string;
  /** The user picked the dates: a section's season no longer moves them */
  datesChosen: boolean;
}

/** Default range (spec section 4, default dates): today (Berlin) inside the season, else the season start; one day. */
export function initialSelectionState(now: Date = new Date()): SelectionState {
  const today = todayInBerlin(now);
  const season = defaultSeason(today);
  return {
    ...defaultRange(today, season),
    sectionId: null,
    rowId: null,
    chairId: null,
    draft: null,
    seasonStartDate: season.start,
    seasonEndDate: season.end,
    maxDate: season.end,
    datesChosen: false,
  };
}

/** The initial state with the dates this tab's guest chose before, when they are still bookable (datesPersistence). */
export function restoredSelectionState(now: Date = new Date()): SelectionState {
  const initial = initialSelectionState(now);
  const chosen = loadChosenDates(todayInBerlin(now), initial.maxDate);
  return chosen ? { ...initial, ...chosen, datesChosen: true } : initial;
}

const selectionSlice = createSlice({
  name: 'selection',
  initialState: () => restoredSelectionState(),
  reducers: {
    /** Applies a range (kept for this tab: selectionListeners); callers check it first with rangeProblem(). */
    setDates(state, action: PayloadAction<{ startDate: string; endDate: string }>) {
      state.startDate = action.payload.startDate;
      state.endDate = action.payload.endDate;
      state.datesChosen = true;
    },
    /** A section's first bookable day replaces the default dates, never dates the user chose. */
    datesDefaulted(state, action: PayloadAction<string>) {
      if (state.datesChosen) return;
      state.startDate = action.payload;
      state.endDate = action.payload;
    },
    /** Entering a section resets the row and chair selection. */
    selectSection(state, action: PayloadAction<number | null>) {
      if (state.sectionId !== action.payload) {
        state.rowId = null;
        state.chairId = null;
        state.draft = null;
      }
      state.sectionId = action.payload;
    },
    selectRow(state, action: PayloadAction<number | null>) {
      state.rowId = action.payload;
    },
    selectChair(state, action: PayloadAction<number | null>) {
      state.chairId = action.payload;
    },
    createDraft(state, action: PayloadAction<DraftBooking>) {
      state.draft = action.payload;
    },
    changeDraftRange(state, action: PayloadAction<{ start: string; end: string }>) {
      if (state.draft) state.draft = { ...state.draft, ...action.payload };
    },
    clearDraft(state) {
      state.draft = null;
    },
  },
});

export const {
  setDates,
  datesDefaulted,
  selectSection,
  selectRow,
  selectChair,
  createDraft,
  changeDraftRange,
  clearDraft,
} = selectionSlice.actions;
export const selectionReducer = selectionSlice.reducer;

type WithSelection = { selection: SelectionState };
export const selectStartDate = (state: WithSelection) => state.selection.startDate;
export const selectEndDate = (state: WithSelection) => state.selection.endDate;
export const selectSelection = (state: WithSelection) => state.selection;
export const selectDraft = (state: WithSelection) => state.selection.draft;
export const selectMaxDate = (state: WithSelection) => state.selection.maxDate;

/** The draft's period with the spec's clock times (since 01:00:00, till 23:59:59 two days before the last day). */
export function draftPeriod(draft: DraftBooking): { since: string; till: string } {
  return { since: draftSince(draft.start), till: draftTill(draft.end) };
}
