// Which text an API error shows (spec 8), kept free of React and i18next so it is testable.

/** A text to show: a key of the `error` namespace with parameters, or (as fallback) a literal text. */
export interface ToastText {
  key: string;
  params?: Record<string, unknown>;
  /** Shown when the key has no translation (framework messages) */
  defaultValue?: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd payload values are shown the German way (dd.MM.yyyy). */
export function formatPayloadValue(value: unknown): unknown {
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    return day ? `${day[3]}.${day[2]}.${day[1]}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => String(formatPayloadValue(item))).join(', ');
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Domain errors `{ errorType, payload }` → `error:<TYPE>` with the payload; framework errors
 * `{ message, error }` → the message, translated when the `error` namespace knows it.
 * Anything else (network failure, HTML error page) → the generic text.
 */
export function toastTextFor(body: unknown): ToastText {
  if (isRecord(body) && typeof body.errorType === 'string') {
    const payload = isRecord(body.payload) ? body.payload : {};
    const params: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(payload)) params[name] = formatPayloadValue(value);
    return { key: `error:${body.errorType}`, params, defaultValue: undefined };
  }
  if (isRecord(body) && body.message !== undefined && typeof body.error === 'string') {
    const { message: raw } = body;
    const message = Array.isArray(raw)
      ? raw.map(String).join('; ')
      : typeof raw === 'string'
        ? raw
        : JSON.stringify(raw);
    return { key: `error:${message}`, defaultValue: message };
  }
  return { key: 'error:UNKNOWN' };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Translates a toast text; a payload `reason` (or `action`, `status`, `missing`, `method`) is itself translated. */
export function translateToast(text: ToastText, t: Translate): string {
  const params: Record<string, unknown> = { ...text.params };
  for (const name of ['reason', 'action', 'status', 'missing', 'scope', 'entity'] as const) {
    const value = params[name];
    if (typeof value === 'string') params[name] = t(`error:values.${value}`, { defaultValue: value });
  }
  // Out of season with the season's days (issue 30): the reason says when the season is.
  if (text.params?.reason === 'OUTSIDE_RENTAL_SEASON' && typeof params.seasonStart === 'string')
    params.reason = t('error:values.OUTSIDE_RENTAL_SEASON_DATES', { ...text.params });
  // A payment method is named as the checkout names it ("Kreditkarte", not CC).
  if (typeof params.method === 'string')
    params.method = t(`checkout:payment.methods.${params.method}`, { defaultValue: params.method });
  const fallback = text.defaultValue ?? t('error:UNKNOWN');
  return t(text.key, { ...params, defaultValue: fallback });
}
