import type { PaymentProvider } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';

/** What a customer reads when a provider call failed: never the provider's text (it may name ids or key fragments). */
export const PROVIDER_ERROR_MESSAGE = 'The payment provider could not complete the request; please try again in a moment';

/**
 * A failed call at a payment provider: PAYMENT_PROVIDER_ERROR (502) with a fixed public message and `{provider}`;
 * `detail` says what failed and is only logged (the drivers log it where they throw).
 */
export class PaymentProviderError extends DomainError {
  constructor(
    provider: PaymentProvider,
    readonly detail: string,
  ) {
    super(ErrorType.PAYMENT_PROVIDER_ERROR, PROVIDER_ERROR_MESSAGE, { provider });
  }
}
