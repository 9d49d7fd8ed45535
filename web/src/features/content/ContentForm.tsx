import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  formProblems,
  formsUrl,
  outcomeOfResponse,
  outcomeSearch,
  type FormPageName,
  type FormProblem,
} from './contentPages';

/** Posts the contact or vendor form (multipart: name, email, body, attachment) and switches to the result flags. */
export function ContentForm({ form }: { form: FormPageName }) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const id = useId();
  const [fields, setFields] = useState({ name: '', email: '', body: '' });
  const [attachment, setAttachment] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const problems = formProblems(fields, attachment?.size ?? 0);
  const shown = touched ? problems : [];
  const problemOf = (field: FormProblem) => (shown.includes(field) ? `${id}-${field}-problem` : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (problems.length > 0) return;
    const data = new FormData();
    data.set('name', fields.name.trim());
    data.set('email', fields.email.trim());
    data.set('body', fields.body.trim());
    if (attachment) data.set('attachment', attachment, attachment.name);
    setSending(true);
    let search: string;
    try {
      const response = await fetch(formsUrl(form, import.meta.env.VITE_FORMS_URL as string | undefined), {
        method: 'POST',
        body: data,
        credentials: 'include',
      });
      const body: unknown = await response.json().catch(() => null);
      search = outcomeSearch(outcomeOfResponse(response.status, body));
    } catch {
      search = outcomeSearch({ kind: 'error', code: 'UNKNOWN' });
    } finally {
      setSending(false);
    }
    void navigate(`${pathname}${search}`);
  };

  const field = (name: 'name' | 'email' | 'body') => ({
    value: fields[name],
    required: true,
    'aria-invalid': shown.includes(name) || undefined,
    'aria-describedby': problemOf(name),
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form
      className="content-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="content-form"
    >
      <h2 id={`${id}-title`}>{t(`form.title.${form}`)}</h2>
      <label htmlFor={`${id}-name`}>{t('form.name')}</label>
      <input id={`${id}-name`} name="name" autoComplete="name" {...field('name')} />
      {shown.includes('name') && (
        <p id={problemOf('name')} className="content-form__problem">
          {t('form.problems.name')}
        </p>
      )}
      <label htmlFor={`${id}-email`}>{t('form.email')}</label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="email" {...field('email')} />
      {shown.includes('email') && (
        <p id={problemOf('email')} className="content-form__problem">
          {t('form.problems.email')}
        </p>
      )}
      <label htmlFor={`${id}-body`}>{t('form.body')}</label>
      <textarea id={`${id}-body`} name="body" rows={6} {...field('body')} />
      {shown.includes('body') && (
        <p id={problemOf('body')} className="content-form__problem">
          {t('form.problems.body')}
        </p>
      )}
      <label htmlFor={`${id}-attachment`}>{t('form.attachment')}</label>
      <input
        id={`${id}-attachment`}
        name="attachment"
        type="file"
        accept="application/pdf,image/png,image/jpeg,image/webp"
        aria-describedby={problemOf('attachmentSize')}
        onChange={(event) => setAttachment(event.target.files?.[0] ?? null)}
      />
      {shown.includes('attachmentSize') && (
        <p id={problemOf('attachmentSize')} className="content-form__problem">
          {t('form.problems.attachmentSize')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending} data-testid="content-form-submit">
        {sending ? t('form.sending') : t('form.send')}
      </button>
    </form>
  );
}
