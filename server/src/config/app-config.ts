import 'reflect-metadata';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { secretProblem } from './secret-strength.js';
import { TrustProxyConstraint, trustProxyOf, type TrustProxy } from './trust-proxy.js';

/** scrypt's cost N of a new password hash: 2^15, 32 MB and about 0.1 s of a core (users/password.ts). */
export const DEFAULT_PASSWORD_SCRYPT_N = 32768;
/** The powers of two N may be, from 2^10 (the tests' cost) to 2^20. */
const PASSWORD_COSTS = Array.from({ length: 11 }, (_, i) => 2 ** (10 + i));

/** The rate-limited actions, each configured by its RATE_LIMIT_<name> variable. */
export type RateLimitName =
  | 'LOGIN'
  | 'LOGIN_IP'
  | 'LOGIN_ACCOUNT'
  | 'REGISTER'
  | 'REGISTER_EMAIL'
  | 'CONFIRM_RESEND'
  | 'PASSWORD_RESET'
  | 'BOOKING_LOOKUP'
  | 'BOOKING_LOOKUP_REF'
  | 'BOOKING_STATUS'
  | 'FORMS'
  | 'LOCK_HEALTH'
  | 'PAYMENT_CHECKOUT';

/** What a process runs (APP_ROLE): everything, only the HTTP API (producers), or only the queue workers and sweepers. */
export const APP_ROLES = ['all', 'api', 'worker'] as const;
export type AppRole = (typeof APP_ROLES)[number];

/** `<limit>/<windowSeconds>`, e.g. 10/300: ten calls per five minutes. */
const RATE = /^[1-9]\d{0,6}\/[1-9]\d{0,7}$/;
const RATE_MESSAGE = '$property must be <calls>/<seconds>, e.g. 10/300';
const CSP_SOURCE = String.raw`(\*|'self'|'none'|https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?|(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+)`;
const CSP_SOURCES = new RegExp(`^${CSP_SOURCE}( ${CSP_SOURCE})*$`, 'i');
const ORIGIN = String.raw`https?:\/\/[a-z0-9.-]+(:\d{1,5})?`;
const CORS_ORIGIN_LIST = new RegExp(`^(|\\*|\\s*${ORIGIN}\\s*(,\\s*${ORIGIN}\\s*)*)$`, 'i');

const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : typeof value === 'string' && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

/** Marks a variable whose value must never reach a log line. */
const SENSITIVE = new Set<string>();
function Sensitive(): PropertyDecorator {
  return (_target, key) => void SENSITIVE.add(String(key));
}
/** The names of the sensitive variables (masked in logs, checked as secrets in production). */
export const SENSITIVE_VARIABLES: ReadonlySet<string> = SENSITIVE;

/**
 * Every environment variable the server reads, validated at boot.
 * Groups: server, database, redis, auth, storage, mail, stripe, paypal.
 */
