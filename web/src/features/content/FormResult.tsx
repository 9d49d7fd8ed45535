import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FormOutcome, FormPageName } from './contentPages';

/** The message after a form post, from the query flags (spec 8: contact and vendor error texts). */
export function FormResult({
  form,
  outcome,
  pathname,
}: {
  form: FormPageName;
  outcome: FormOutcome;
  pathname: string;
}) {
  const { t, i18n } = useTranslation('content');
  if (outcome.kind === 'form') return null;
  // Codes and messages come from the address: shown translated when the error namespace knows them, else as written.
  const translate = (key: string | undefined): string => {
    if (!key) return '';
    const known: unknown = i18n.getResource(i18n.language, 'error', key) ?? i18n.getResource('de', 'error', key);
    // Values of a payload do not travel in the address: their placeholders are left out.
    return typeof known === 'string' ? known.replace(/\{\{\s*\w+\s*\}\}/g, '…') : key;
  };
  return (
    <div className="content-result" role={outcome.kind === 'error' ? 'alert' : 'status'} data-testid="form-result">
      {outcome.kind === 'success' ? (
        <>
          <h2>{t('form.successTitle')}</h2>
          <p>{t(`form.success.${form}`)}</p>
        </>
      ) : form === 'contact' ? (
        <>
          <h2>{translate(outcome.code) || t('form.errorTitle')}</h2>
          <p>{translate(outcome.message) || t('form.errorText')}</p>
        </>
      ) : (
        <>
          <h2>{t('form.errorTitle')}</h2>
          <p>{t('form.errorMessage')}</p>
          <p>{translate(outcome.message) || t('form.errorText')}</p>
        </>
      )}
      {outcome.kind === 'error' && (
        <Link to={pathname} className="button">
          {t('form.tryAgain')}
        </Link>
      )}
    </div>
  );
}
