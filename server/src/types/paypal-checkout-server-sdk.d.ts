// @paypal/checkout-server-sdk 1.0 (CommonJS) ships no type declarations; this covers the part the PayPal driver uses.
// Under Node's ESM only the default import carries the whole API (`import paypal from '@paypal/checkout-server-sdk'`).
declare module '@paypal/checkout-server-sdk' {
  namespace paypal {
    /** What the SDK's http client sends: a path below the environment's base URL, a verb, headers and a JSON body. */
    interface HttpRequest {
      path: string;
      verb: string;
      body: unknown;
      headers: Record<string, string>;
    }

    interface HttpResponse<T> {
      statusCode: number;
      headers: Record<string, string | string[] | undefined>;
      /** The parsed JSON body; absent on an empty body. */
      result: T;
    }

    /** Rejections of `execute` for non-2xx answers (@paypal/paypalhttp's HttpError); network errors are plain Errors. */
    interface HttpError extends Error {
      statusCode: number;
      headers: Record<string, string | string[] | undefined>;
      /** The answer's body text. */
      message: string;
    }

    namespace core {
      class PayPalEnvironment {
        constructor(clientId: string, clientSecret: string, baseUrl: string, webUrl: string);
        readonly clientId: string;
        readonly baseUrl: string;
        readonly webUrl: string;
      }
      class SandboxEnvironment extends PayPalEnvironment {
        constructor(clientId: string, clientSecret: string);
      }
      class LiveEnvironment extends PayPalEnvironment {
        constructor(clientId: string, clientSecret: string);
      }
      /** Fetches and caches the OAuth token (process-wide, per client id) and retries once on a 401. */
      class PayPalHttpClient {
        constructor(environment: PayPalEnvironment, refreshToken?: string);
        execute<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
      }
    }

    namespace orders {
      class OrdersCreateRequest implements HttpRequest {
        path: string;
        verb: string;
        body: unknown;
        headers: Record<string, string>;
        constructor();
        prefer(prefer: string): this;
        payPalPartnerAttributionId(id: string): this;
        requestBody(order: object): this;
      }
      class OrdersGetRequest implements HttpRequest {
        path: string;
        verb: string;
        body: unknown;
        headers: Record<string, string>;
        constructor(orderId: string);
      }
      class OrdersCaptureRequest implements HttpRequest {
        path: string;
        verb: string;
        body: unknown;
        headers: Record<string, string>;
        constructor(orderId: string);
        payPalRequestId(id: string): this;
        payPalClientMetadataId(id: string): this;
        prefer(prefer: string): this;
        requestBody(body: object): this;
      }
    }

    namespace payments {
      class CapturesRefundRequest implements HttpRequest {
        path: string;
        verb: string;
        body: unknown;
        headers: Record<string, string>;
        constructor(captureId: string);
        payPalRequestId(id: string): this;
        prefer(prefer: string): this;
        requestBody(body: object): this;
      }
    }
  }

  export = paypal;
}
