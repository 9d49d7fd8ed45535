import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What the back office keeps of a session: the tokens and the user with the context the access token acts in. */
export interface OfficeUser {
  id: number;
  email: string;
  role: string;
  firstName: string | null;
  lastName: string | null;
  language: string;
  vendorIds: number[];
  vendorId: number | null;
  locationId: number | null;
  /** The role in the current vendor: STAFF sell and book but do not set up (prices, extras, …); null for an ADMIN. */
  vendorRole?: 'OWNER' | 'STAFF' | null;
}

export interface SessionAnswer {
  accessToken: string;
  refreshToken?: string;
  user: OfficeUser;
}

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: OfficeUser | null;
  /** True once the stored refresh token was tried at start-up (signed in or not). */
  restored: boolean;
}

/**
 * The refresh token survives a reload (the hut's tablet stays signed in for the session's lifetime); the access token
 * lives in memory only. Rotation: every refresh answers a new refresh token, which replaces the stored one.
 */
export const REFRESH_KEY = 'strandkorb.office.refreshToken';

const storedRefresh = (): string | null => {
  try {
    return localStorage.getItem(REFRESH_KEY);
  } catch {
    return null;
  }
};

const store = (token: string | null): void => {
  try {
    if (token) localStorage.setItem(REFRESH_KEY, token);
    else localStorage.removeItem(REFRESH_KEY);
  } catch {
    // Private mode without storage: the session lasts as long as the page.
  }
};

const initialState = (): SessionState => ({
  accessToken: null,
  refreshToken: storedRefresh(),
  user: null,
  restored: false,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, { payload }: PayloadAction<SessionAnswer>) {
      state.accessToken = payload.accessToken;
      // A context switch without a refresh token keeps the one we have (it stays valid).
      if (payload.refreshToken) state.refreshToken = payload.refreshToken;
      state.user = payload.user;
      state.restored = true;
      store(state.refreshToken);
    },
    signedOut(state) {
      state.accessToken = null;
      state.refreshToken = null;
      state.user = null;
      state.restored = true;
      store(null);
    },
    restoreFinished(state) {
      state.restored = true;
    },
  },
});

export const { signedIn, signedOut, restoreFinished } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
