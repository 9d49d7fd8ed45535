import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.js';
import { cartHeader } from './public-cart.js';

// Finds, through the public API, what the cart tests need: a seeded section with a chair that can be booked
// on a day in season, and the vendor's extras. Nothing is hard-coded but the seeded city name.
const api = `${baseUrl}/api/v1`;

export interface BookableChair {
  sectionId: number;
  sectionName: string;
  publicReference: string;
  beachChairId: number;
  publicNumber: string;
  model: string;
  day: string;
}

export interface Booking {
  bookingRef: string;
  /** The cart's secret: only in the create answer (and in what createBooking and bookChair answer). */
  cartToken?: string;
  publicReference: string;
  status: string;
  totalPrice: number;
  vendor: { companyName: string };
  beachChairBookings: { id: number; beachChairId: number; price: number }[];
  extras: { id: number; name: string; amount: number; price: number }[];
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${api}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function send<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** A call of the product's API that must succeed (a status below 300); answers the JSON body. */
export async function callApi<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const { status, json } = await send<T>(method, path, body, headers);
  if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
  return json;
}

const berlinDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface SectionListItem {
  id: number;
  name: string;
  publicReference: string;
  onlineBooking: boolean;
  hasSubsections: boolean;
}
interface Availability {
  season: { start: string; inSeason: boolean };
  leadTime: { firstBookableDate: string };
  rowData: {
    id: number;
    publicNumber: string;
    model: string;
    free: boolean;
    reserved: boolean;
    state: string;
  }[];
}

/**
 * A chair that the API really books (checked by booking it and removing it again), in a section of cityName. Its day is
 * a week ahead or later (the season's start, the first day the lead time allows), never today: today's slots end at the
 * beach's closing time (the seeded beaches close at 18:00, issue 30), so a test booking today would fail in the evening.
 */
export async function findBookableChair(
  preferredSectionName = 'Scharbeutz',
  otherThanVendor?: string,
  onlyVendor?: string,
): Promise<BookableChair> {
  const sections = await getJson<{ items: SectionListItem[] }>('/destinations/sections?itemsPerPage=0');
  const ordered = [...sections.items]
    .filter((section) => section.onlineBooking && !section.hasSubsections)
    .sort((a, b) => Number(b.name.includes(preferredSectionName)) - Number(a.name.includes(preferredSectionName)));
  for (const section of ordered) {
    const detail = await getJson<{ publicReference: string }>(`/destinations/sections/${section.id}`);
    if (detail.publicReference === otherThanVendor) continue;
    if (onlyVendor && detail.publicReference !== onlyVendor) continue;
    const query = (day: string) =>
      getJson<Availability>(
        `/features/public/sections/${section.id}/beach_chairs_availability?start=${day}&end=${day}&publicReference=${detail.publicReference}`,
      );
    let day = addDays(berlinDay(new Date()), 7);
    let availability = await query(day);
    if (!availability.season.inSeason) day = availability.season.start > day ? availability.season.start : day;
    if (availability.leadTime.firstBookableDate > day) day = availability.leadTime.firstBookableDate;
    availability = await query(day);
    const free = availability.rowData.filter((chair) => chair.free && !chair.reserved && chair.state === 'FREE');
    for (const chair of free.slice(-5)) {
      const booking = await createBooking(detail.publicReference);
      const added = await send<Booking>(
        'POST',
        `/features/public/booking/${booking.bookingRef}/beach_chair_bookings?publicReference=${detail.publicReference}`,
        {
          beachChairId: chair.id,
          start: day,
          end: day,
          model: chair.model,
        },
        cartHeader(booking.cartToken),
      );
      if (added.status !== 201) continue;
      // Free it again: removing the last item cancels the probe booking.
      await send(
        'DELETE',
        `/features/public/booking/${booking.bookingRef}/beach_chair_booking/${added.json.beachChairBookings[0].id}?publicReference=${detail.publicReference}`,
        undefined,
        cartHeader(booking.cartToken),
      );
      return {
        sectionId: section.id,
        sectionName: section.name,
        publicReference: detail.publicReference,
        beachChairId: chair.id,
        publicNumber: chair.publicNumber,
        model: chair.model,
        day,
      };
    }
  }
  throw new Error('no bookable chair found in the seeded data');
}

/** A new cart (POST /booking): the answer, with its cartToken. */
export async function createBooking(publicReference: string): Promise<Booking & { cartToken: string }> {
  const created = await send<Booking>(
    'POST',
    `/features/public/booking?publicReference=${publicReference}&timeZone=Europe/Berlin&source=WEBSITE`,
  );
  if (created.status !== 201 || !created.json.cartToken)
    throw new Error(`create booking: ${created.status} ${JSON.stringify(created.json)}`);
  return created.json as Booking & { cartToken: string };
}

/**
 * A cart with the chair: the add-chair answer and the cart's token (the storefront keeps both: a test that puts the cart
 * into session storage stores the token beside it, `{ bookingRef, cartToken, publicReference, booking }`).
 */
export async function bookChair(chair: BookableChair): Promise<Booking & { cartToken: string }> {
  const booking = await createBooking(chair.publicReference);
  const added = await send<Booking>(
    'POST',
    `/features/public/booking/${booking.bookingRef}/beach_chair_bookings?publicReference=${chair.publicReference}`,
    {
      beachChairId: chair.beachChairId,
      start: chair.day,
      end: chair.day,
      model: chair.model,
    },
    cartHeader(booking.cartToken),
  );
  if (added.status !== 201) throw new Error(`add chair: ${added.status} ${JSON.stringify(added.json)}`);
  return { ...added.json, cartToken: booking.cartToken };
}

