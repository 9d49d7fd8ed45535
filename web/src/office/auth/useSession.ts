import { useOfficeSelector } from '../app/hooks';

/** The signed-in user (null when signed out) and the context the access token acts in. */
export function useSession() {
  return useOfficeSelector((state) => state.session);
}