export class AppConfig {
  // --- server
  /**
   * What this deployment is. Unset counts as production (fail closed): the demo JWT secret, the demo storefront key and
   * the demo payment page are off and secrets must be set. `npm run demo` sets development, the tests test, the image production.
   */
  @IsIn(['development', 'test', 'production']) NODE_ENV: 'development' | 'test' | 'production' = 'production';
  /**
   * What this process does: `all` (the default) everything; `api` serves HTTP and enqueues jobs but runs no queue worker
   * and no sweeper; `worker` runs the queue workers and the sweepers and answers only GET /health and /metrics (with or
   * without the /api/v1 prefix), every other path 404. One deployment runs any mix of them on one QUEUE_PREFIX.
   */
  @IsIn(APP_ROLES, { message: `APP_ROLE must be one of ${APP_ROLES.join(', ')}` }) APP_ROLE: AppRole = 'all';
  @Type(() => Number) @IsInt() @Min(0) @Max(65535) PORT = 3000;
  @IsString() HOST = '0.0.0.0';
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) LOG_LEVEL = 'info';
  /** GET /metrics in production needs `Authorization: Bearer <METRICS_TOKEN>` from every caller, loopback included (development and test are open). */
  @Sensitive() @IsOptional() @IsString() @MinLength(24) METRICS_TOKEN?: string = undefined;
  /** Serve /metrics on this port instead of the API's (kept inside the cluster; no token); /metrics on PORT is then 404. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(65535) METRICS_PORT?: number = undefined;
  /** Folder of the built storefront served at `/`; empty disables it. */
  @IsString() WEB_DIST_DIR = '';
  /**
   * Comma-separated origins (https://host[:port]) allowed to call the API from a browser page of theirs; empty (the
   * default): none, the storefront and its widget (an iframe of the storefront) call from their own origin. '*' allows
   * every origin, without credentials.
   */
  @Matches(CORS_ORIGIN_LIST, { message: 'CORS_ORIGINS must be empty, * or comma-separated origins like https://www.example.de' })
  CORS_ORIGINS = '';
  /** Folder for local files: outbox mails, documents and images when no S3 is configured. */
  @IsString() DATA_DIR = '.data';
  /**
   * Where people reach the storefront and back office; links in mails start with it. Unset: `http://localhost:<PORT>`
   * (loadConfig). A checkout sends the guest back to the origin the browser called from when the server serves it
   * (infra/http/public-origin.ts), to this one otherwise.
   */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }) PUBLIC_BASE_URL = 'http://localhost:3000';
  /** CSP frame-ancestors: who may embed the storefront as a widget; space-separated sources, '*' for anyone. */
  @Matches(CSP_SOURCES, { message: "CSP_FRAME_ANCESTORS must be space-separated sources: *, 'self', 'none', https://host or *.host" })
  CSP_FRAME_ANCESTORS = '*';
  /**
   * Which peers may tell the client's address in X-Forwarded-For (the load balancer in front). Unset: nobody, the
   * socket's address counts (a header cannot make a caller a new "IP" for the rate limits). Otherwise `loopback`,
   * `linklocal`, `uniquelocal`, addresses or CIDRs (comma-separated), or a hop count (trust-proxy.ts).
   */
  @Validate(TrustProxyConstraint) TRUST_PROXY = '';

  // --- database
  @IsString() @MinLength(1) DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/strandkorb';
  @Type(() => Number) @IsInt() @Min(1) @Max(200) DATABASE_POOL_SIZE = 20;
  /**
   * Bounded waits of every app connection (docs/bookings-guarantees.md "Bounded waits"), in milliseconds, 0 = no limit.
   * Lock: how long a statement waits for a row or advisory lock (a booking, a chair) before it gives up (55P03, a 503).
   */
  @Type(() => Number) @IsInt() @Min(0) @Max(600_000) DATABASE_LOCK_TIMEOUT_MS = 5000;
  /** How long one statement may run (57014, a 503); the CLI's migrations and seed run without it. */
  @Type(() => Number) @IsInt() @Min(0) @Max(3_600_000) DATABASE_STATEMENT_TIMEOUT_MS = 15_000;
  /** How long a transaction may sit idle (the app awaiting something else) before the server ends its session (25P03). */
  @Type(() => Number) @IsInt() @Min(0) @Max(3_600_000) DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
  /**
   * How long a request waits for a connection of the pool (all busy) before it gives up: a 503. The one wait of the app
   * the database cannot see, so none of the three above bounds it.
   */
  @Type(() => Number) @IsInt() @Min(0) @Max(600_000) DATABASE_POOL_WAIT_MS = 10_000;
  /** Availability event streams (Server-Sent Events) one client address may hold open at a time on one instance. */
  @Type(() => Number) @IsInt() @Min(1) @Max(1000) EVENT_STREAMS_PER_IP = 20;
  /** Availability event streams one instance holds open at most; past it a new stream gets 503 and the client retries elsewhere. */
  @Type(() => Number) @IsInt() @Min(1) @Max(100_000) EVENT_STREAMS_PER_INSTANCE = 5000;
  /** Seconds between the heartbeats of an event stream (a comment line that keeps proxies from closing it). */
  @Type(() => Number) @IsInt() @Min(1) @Max(300) EVENT_STREAM_HEARTBEAT_SECONDS = 15;
  /** Seconds a public availability answer may be served from this instance's cache (kept correct by the events); 0 = off. */
  @Type(() => Number) @IsInt() @Min(0) @Max(300) AVAILABILITY_CACHE_SECONDS = 30;
  /** Seconds a public catalogue answer (destinations, the vendor's public data) may be served from this instance's cache; 0 = off. */
  @Type(() => Number) @IsInt() @Min(0) @Max(3600) CATALOGUE_CACHE_SECONDS = 60;

  // --- redis
  @IsString() @MinLength(1) REDIS_URL = 'redis://127.0.0.1:6379';
  /** Key prefix of the BullMQ queues (mail, documents, ...); instances that share work share the prefix. */
  @IsString() @Matches(/^[A-Za-z0-9_-]{1,64}$/) QUEUE_PREFIX = 'strandkorb';
  /** Every this many seconds each instance moves jobs that waited in the database while Redis was away (job_outbox) to their queues; 0 = off. */
  @Type(() => Number) @IsInt() @Min(0) @Max(3600) QUEUE_OUTBOX_SWEEP_SECONDS = 5;

  // --- auth
  /** HS256 key of the access tokens. The default is the demo's (public); production needs a random one of its own (secret-strength.ts). */
  @Sensitive() @IsString() @MinLength(32) JWT_SECRET = 'local-demo-secret-change-me-in-production-0123456789';
  @Type(() => Number) @IsInt() @Min(60) JWT_ACCESS_TTL_SECONDS = 900;
  /** A refresh token unused this long expires (each rotation starts it again). */
  @Type(() => Number) @IsInt() @Min(60) REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 3600;
  /** No session (a family of rotated refresh tokens) lives longer than this after its login. */
  @Type(() => Number) @IsInt() @Min(60) REFRESH_TOKEN_ABSOLUTE_TTL_SECONDS = 30 * 24 * 3600;
  @Type(() => Number) @IsInt() @Min(60) EMAIL_CONFIRM_TOKEN_TTL_SECONDS = 48 * 3600;
  @Type(() => Number) @IsInt() @Min(60) PASSWORD_RESET_TOKEN_TTL_SECONDS = 3600;
  /**
   * scrypt's cost N of new password hashes (users/password.ts); a stored hash keeps the N it was made with. Only the
   * tests may set less than the default (NODE_ENV=test): a login there needs no 100 ms of CPU (docs/testing.md).
   */
  @Type(() => Number) @IsIn(PASSWORD_COSTS) PASSWORD_SCRYPT_N = DEFAULT_PASSWORD_SCRYPT_N;

  // --- rate limits: `<calls>/<seconds>` per key (IP and/or e-mail), counted in Redis across all instances
  /** Key prefix of the counters; distinct prefixes keep deployments (or test runs) sharing one Redis apart. */
  @IsString() @Matches(/^[A-Za-z0-9:_-]{1,64}$/) RATE_LIMIT_PREFIX = 'strandkorb:rl';
  /** Logins per IP and e-mail address. */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_LOGIN = '10/300';
  /** Logins per IP, whatever the address (password spraying: one password tried on many accounts). */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_LOGIN_IP = '30/300';
  /**
   * Failed logins per account (the normalised e-mail), from any IP: over it, the account's logins answer 429 until the
   * window ends, even with the right password; a successful login starts the count anew.
   */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_LOGIN_ACCOUNT = '10/900';
  /** Registrations per IP. */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_REGISTER = '5/3600';
  /** Registrations per e-mail address, from any IP: one confirmation mail per window reaches a mailbox. */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_REGISTER_EMAIL = '1/900';
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_CONFIRM_RESEND = '3/900';
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_PASSWORD_RESET = '3/900';
  /**
   * Lookups of a booking by its reference and the customer's e-mail (details, payment method, submit, abort, cancel, the
   * payment calls and PayPal's return), per IP; 60 leaves room for many phones behind one carrier address (CGNAT).
   */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_BOOKING_LOOKUP = '60/600';
  /** The same lookups per booking reference, from any IP (a guesser spread over many addresses). */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_BOOKING_LOOKUP_REF = '20/600';
  /** GET /features/public/booking_status/{ref}, per IP and per reference (the result page asks every 2 s for up to a minute). */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_BOOKING_STATUS = '120/600';
  /** Contact and vendor forms (POST /features/public/forms/{kind}), per IP. */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_FORMS = '5/600';
  /** A lock's public health (GET /features/public/lock/{id}/health), per IP. */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_LOCK_HEALTH = '60/60';
  /** The storefront's payment calls together (open a Stripe / PayPal checkout, abort it), per IP. */
  @Matches(RATE, { message: RATE_MESSAGE }) RATE_LIMIT_PAYMENT_CHECKOUT = '20/600';

  // --- bookings
  /** Fastify's trustProxy from TRUST_PROXY: false (nobody), a hop count or the trusted addresses. */
  get trustProxy(): TrustProxy {
    return trustProxyOf(this.TRUST_PROXY);
  }

  /** How long an OPEN booking holds its chairs; every added chair pushes the expiry again. */
  @Type(() => Number) @IsInt() @Min(1) @Max(24 * 60) BOOKING_HOLD_MINUTES = 30;
  /** Days a customer has to pay a bank transfer (never past the first chair's start). */
  @Type(() => Number) @IsInt() @Min(1) @Max(60) BOOKING_PAYMENT_DAYS = 7;
  /** Overrides BOOKING_HOLD_MINUTES with a hold in seconds (tests use a hold of a few seconds); unset: the minutes count. */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(24 * 3600) BOOKING_HOLD_SECONDS?: number = undefined;
  /** Every this many seconds each instance expires lapsed bookings its delayed jobs missed (the safety net); 0 = off. */
  @Type(() => Number) @IsInt() @Min(0) @Max(24 * 3600) BOOKING_SWEEP_SECONDS = 60;
  /** At most this many OPEN bookings not yet lapsed created from one IP (POST /features/public/booking); 0 = no cap. */
  @Type(() => Number) @IsInt() @Min(0) @Max(100000) BOOKING_MAX_OPEN_PER_IP = 5;
  /** At most this many OPEN/PENDING bookings not yet lapsed per customer e-mail (add_customer); 0 = no cap. */
  @Type(() => Number) @IsInt() @Min(0) @Max(100000) BOOKING_MAX_OPEN_PER_EMAIL = 3;

  // --- lock devices
  /** A lock not seen (no sync) for this long is OFFLINE in its health. */
  @Type(() => Number) @IsInt() @Min(1) @Max(7 * 24 * 60) LOCK_OFFLINE_MINUTES = 30;
  /** A sync answers the chair's bookings from now until this many hours ahead (what the lock needs offline). */
  @Type(() => Number) @IsInt() @Min(1) @Max(14 * 24) LOCK_SYNC_HORIZON_HOURS = 48;
  /** The nextSyncSeconds a sync answers: when the lock should call again. */
  @Type(() => Number) @IsInt() @Min(10) @Max(24 * 3600) LOCK_SYNC_INTERVAL_SECONDS = 300;

  // --- storage (S3 when S3_BUCKET is set, local disk otherwise)
  @IsOptional() @IsString() S3_BUCKET?: string = undefined;
  @ValidateIf((c: AppConfig) => !!c.S3_BUCKET) @IsOptional() @IsUrl({ require_tld: false }) S3_ENDPOINT?: string = undefined;
  @IsString() S3_REGION = 'eu-central-1';
  @ValidateIf((c: AppConfig) => !!c.S3_BUCKET) @IsOptional() @IsString() S3_ACCESS_KEY_ID?: string = undefined;
  @Sensitive() @ValidateIf((c: AppConfig) => !!c.S3_BUCKET) @IsOptional() @IsString() S3_SECRET_ACCESS_KEY?: string = undefined;
  @Transform(toBool) @IsOptional() @IsBoolean() S3_FORCE_PATH_STYLE?: boolean = undefined;
  /** Largest upload (files and images) in bytes; a larger one is a 413 FILE_TOO_LARGE. */
  @Type(() => Number) @IsInt() @Min(1024) @Max(200 * 1024 * 1024) UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

  // --- mail (SMTP when SMTP_HOST is set, a local outbox folder otherwise)
  @IsOptional() @IsString() SMTP_HOST?: string = undefined;
  @ValidateIf((c: AppConfig) => !!c.SMTP_HOST) @Type(() => Number) @IsInt() SMTP_PORT = 587;
  @IsOptional() @IsString() SMTP_USER?: string = undefined;
  @Sensitive() @IsOptional() @IsString() SMTP_PASSWORD?: string = undefined;
  @IsString() MAIL_FROM = 'Strandkorb <buchung@strandkorb.local>';
  /** Where the storefront's contact and vendor forms are delivered. */
  @IsEmail() OPERATOR_EMAIL = 'info@strandkorb.local';
  /**
   * The storefront's API key (`sk_<8 a-z0-9>_<16+ chars>`), registered at boot and put into the served index.html.
   * Unset: the demo key outside production; in production the storefront's API-key calls are off.
   */
  @Sensitive()
  @IsOptional()
  @Matches(/^sk_[a-z0-9]{8}_[A-Za-z0-9_-]{16,}$/, {
    message: 'STOREFRONT_API_KEY must look like sk_<8 a-z0-9>_<16+ letters, digits, _ or ->',
  })
  STOREFRONT_API_KEY?: string = undefined;

  // --- stripe (the local demo payment page when STRIPE_SECRET_KEY is unset)
  @Sensitive() @IsOptional() @IsString() STRIPE_SECRET_KEY?: string = undefined;
  @Sensitive() @ValidateIf((c: AppConfig) => !!c.STRIPE_SECRET_KEY) @IsString() STRIPE_WEBHOOK_SECRET?: string = undefined;
  @IsOptional() @IsUrl({ require_tld: false }) STRIPE_API_BASE?: string = undefined;
  /** How long a hosted checkout (Stripe, PayPal, demo) can be paid; the booking stays PENDING that long. Stripe's minimum is 30. */
  @Type(() => Number) @IsInt() @Min(30) @Max(24 * 60) PAYMENT_CHECKOUT_MINUTES = 30;
  /** Every this many seconds each instance reconciles checkouts and refunds whose jobs were lost (the payments' safety net); 0 = off. */
  @Type(() => Number) @IsInt() @Min(0) @Max(24 * 3600) PAYMENT_SWEEP_SECONDS = 300;
  /**
   * In production the local demo payment page takes no bookings (a route without its provider's keys answers 409
   * INTEGRATION_NOT_CONFIGURED, the demo page 404) unless this is true; outside production the demo is always on.
   */
  @Transform(toBool) @IsOptional() @IsBoolean() PAYMENT_DEMO?: boolean = false;

  // --- paypal
  @IsOptional() @IsString() PAYPAL_CLIENT_ID?: string = undefined;
  @Sensitive() @ValidateIf((c: AppConfig) => !!c.PAYPAL_CLIENT_ID) @IsString() PAYPAL_CLIENT_SECRET?: string = undefined;
  @IsIn(['sandbox', 'live']) PAYPAL_ENVIRONMENT: 'sandbox' | 'live' = 'sandbox';
  /** Overrides the PayPal API's base URL (a local fake in tests); unset: PayPal's sandbox or live API by PAYPAL_ENVIRONMENT. */
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }) PAYPAL_API_BASE?: string = undefined;

  // --- sevDesk (accounting): vendors become contacts; without a token the integration answers 409
  @Sensitive() @IsOptional() @IsString() SEVDESK_API_TOKEN?: string = undefined;
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }) SEVDESK_API_BASE = 'https://my.sevdesk.de/api/v1';

  // --- the till's TSE (docs/till.md): fiskaly SIGN DE v2 for a location configured so; the local fake otherwise
  @IsOptional() @IsString() FISKALY_API_KEY?: string = undefined;
  @Sensitive() @ValidateIf((c: AppConfig) => !!c.FISKALY_API_KEY) @IsString() FISKALY_API_SECRET?: string = undefined;
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  FISKALY_API_BASE = 'https://kassensichv-middleware.fiskaly.com/api/v2';
  /**
   * In production a till without a real TSE opens no session (409 TSE_NOT_CONFIGURED) unless this is true; outside
   * production a location without a TSE gets the local fake (NOT a certified TSE: its receipts say so).
   */
  @Transform(toBool) @IsOptional() @IsBoolean() TSE_FAKE?: boolean = false;
  /** Every this many seconds the till signs transactions whose TSE did not answer at the sale; 0 = off. */
  @Type(() => Number) @IsInt() @Min(0) @Max(24 * 3600) TSE_RETRY_SECONDS = 60;

  /** Whether this process runs the queue workers, the sweepers and the outbox drain (APP_ROLE all or worker). */
  get runsBackgroundWork(): boolean {
    return this.APP_ROLE !== 'api';
  }

  /** Whether this process serves the whole HTTP API (APP_ROLE all or api); a worker answers only /health and /metrics. */
  get servesApi(): boolean {
    return this.APP_ROLE !== 'worker';
  }

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** Whether a location without a real TSE may sign with the local fake: always outside production, there only with TSE_FAKE. */
  get tseFakeAllowed(): boolean {
    return !this.isProduction || this.TSE_FAKE === true;
  }

  /** Whether the local demo payment provider may serve checkouts: always outside production, there only with PAYMENT_DEMO. */
  get paymentDemoAllowed(): boolean {
    return !this.isProduction || this.PAYMENT_DEMO === true;
  }

  /** The storefront's API key: the configured one, else the demo key outside production; undefined means off. */
  get storefrontApiKey(): string | undefined {
    return this.STOREFRONT_API_KEY ?? (this.isProduction ? undefined : DEMO_STOREFRONT_API_KEY);
  }

  /** How long an OPEN booking holds its chairs after its last change: BOOKING_HOLD_SECONDS, else BOOKING_HOLD_MINUTES. */
  get bookingHoldSeconds(): number {
    return this.BOOKING_HOLD_SECONDS ?? this.BOOKING_HOLD_MINUTES * 60;
  }

  /** A rate limit read from its RATE_LIMIT_* variable. */
  rateLimit(name: RateLimitName): { limit: number; windowSeconds: number } {
    const [limit, windowSeconds] = this[`RATE_LIMIT_${name}`].split('/').map(Number);
    return { limit, windowSeconds };
  }

  /** The configuration as a log line: sensitive values masked. */
  describe(): Record<string, unknown> {
    return Object.fromEntries(
      Object.keys(this)
        .filter((k) => (this as unknown as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, SENSITIVE.has(k) ? '***' : maskUrlPassword((this as unknown as Record<string, unknown>)[k])]),
    );
  }
}

