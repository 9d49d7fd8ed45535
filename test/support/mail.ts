import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait.js';

/** A mail as the tests read it: headers, and the decoded text and HTML parts. */
export interface ReceivedMail {
  to: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  /** Attached files (content decoded as UTF-8 text). */
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
}

/** Quoted-printable (RFC 2045): soft line breaks and =XX bytes, read as UTF-8. */
export function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in a header (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function splitHeaders(block: string): [Record<string, string>, string] {
  const at = block.search(/\r?\n\r?\n/);
  const head = at < 0 ? block : block.slice(0, at);
  const body = at < 0 ? '' : block.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, body];
}

const decodeBody = (body: string, encoding = '') =>
  /quoted-printable/i.test(encoding)
    ? decodeQuotedPrintable(body)
    : /base64/i.test(encoding)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body;

/** Enough MIME for the platform's own mails: a single part, a multipart/alternative of text and HTML, or that inside a multipart/mixed with attachments. */
export function parseMail(raw: string): ReceivedMail {
  const [headers, body] = splitHeaders(raw);
  const parts: { type: string; content: string; filename?: string }[] = [];
  collectParts(headers, body, parts);
  const inline = parts.filter((p) => p.filename === undefined);
  return {
    to: headers.to ?? '',
    subject: decodeHeader(headers.subject ?? ''),
    headers,
    text: inline.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: inline.find((p) => p.type.startsWith('text/html'))?.content ?? '',
    attachments: parts
      .filter((p) => p.filename !== undefined)
      .map((p) => ({ filename: p.filename!, contentType: p.type, content: p.content })),
    raw,
  };
}

/** The leaf parts of a (possibly nested, e.g. multipart/mixed around multipart/alternative) MIME body; attachments keep their file name. */
function collectParts(headers: Record<string, string>, body: string, parts: { type: string; content: string; filename?: string }[]): void {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) {
    const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1];
    parts.push({
      type: headers['content-type'] ?? 'text/plain',
      content: decodeBody(body, headers['content-transfer-encoding']),
      ...(filename ? { filename } : {}),
    });
    return;
  }
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const [h, b] = splitHeaders(chunk.replace(/^\r?\n/, ''));
    collectParts(h, b, parts);
  }
}

/** The token in a mail's link (`?token=…`). */
export function tokenFromLink(mail: ReceivedMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no link to ${path} in the mail:\n${mail.text}`);
  return match[1];
}

/** A real SMTP server on a free local port, keeping every mail it accepts. */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  /** Answers the next n deliveries with this SMTP error instead of accepting them. */
  failNext: { count: number; code: number } = { count: 0, code: 451 };
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.failNext.count > 0) {
            this.failNext.count--;
            const error = Object.assign(new Error('try again later'), { responseCode: this.failNext.code });
            return callback(error);
          }
          this.mails.push(parseMail(Buffer.concat(chunks).toString('utf8')));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  /** The first mail to `to` (whose subject matches, if given), once it has arrived. */
  waitForMail(to: string, subject?: RegExp): Promise<ReceivedMail> {
    return waitFor(() => this.mails.find((m) => m.to.includes(to) && (!subject || subject.test(m.subject))), `a mail to ${to}`);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** The outbox files (name and parsed mail) in a folder. */
export async function readOutbox(folder: string): Promise<{ file: string; mail: ReceivedMail }[]> {
  const files = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map(async (file) => ({ file, mail: parseMail(await readFile(join(folder, file), 'utf8')) })),
  );
}

export async function waitForOutboxMail(folder: string, to: string, subject?: RegExp) {
  return waitFor(
    async () => (await readOutbox(folder)).find(({ mail }) => mail.to.includes(to) && (!subject || subject.test(mail.subject))),
    `an outbox mail to ${to}`,
  );
}
