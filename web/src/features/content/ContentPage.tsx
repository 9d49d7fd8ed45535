import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorPage } from '../errors/ErrorPage';
import { useHomePath } from '../widget/useWidget';
import { ContentForm } from './ContentForm';
import {
  formOutcome,
  isContentPage,
  isFormPage,
  isHeadlessPage,
  PRODUCT_CONTACT,
  type ContentPageName,
} from './contentPages';
import { useContentText } from './contentText';
import { FormResult } from './FormResult';
import { fillPlaceholders } from './markdownBlocks';
import { MarkdownView } from './MarkdownView';
import './content.css';

function ContentText({ page }: { page: ContentPageName }) {
  const { t, i18n } = useTranslation('content');
  const text = useContentText(page, i18n.language);
  if (text.state === 'loading') return <p role="status">{t('loading')}</p>;
  if (text.state === 'failed') return <p role="alert">{t('failed')}</p>;
  return <MarkdownView text={fillPlaceholders(text.text, PRODUCT_CONTACT)} headingId="content-title" />;
}

/** /content/{page}: the static page in the app frame, with a close button back to the start (spec 2). */
export function ContentPage() {
  const { page } = useParams();
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  const home = useHomePath();
  if (!isContentPage(page)) return <ErrorPage code={404} />;
  const outcome = formOutcome(search);
  return (
    <article className="content-page" aria-labelledby="content-title" data-testid="content-page" data-page={page}>
      <Link
        to={home}
        className="content-page__close"
        aria-label={t('close')}
        title={t('close')}
        data-testid="content-close"
      >
        <span aria-hidden="true">×</span>
      </Link>
      {isFormPage(page) && outcome.kind !== 'form' ? (
        <>
          <h1 id="content-title">{t(`titles.${page}`)}</h1>
          <FormResult form={page} outcome={outcome} pathname={pathname} />
        </>
      ) : (
        <>
          <ContentText page={page} />
          {isFormPage(page) && <ContentForm form={page} />}
        </>
      )}
    </article>
  );
}

/** /static/headless/{page}: the same text without frame or close button; any other page is a 404 (spec 2). */
export function HeadlessContentPage() {
  const { page } = useParams();
  if (!isHeadlessPage(page)) return <ErrorPage code={404} />;
  return (
    <main
      className="content-page content-page--headless"
      aria-labelledby="content-title"
      data-testid="content-page"
      data-page={page}
    >
      <ContentText page={page} />
    </main>
  );
}