/** postgres://user:secret@host → postgres://user:***@host, so connection URLs can be logged. */
function maskUrlPassword(value: unknown): unknown {
  if (typeof value !== 'string' || !/^[a-z][a-z0-9+.-]*:\/\/[^/]*:[^/@]*@/i.test(value)) return value;
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/:]*:)[^/@]*@/i, '$1***@');
}

/** The storefront's key of the demo (README); refused in production. */
export const DEMO_STOREFRONT_API_KEY = 'sk_storefrt_demo-storefront-key-not-secret';

/** What loadConfig refuses: one line per bad variable, named first (`JWT_SECRET: …`). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

/** The secrets a deployer chooses (checked for strength too); the other sensitive ones come from a provider. */
const CHOSEN_SECRETS = new Set(['JWT_SECRET', 'S3_SECRET_ACCESS_KEY', 'METRICS_TOKEN']);

/** Production refuses a secret published in this repository, a placeholder, and a weak one it lets the deployer choose. */
function productionSecretProblems(config: AppConfig, implicit: boolean): string[] {
  const why = implicit ? 'NODE_ENV is unset, which counts as production' : 'NODE_ENV=production';
  const problems: string[] = [];
  for (const key of SENSITIVE) {
    const value = (config as unknown as Record<string, unknown>)[key];
    if (typeof value !== 'string' || value === '') continue;
    if (key === 'JWT_SECRET' && value === new AppConfig().JWT_SECRET) {
      problems.push(
        `JWT_SECRET: the demo secret must not be used in production (${why}); set JWT_SECRET, e.g. to the output of openssl rand -base64 48, or NODE_ENV=development for a local run`,
      );
    } else if (key === 'STOREFRONT_API_KEY' && value === DEMO_STOREFRONT_API_KEY) {
      problems.push('STOREFRONT_API_KEY: the demo key must not be used in production');
    } else {
      const problem = secretProblem(value, CHOSEN_SECRETS.has(key));
      if (problem) problems.push(`${key}: ${problem}`);
    }
  }
  return problems;
}

