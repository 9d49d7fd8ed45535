import { officeApi } from '../api/officeApi';

// Files the office downloads with the bearer token (a plain link carries none): the PDFs of a booking and the CSV
// export. Fetched through the api slice (token, refresh on 401) as a blob and saved under the server's file name;
// nothing but the file name is kept in the store.

/** The file name of a Content-Disposition header (RFC 6266: filename* first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent((star[1] ?? '').trim());
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

function save(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

interface Saved {
  fileName: string;
}

const filesApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    saveOfficeFile: build.mutation<Saved, { url: string; fallbackName: string }>({
      async queryFn({ url, fallbackName }, _api, _extra, baseQuery) {
        const answer = await baseQuery({
          url,
          cache: 'no-store',
          // A failure keeps its JSON (the error catalogue's text); a success is the file.
          responseHandler: async (response) =>
            response.ok
              ? {
                  blob: await response.blob(),
                  fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName),
                }
              : response.headers.get('content-type')?.includes('json')
                ? ((await response.json()) as unknown)
                : response.text(),
        });
        if (answer.error) return { error: answer.error };
        const file = answer.data as { blob: Blob; fileName: string };
        save(file.blob, file.fileName);
        return { data: { fileName: file.fileName } };
      },
    }),
  }),
});

export const { useSaveOfficeFileMutation } = filesApi;
