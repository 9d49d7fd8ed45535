import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveOfficeFileMutation } from '../bookings/download';
import { useErrorText } from '../ui/errorText';

/** A report's CSV download (fetched with the session's token), with what was saved or went wrong announced. */
export function CsvButton({ url, fallbackName, label }: { url: string; fallbackName: string; label: string }) {
  const { t } = useTranslation('reports');
  const [saveFile, saving] = useSaveOfficeFileMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const errorText = useErrorText();

  const onDownload = async () => {
    setSaved(null);
    const answer = await saveFile({ url, fallbackName });
    if ('data' in answer && answer.data) setSaved(answer.data.fileName);
  };

  return (
    <div className="reports-csv">
      <button type="button" className="office-button" onClick={() => void onDownload()} disabled={saving.isLoading}>
        {saving.isLoading ? t('csv.busy') : label}
      </button>
      <p role="status" aria-live="polite" className="reports__status">
        {saved && t('csv.saved', { name: saved })}
      </p>
      {saving.error && (
        <p className="office-alert" role="alert">
          {errorText(saving.error)}
        </p>
      )}
    </div>
  );
}