/** Reads and validates the environment; throws naming every bad variable. */
/** PUBLIC_BASE_URL when unset: this machine on the port the server listens on (PORT 0, a port of the OS's choice: 3000). */
export function defaultPublicBaseUrl(port: unknown): string {
  return `http://localhost:${Number.isInteger(port) && (port as number) > 0 && (port as number) <= 65535 ? String(port) : '3000'}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const picked = Object.fromEntries(Object.entries(env).filter(([k, v]) => v !== undefined && v !== '' && known.includes(k)));
  const config = plainToInstance(AppConfig, picked, { exposeDefaultValues: true });
  if (picked.PUBLIC_BASE_URL === undefined) config.PUBLIC_BASE_URL = defaultPublicBaseUrl(config.PORT);
  const errors = validateSync(config, { skipMissingProperties: false, whitelist: false });
  if (errors.length) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new ConfigError(lines);
  }
  if (config.NODE_ENV !== 'test' && config.PASSWORD_SCRYPT_N < DEFAULT_PASSWORD_SCRYPT_N) {
    throw new ConfigError([`PASSWORD_SCRYPT_N: less than ${DEFAULT_PASSWORD_SCRYPT_N} only for the tests (NODE_ENV=test)`]);
  }
  if (config.isProduction) {
    const problems = productionSecretProblems(config, env.NODE_ENV === undefined || env.NODE_ENV === '');
    if (problems.length) throw new ConfigError(problems);
  }
  return config;
}
