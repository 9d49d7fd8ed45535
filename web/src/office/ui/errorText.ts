import { useTranslation } from 'react-i18next';
import { toastTextFor, translateToast } from '../../features/toasts/toastMessage';

const dataOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'data' in error ? error.data : undefined;

/** The error catalogue's text for a failed call (the same mapping as the storefront's toasts). */
export function useErrorText(): (error: unknown) => string {
  const { i18n } = useTranslation('office');
  // Keys of the `error` namespace are built from the server's answer, so they are looked up untyped.
  const t = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (error) => translateToast(toastTextFor(dataOf(error)), t);
}

/** The `errorType` of a failed call, when the server named one (`BEACH_CHAIR_ALREADY_BOOKED`, …). */
export function errorTypeOf(error: unknown): string | undefined {
  const data = dataOf(error);
  return data && typeof data === 'object' && 'errorType' in data ? String(data.errorType) : undefined;
}
