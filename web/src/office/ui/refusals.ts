// The server's refusals of a field, said in the office's words (issue 29, item 6): one mapping by field and rule for
// every form, instead of the validator's English ("leadTimeHours must not be less than 0"). Free of React, so testable.

/** One refused field: its path as the server names it and the rule it broke (class-validator's constraint name). */
export interface FieldRefusal {
  field: string;
  constraint?: string;
  /** The rule's bound (min 0, maxLength 200), when it has one. */
  limit?: number;
}

const dataOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'data' in error ? error.data : undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The refused fields of a failed call: the validation 400's `fields` (each field with its rule); a domain refusal
 * INVALID_INPUT naming `payload.field` (and `payload.constraint` where the server states the rule); else, for a
 * validation answer without `fields`, the field its message starts with ("property x should not exist": x, unknown).
 */
export function refusalsOf(error: unknown): FieldRefusal[] {
  const data = dataOf(error) ?? error;
  if (!isRecord(data)) return [];
  if (Array.isArray(data.fields)) {
    return data.fields.filter(isRecord).flatMap((f) =>
      typeof f.field === 'string'
        ? [
            {
              field: f.field,
              ...(typeof f.constraint === 'string' ? { constraint: f.constraint } : {}),
              ...(typeof f.limit === 'number' ? { limit: f.limit } : {}),
            },
          ]
        : [],
    );
  }
  if (data.errorType !== undefined) {
    const payload = isRecord(data.payload) ? data.payload : {};
    if (data.errorType !== 'INVALID_INPUT' || typeof payload.field !== 'string') return [];
    return [
      { field: payload.field, ...(typeof payload.constraint === 'string' ? { constraint: payload.constraint } : {}) },
    ];
  }
  if (data.statusCode !== 400 || data.message === undefined) return [];
  const messages = Array.isArray(data.message) ? data.message : [data.message];
  return messages.flatMap((message): FieldRefusal[] => {
    if (typeof message !== 'string') return [];
    const unknown = /^property (\S+) should not exist$/.exec(message);
    if (unknown?.[1]) return [{ field: unknown[1], constraint: 'whitelistValidation' }];
    const field = /^[\w.]+/.exec(message)?.[0];
    return field ? [{ field }] : [];
  });
}

/** The key of a field in the texts: list positions left out, dots as underscores ("openingHours.0.closing" → openingHours_closing). */
export const refusalKey = (field: string): string => field.replace(/\.\d+(?=\.|$)/g, '').replace(/\./g, '_');

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refusal as a sentence, looked up in the `refusals` namespace: the sentence for this field and rule
 * (`byField.leadTimeHours.min`), else the rule's sentence with the field's name (`byConstraint.min`, `labels.…`), else
 * a sentence that names the field. A field is also looked up by its last part (address.zip → zip).
 */
export function refusalText(refusal: FieldRefusal, t: Translate): string {
  const full = refusalKey(refusal.field);
  const last = full.split('_').pop() ?? full;
  const keys = full === last ? [full] : [full, last];
  const missing = '\u0000';
  const lookup = (key: string, options: Record<string, unknown> = {}) => {
    const text = t(`refusals:${key}`, { ...options, defaultValue: missing });
    return text === missing ? undefined : text;
  };
  const params = { limit: refusal.limit };
  if (refusal.constraint) {
    for (const key of keys) {
      const text = lookup(`byField.${key}.${refusal.constraint}`, params);
      if (text) return text;
    }
  }
  const label = keys.map((key) => lookup(`labels.${key}`)).find(Boolean) ?? lookup('labels.unknown') ?? refusal.field;
  return (
    (refusal.constraint ? lookup(`byConstraint.${refusal.constraint}`, { ...params, label }) : undefined) ??
    lookup('other', { label }) ??
    label
  );
}

/**
 * The refusals by form path: `pathOf` names the form's path of a server field (null: the form has none), what has none
 * lands under `form`; several refusals at one path are joined.
 */
export function refusalsByPath(
  error: unknown,
  pathOf: (field: string) => string | null,
  say: (refusal: FieldRefusal) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const refusal of refusalsOf(error)) {
    const path = pathOf(refusal.field) ?? 'form';
    const text = say(refusal);
    out[path] = out[path] ? `${out[path]} ${text}` : text;
  }
  return out;
}
