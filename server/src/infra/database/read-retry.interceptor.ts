import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { catchError, Observable, throwError, timer, switchMap } from 'rxjs';
import { isConnectionLoss } from '../../common/errors/connection-loss.js';

/** A moment for the pool to drop the dead connection and for a restarting server to come back. */
const RETRY_DELAY_MS = 50;

/**
 * A GET (or HEAD) whose handler failed with a lost database connection runs once more, on fresh connections: GET
 * handlers are reads, or idempotent like a customer's reload (the payment return pages). Guards (auth, rate limits)
 * are not run again. What fails a second time is the filter's 503 SERVICE_UNAVAILABLE.
 */
@Injectable()
export class ReadRetryInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const method = context.switchToHttp().getRequest<FastifyRequest>().method;
    if (method !== 'GET' && method !== 'HEAD') return next.handle();
    // next.handle() is deferred: subscribing to it again calls the handler again.
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          isConnectionLoss(error) ? timer(RETRY_DELAY_MS).pipe(switchMap(() => next.handle())) : throwError(() => error),
        ),
      );
  }
}