export async function bookingStatus(bookingRef: string): Promise<string> {
  return (await getJson<{ status: string }>(`/features/public/booking_status/${bookingRef}`)).status;
}

export async function listExtras(publicReference: string): Promise<{ id: number; name: string; price: number; type: string }[]> {
  return (
    await getJson<{
      items: { id: number; name: string; price: number; type: string }[];
    }>(`/features/public/extras?publicReference=${publicReference}&itemsPerPage=0`)
  ).items;
}

/** The storefront's formatting of euros (de-DE, symbol after the number). */
export const euro = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value).replace(/\u00a0/g, ' ');

interface Named {
  id: number;
  name: string;
}

/** The storefront addresses of a section and of a chair in it (spec 2; names URL-encoded). */
export async function routesFor(chair: BookableChair): Promise<{ section: string; chair: string }> {
  const section = await getJson<Named & { cityId: number }>(`/destinations/sections/${chair.sectionId}`);
  const city = await getJson<Named & { regionId: number }>(`/destinations/cities/${section.cityId}`);
  const region = await getJson<Named>(`/destinations/regions/${city.regionId}`);
  const seg = encodeURIComponent;
  return {
    section: `/s/${seg(region.name)}/${seg(city.name)}/${seg(section.name)}/${section.id}`,
    chair: `/s/strandkorb/${seg(city.name)}/${seg(section.name)}/${section.id}/${chair.beachChairId}`,
  };
}

/**
 * A booking made through the public API up to its submission: a chair, the customer, the payment method and
 * PUT /booking/confirm (by bank transfer → PENDING, a method paid on site → CONFIRMED).
 */
export async function submittedBooking(
  chair: BookableChair,
  email: string,
  firstName: string,
  paymentMethod = 'BANK_TRANSFER',
): Promise<string> {
  const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    const res = await send<{ bookingRef: string; status: string }>(method, path, body, headers);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json;
  };
  const { bookingRef, cartToken } = await bookChair(chair);
  await ok(
    'POST',
    `/features/public/booking/${bookingRef}/add_customer?publicReference=${chair.publicReference}`,
    {
      firstName,
      lastName: 'Strand',
      email,
      address: { street: 'Strandweg 2', zip: '23683', city: 'Scharbeutz' },
    },
    cartHeader(cartToken),
  );
  const ref = `bookingRef=${bookingRef}&email=${encodeURIComponent(email)}`;
  await ok('PUT', `/features/public/booking?${ref}`, { paymentMethod });
  await ok('PUT', `/features/public/booking/confirm?${ref}`);
  return bookingRef;
}

/** The storefront's cart keys in localStorage (web/src/features/cart/cartPersistence.ts). */
export const CART_STORAGE_KEYS = ['strandkorb.cart', 'strandkorb.cartToken', 'strandkorb.cartBooking'];

/**
 * Puts the cart into the browser's storage as the storefront keeps it (web/src/features/cart/cartPersistence.ts): the
 * cart under `strandkorb.cart` (localStorage since issue 30 item 4, shared by the tabs of the browser context; the name
 * is from when it was the tab's session), its secret under `strandkorb.cartToken`. Reload the page afterwards.
 */
export async function putCartIntoSession(page: Page, booking: Booking) {
  const { cartToken, ...kept } = booking;
  if (!cartToken) throw new Error(`putCartIntoSession: booking ${booking.bookingRef} has no cartToken (make it with bookChair)`);
  const entries: [string, string][] = [
    ['strandkorb.cart', JSON.stringify({ bookingRef: booking.bookingRef, publicReference: booking.publicReference, booking: kept })],
    ['strandkorb.cartToken', JSON.stringify({ bookingRef: booking.bookingRef, token: cartToken })],
  ];
  await page.evaluate((pairs: [string, string][]) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
}

/** Forgets the page's cart (localStorage, shared with the context's other tabs) and its tab's session (dates, checkout). */
export async function clearCartAndSession(page: Page) {
  await page.evaluate((keys: string[]) => {
    sessionStorage.clear();
    for (const key of keys) localStorage.removeItem(key);
  }, CART_STORAGE_KEYS);
}

/**
 * The checkout's first step as a guest types it (a German address in Scharbeutz, the terms accepted), without going on.
 * `dialog` is the checkout dialog (page.getByTestId('checkout-dialog'), also inside a widget's frame).
 */
export async function typeGuestDetails(dialog: Locator, guest: { firstName: string; lastName: string; email: string }) {
  await dialog.getByRole('heading', { name: 'Ihre Daten' }).waitFor();
  await dialog.getByLabel('Vorname', { exact: true }).fill(guest.firstName);
  await dialog.getByLabel('Nachname', { exact: true }).fill(guest.lastName);
  await dialog.getByLabel('E-Mail', { exact: true }).fill(guest.email);
  await dialog.getByLabel('Straße und Hausnummer').fill('Seestraße 1');
  await dialog.getByLabel('PLZ').fill('23683');
  await dialog.getByLabel('Ort', { exact: true }).fill('Scharbeutz');
  await dialog.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
}

/** The checkout's first step as a guest fills it (typeGuestDetails), then on to the payment step. */
export async function fillGuestDetails(dialog: Locator, guest: { firstName: string; lastName: string; email: string }) {
  await typeGuestDetails(dialog, guest);
  await dialog.getByTestId('checkout-next').click();
  await dialog.getByRole('heading', { name: 'Zahlungsart' }).waitFor();
}
