// jsdom lacks a few of the browser globals the storefront's libraries use (react-router encodes with TextEncoder).
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

// Component tests never reach a network: RTK Query's base query finds a fetch that says so.
globalThis.fetch ??= () => Promise.reject(new Error('no network in component tests'));

// The storefront starts in the browser's language when no choice is stored (languageChoice.ts); the component tests
// are written for a German browser (jsdom says en-US).
Object.defineProperty(globalThis.navigator, 'languages', { value: ['de-DE'], configurable: true });
Object.defineProperty(globalThis.navigator, 'language', { value: 'de-DE', configurable: true });
