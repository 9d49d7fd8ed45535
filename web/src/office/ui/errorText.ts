import { useTranslation } from 'react-i18next';
import { toastTextFor, translateToast } from '../../features/toasts/toastMessage';
import { refusalsByPath, refusalsOf, refusalText, type FieldRefusal } from './refusals';

const dataOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'data' in error ? error.data : undefined;

type Translate = (key: string, options?: Record<string, unknown>) => string;

function useUntypedT(): Translate {
  const { i18n } = useTranslation('office');
  // Keys of the `error` and `refusals` namespaces are built from the server's answer, so they are looked up untyped.
  return i18n.t.bind(i18n) as unknown as Translate;
}

/**
 * The text for a failed call: a refused field said by the field mapping (ui/refusals.ts), anything else by the error
 * catalogue's text (the same mapping as the storefront's toasts).
 */
export function useErrorText(): (error: unknown) => string {
  const t = useUntypedT();
  return (error) => {
    const refusals = refusalsOf(error);
    if (refusals.length) return refusals.map((r) => refusalText(r, t)).join(' ');
    return translateToast(toastTextFor(dataOf(error)), t);
  };
}

/** A refused field as a sentence of the office's language. */
export function useRefusalText(): (refusal: FieldRefusal) => string {
  const t = useUntypedT();
  return (refusal) => refusalText(refusal, t);
}

/**
 * The server's refusals by form path (`pathOf`: the form's path of a server field, null for none), each as a sentence;
 * those of no field of the form under `form`. Empty when the call failed for another reason.
 */
export function useRefusalsByPath(): (
  error: unknown,
  pathOf: (field: string) => string | null,
) => Record<string, string> {
  const say = useRefusalText();
  return (error, pathOf) => refusalsByPath(error, pathOf, say);
}

/** The `errorType` of a failed call, when the server named one (`BEACH_CHAIR_ALREADY_BOOKED`, …). */
export function errorTypeOf(error: unknown): string | undefined {
  const data = dataOf(error);
  return data && typeof data === 'object' && 'errorType' in data ? String(data.errorType) : undefined;
}
