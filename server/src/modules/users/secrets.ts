import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and mailed tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256: a leaked table holds nothing that signs anybody in. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
