// Router state that asks the search page to focus its search field (landing "find by search").
export type SearchPageState = { focusSearch: true };

export const focusSearchState: SearchPageState = { focusSearch: true };

export function wantsSearchFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusSearch' in state && state.focusSearch === true;
}
