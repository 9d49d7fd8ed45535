// jsdom lacks a few of the browser globals the storefront's libraries use (react-router encodes with TextEncoder).
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// Component tests never reach a network: RTK Query's base query finds a fetch that says so.
globalThis.fetch ??= () => Promise.reject(new Error('no network in component tests'));
