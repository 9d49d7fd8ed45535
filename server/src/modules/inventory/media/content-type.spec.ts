import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../../common/errors/domain-error.js';
import { detectUpload, isPlainText, sniffBinary } from './content-type.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('no error');
};

describe('upload content types', () => {
  it('tells types by their magic numbers', () => {
    expect(sniffBinary(PNG)?.mimeType).toBe('image/png');
    expect(sniffBinary(JPEG)?.mimeType).toBe('image/jpeg');
    expect(sniffBinary(WEBP)?.mimeType).toBe('image/webp');
    expect(sniffBinary(PDF)?.mimeType).toBe('application/pdf');
    expect(sniffBinary(Buffer.from('GIF89a'))).toBeUndefined();
  });

  it('knows plain text from binary', () => {
    expect(isPlainText(Buffer.from('Nummer;Preis\n1;15,00 €\n'))).toBe(true);
    expect(isPlainText(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(isPlainText(Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(isPlainText(Buffer.alloc(0))).toBe(false);
  });

  it('refuses a script named .png, as an image and as a file', () => {
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
    expect(errorOf(() => detectUpload(script, 'photo.png', 'image')).errorType).toBe('UNSUPPORTED_FILE_TYPE');
    expect(errorOf(() => detectUpload(script, 'photo.png', 'file')).payload.reason).toMatch(/\.png but the content is text\/plain/);
  });

  it('refuses a PDF as an image, and a PNG named .pdf', () => {
    expect(errorOf(() => detectUpload(PDF, 'plan.pdf', 'image')).payload.reason).toBe('content is application/pdf');
    expect(errorOf(() => detectUpload(PNG, 'plan.pdf', 'file')).errorType).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('accepts by content whatever the name claims, when it does not contradict', () => {
    expect(detectUpload(JPEG, 'IMG_1234.JPEG', 'image').extension).toBe('jpg');
    expect(detectUpload(PDF, 'no-extension', 'file').mimeType).toBe('application/pdf');
    expect(detectUpload(Buffer.from('a,b\n1,2\n'), 'export.csv', 'file').mimeType).toBe('text/csv');
    expect(detectUpload(Buffer.from('Hallo'), 'notes.txt', 'file').mimeType).toBe('text/plain');
  });
});
