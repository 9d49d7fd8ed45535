// pdfkit 0.20 ships no type declarations; this covers the part of its API the server uses.
declare module 'pdfkit' {
  import { Readable } from 'node:stream';

  export interface PDFTextOptions {
    continued?: boolean;
    indent?: number;
    paragraphGap?: number;
    lineGap?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    width?: number;
    underline?: boolean;
    lineBreak?: boolean;
  }

  export interface PDFDocumentOptions {
    size?: string | [number, number];
    margin?: number;
    compress?: boolean;
    bufferPages?: boolean;
    lang?: string;
    info?: { Title?: string; Author?: string; Subject?: string; Creator?: string; Producer?: string };
  }

  export default class PDFDocument extends Readable {
    constructor(options?: PDFDocumentOptions);
    page: { width: number; height: number; margins: { top: number; bottom: number; left: number; right: number } };
    x: number;
    y: number;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    text(text: string, options?: PDFTextOptions): this;
    text(text: string, x: number, y?: number, options?: PDFTextOptions): this;
    moveDown(lines?: number): this;
    heightOfString(text: string, options?: PDFTextOptions): number;
    addPage(): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    lineWidth(width: number): this;
    strokeColor(color: string): this;
    stroke(): this;
    rect(x: number, y: number, width: number, height: number): this;
    fill(color?: string): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(n: number): this;
    end(): void;
  }
}
