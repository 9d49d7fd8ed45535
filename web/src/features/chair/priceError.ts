type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The text of a price failure (spec section 8): with a domain error body its errorType translated with the
 * payload, otherwise the error itself as text.
 */
export function priceErrorText(error: unknown, translate: Translate): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = error.data;
    if (typeof data === 'object' && data !== null && 'errorType' in data) {
      const { errorType, payload } = data as { errorType: unknown; payload?: Record<string, unknown> };
      if (typeof errorType === 'string') return translate(`error:${errorType}`, payload ?? {});
    }
    if (typeof data === 'object' && data !== null && 'message' in data) return String(data.message);
  }
  if (typeof error === 'object' && error !== null && 'error' in error) return String(error.error);
  return String(error);
}
