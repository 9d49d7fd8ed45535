import { useEffect, useRef, useState } from 'react';
import { officeApi } from '../api/officeApi';

/** A till print page (receipt, Z-Bon) fetched with the office's bearer token, as a same-origin blob address. */
const printPageApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    loadTillPrintPage: build.mutation<string, { url: string }>({
      async queryFn({ url }, _api, _extra, baseQuery) {
        const answer = await baseQuery({
          url,
          params: { format: 'html' },
          cache: 'no-store',
          responseHandler: async (response) =>
            response.ok
              ? await response.blob()
              : response.headers.get('content-type')?.includes('json')
                ? ((await response.json()) as unknown)
                : response.text(),
        });
        if (answer.error) return { error: answer.error };
        const blob = answer.data as Blob;
        return { data: URL.createObjectURL(new Blob([blob], { type: 'text/html' })) };
      },
    }),
  }),
});

/**
 * Prints a server's print page: fetched when asked for (a receipt counts every output: the next one says "Kopie"),
 * shown in a hidden frame, printed by the frame. `print()` rejects with the server's refusal.
 */
export function usePrintFrame() {
  const [page, setPage] = useState<string | null>(null);
  const [load, loading] = printPageApi.useLoadTillPrintPageMutation();
  useEffect(() => () => void (page && URL.revokeObjectURL(page)), [page]);
  const print = async (url: string) => setPage(await load({ url }).unwrap());
  return { page, print, loading: loading.isLoading };
}

/** The hidden frame of a print page: prints once loaded. */
export function PrintFrame({ page, title, testId }: { page: string | null; title: string; testId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  if (!page) return null;
  return (
    <iframe
      ref={frame}
      className="counter-receipt__frame"
      src={page}
      title={title}
      data-testid={testId}
      onLoad={() => frame.current?.contentWindow?.print()}
    />
  );
}
