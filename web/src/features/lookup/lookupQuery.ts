/** The lookup runs only with both values as non-empty strings (spec 5: "bookingRef and email as strings"). */
export function lookupQuery(query: URLSearchParams): { bookingRef: string; email: string } | null {
  const bookingRef = query.get('bookingRef')?.trim().toUpperCase() ?? '';
  const email = query.get('email')?.trim() ?? '';
  return bookingRef && email ? { bookingRef, email } : null;
}
