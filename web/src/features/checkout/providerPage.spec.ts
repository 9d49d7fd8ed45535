import { describe, expect, it } from '@jest/globals';
import {
  goToProvider,
  isFramed,
  openPaymentWindow,
  PAYMENT_WINDOW_NAME,
  type BrowsingWindow,
  type Opener,
} from './providerPage';

/** A window, alone or in a frame; a cross-origin parent makes even reading `self`/`top` throw (as some browsers do). */
function fakeWindow(framed: 'no' | 'yes' | 'cross-origin') {
  const visited: { self: string[]; top: string[] } = { self: [], top: [] };
  const top = {
    location: {
      set href(url: string) {
        visited.top.push(url);
      },
    },
  };
  const win = {
    location: { assign: (url: string) => visited.self.push(url) },
    get self(): unknown {
      if (framed === 'cross-origin') throw new Error('SecurityError');
      return win;
    },
    get top() {
      return framed === 'no' ? (win as unknown as BrowsingWindow['top']) : top;
    },
  };
  return { win: win as BrowsingWindow, visited };
}

describe('leaving for the payment provider (spec 7)', () => {
  const url = 'https://checkout.stripe.example/c/pay/cs_1';

  it('a page of its own goes there itself', () => {
    const { win, visited } = fakeWindow('no');
    expect(isFramed(win)).toBe(false);
    goToProvider(url, win);
    expect(visited).toEqual({ self: [url], top: [] });
  });

  it('inside the widget iframe the whole tab goes (the top window), also when the parent refuses the comparison', () => {
    for (const framed of ['yes', 'cross-origin'] as const) {
      const { win, visited } = fakeWindow(framed);
      expect(isFramed(win)).toBe(true);
      goToProvider(url, win);
      expect(visited).toEqual({ self: [], top: [url] });
    }
  });
});

describe('the widget payment window (issue 21)', () => {
  it('opens the named, still empty window; a blocked or refused popup is null', () => {
    const opened: [string, string][] = [];
    const popup = { location: { href: '' }, close: () => undefined };
    const win: Opener = {
      open: (url, target) => {
        opened.push([url, target]);
        return popup;
      },
    };
    expect(openPaymentWindow(win)).toBe(popup);
    expect(opened).toEqual([['', PAYMENT_WINDOW_NAME]]);
    expect(openPaymentWindow({ open: () => null })).toBeNull();
    expect(
      openPaymentWindow({
        open: () => {
          throw new Error('sandboxed');
        },
      }),
    ).toBeNull();
  });
});
