import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { assertFound } from '../../../common/errors/domain-error.js';
import { renderTermsHtml } from './terms-html.js';
import { renderTermsPdf } from './terms-pdf.js';

/** A rendered document ready to send. */
export interface RenderedDocument {
  fileName: string;
  contentType: string;
  body: Buffer;
}

interface TermsSource {
  vendorName: string;
  terms: string;
}

/** The rental terms of a vendor or a location (falling back to its vendor's), as HTML or PDF; public. */
@Injectable()
export class TermsService {
  constructor(private readonly db: DataSource) {}

  async vendorTerms(id: number, format: 'html' | 'pdf'): Promise<RenderedDocument> {
    const rows: TermsSource[] = await this.db.query(
      `SELECT company_name AS "vendorName", terms FROM vendor WHERE id = $1 AND coalesce(btrim(terms), '') <> ''`,
      [id],
    );
    return this.render(assertFound(rows[0], 'Terms', id), format);
  }

  async locationTerms(id: number, format: 'html' | 'pdf'): Promise<RenderedDocument> {
    const rows: TermsSource[] = await this.db.query(
      `SELECT v.company_name AS "vendorName", coalesce(nullif(btrim(l.terms), ''), v.terms) AS terms
         FROM location l JOIN vendor v ON v.id = l.vendor_id
        WHERE l.id = $1 AND coalesce(nullif(btrim(l.terms), ''), btrim(v.terms), '') <> ''`,
      [id],
    );
    return this.render(assertFound(rows[0], 'Terms', id), format);
  }

  /** Named as the storefront saves it: the vendor name plus _terms.pdf. */
  private async render(source: TermsSource, format: 'html' | 'pdf'): Promise<RenderedDocument> {
    const title = `Mietbedingungen ${source.vendorName}`;
    if (format === 'html') {
      return {
        fileName: `${source.vendorName}_terms.html`,
        contentType: 'text/html; charset=utf-8',
        body: Buffer.from(renderTermsHtml(title, source.terms)),
      };
    }
    return {
      fileName: `${source.vendorName}_terms.pdf`,
      contentType: 'application/pdf',
      body: await renderTermsPdf(title, source.vendorName, source.terms),
    };
  }
}
