// The static pages of spec section 2: framed under /content/…, frameless under /static/headless/….
export const CONTENT_PAGES = ['imprint', 'dataprivacy', 'terms', 'contact', 'about', 'vendor'] as const;
export type ContentPageName = (typeof CONTENT_PAGES)[number];

export const HEADLESS_PAGES = ['terms', 'dataprivacy', 'imprint', 'about'] as const;
export type HeadlessPageName = (typeof HEADLESS_PAGES)[number];

export const FORM_PAGES = ['contact', 'vendor'] as const;
export type FormPageName = (typeof FORM_PAGES)[number];

export function isContentPage(value: string | undefined): value is ContentPageName {
  return (CONTENT_PAGES as readonly string[]).includes(value ?? '');
}

export function isHeadlessPage(value: string | undefined): value is HeadlessPageName {
  return (HEADLESS_PAGES as readonly string[]).includes(value ?? '');
}

export function isFormPage(value: string): value is FormPageName {
  return (FORM_PAGES as readonly string[]).includes(value);
}

/** Static pages are German, or English for every other language (spec 1). */
export function contentLanguage(language: string | undefined): 'de' | 'en' {
  return language?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** The product's contact data shown on the contact page (demo values; replace for production). */
export const PRODUCT_CONTACT = { phone: '+49 4503 000000', email: 'kontakt@strandkorb.example' } as const;

/** Where the contact and vendor forms post (multipart); VITE_FORMS_URL may hold {form} for the page name. */
export function formsUrl(form: FormPageName, configured: string | undefined): string {
  const base = configured?.trim() || '/api/v1/features/public/forms/{form}';
  return base.includes('{form}') ? base.replace('{form}', form) : `${base.replace(/\/$/, '')}/${form}`;
}

export type FormOutcome = { kind: 'form' } | { kind: 'success' } | { kind: 'error'; code?: string; message?: string };

/** The page state from the query flags: success=true, or error=true with code and message. */
export function formOutcome(search: string): FormOutcome {
  const query = new URLSearchParams(search);
  if (query.get('success') === 'true') return { kind: 'success' };
  if (query.get('error') === 'true') {
    return { kind: 'error', code: query.get('code') || undefined, message: query.get('message') || undefined };
  }
  return { kind: 'form' };
}

/** The query flags for a result of a form post. */
export function outcomeSearch(outcome: FormOutcome): string {
  if (outcome.kind === 'success') return '?success=true';
  if (outcome.kind === 'error') {
    const query = new URLSearchParams({ error: 'true' });
    if (outcome.code) query.set('code', outcome.code);
    if (outcome.message) query.set('message', outcome.message);
    return `?${query.toString()}`;
  }
  return '';
}

export interface FormFields {
  name: string;
  email: string;
  body: string;
}

export type FormProblem = 'name' | 'email' | 'body' | 'attachmentSize';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Attachments above this size are refused before posting. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** Which fields keep the form from being sent: name, a valid email and a message are required. */
export function formProblems(fields: FormFields, attachmentBytes = 0): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!fields.name.trim()) problems.push('name');
  if (!EMAIL.test(fields.email.trim())) problems.push('email');
  if (!fields.body.trim()) problems.push('body');
  if (attachmentBytes > MAX_ATTACHMENT_BYTES) problems.push('attachmentSize');
  return problems;
}

/** The outcome of the form post from the response status and body (either error shape of spec 8). */
export function outcomeOfResponse(status: number, body: unknown): FormOutcome {
  if (status >= 200 && status < 300) return { kind: 'success' };
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code =
    typeof data.errorType === 'string' ? data.errorType : typeof data.error === 'string' ? data.error : String(status);
  const message =
    typeof data.message === 'string' ? data.message : Array.isArray(data.message) ? data.message.join(', ') : undefined;
  return { kind: 'error', code, message };
}
