import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';

/** Bound before the multipart interceptor: its size refusal becomes FILE_TOO_LARGE, its form errors name the field. */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  constructor(private readonly config: AppConfig) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          const maxBytes = this.config.UPLOAD_MAX_BYTES;
          return throwError(() => new DomainError(ErrorType.FILE_TOO_LARGE, `The upload is larger than ${maxBytes} bytes`, { maxBytes }));
        }
        if (error instanceof BadRequestException && typeof error.getResponse() === 'object') {
          const body = error.getResponse() as { message?: unknown };
          const message = Array.isArray(body.message)
            ? body.message
            : [`file: ${typeof body.message === 'string' ? body.message : 'invalid multipart body'}`];
          return throwError(() => new BadRequestException({ statusCode: 400, message, error: 'Bad Request' }));
        }
        return throwError(() => error);
      }),
    );
  }
}

/** A missing file part is a 400 naming the field, in the validation shape. */
export function requireUpload<T extends { buffer?: Buffer }>(file: T | undefined): T & { buffer: Buffer } {
  if (!file?.buffer) {
    throw new BadRequestException({
      statusCode: 400,
      message: ['file must be a file in the multipart field "file"'],
      error: 'Bad Request',
    });
  }
  return file as T & { buffer: Buffer };
}
