import type { PaymentMethod } from '../../server/src/common/enums.js';
import { LOCATION_FEATURES } from '../../server/src/common/location-features.js';

// Demo vendors and their locations. Company names and addresses are invented; places are real.

export interface SeedVendor {
  key: string;
  companyName: string;
  publicReference: string;
  email: string;
  telephone: string;
  website: string;
  address: { street: string; zip: string; city: string; country: string };
  beachChairView: 'grid' | 'map';
  paymentMethods: PaymentMethod[];
  bankData: { accountHolder: string; bic: string; iban: string; bankName: string };
  vatId: string;
  terms: string;
}

export interface SeedLocation {
  key: string;
  vendorKey: string;
  name: string;
  entranceName: string;
  street: string;
  zip: string;
  city: string;
  /** DD-MM; null: the default season (1 June to 31 October of next year). */
  seasonStart: string | null;
  seasonEnd: string | null;
  leadTimeHours: number | null;
  /** Days from the seed day until online booking opens; null: open now. */
  bookingOpensInDays: number | null;
  beachChairView: 'grid' | 'map';
  attributes: Record<string, boolean>;
  description: string;
  priceText: { de: string; en: string };
}

const terms = (company: string) =>
  `# Mietbedingungen ${company}\n\n` +
  '1. Der Strandkorb wird für den gebuchten Zeitraum vermietet; die Schlüsselübergabe erfolgt am Strandkorb oder per Smart-Lock.\n' +
  '2. Bei Sturm oder Gewitter kann der Strandabschnitt gesperrt werden; bereits gezahlte Beträge werden anteilig erstattet.\n' +
  '3. Eine Stornierung ist bis 2 Tage vor Mietbeginn kostenfrei, danach werden 50 % des Mietpreises berechnet.\n' +
  '4. Der Strandkorb ist pfleglich zu behandeln und nach Gebrauch zu verschließen.\n';

export const vendors: SeedVendor[] = [
  {
    key: 'v-luebecker-bucht',
    companyName: 'Lübecker Bucht Strandkorbvermietung GmbH',
    publicReference: 'luebecker-bucht',
    email: 'info@luebecker-bucht-strandkorb.example',
    telephone: '+49 4503 123456',
    website: 'https://luebecker-bucht-strandkorb.example',
    address: { street: 'Strandallee 12', zip: '23683', city: 'Scharbeutz', country: 'DE' },
    beachChairView: 'grid',
    paymentMethods: ['STRIPE_CREDIT_CARD', 'PAYPAL', 'BANK_TRANSFER', 'STRIPE_DIRECT_DEBIT', 'CASH'] as PaymentMethod[],
    bankData: {
      accountHolder: 'Lübecker Bucht Strandkorbvermietung GmbH',
      bic: 'NOLADE21HOL',
      iban: 'DE89370400440532013000',
      bankName: 'Sparkasse Holstein',
    },
    vatId: 'DE123456789',
    terms: terms('Lübecker Bucht Strandkorbvermietung GmbH'),
  },
  {
    key: 'v-mv',
    companyName: 'Strandkorbvermietung Warnow & Rügen UG',
    publicReference: 'warnow-ruegen',
    email: 'kontakt@warnow-ruegen.example',
    telephone: '+49 381 987654',
    website: 'https://warnow-ruegen.example',
    address: { street: 'Seestraße 5', zip: '18119', city: 'Rostock-Warnemünde', country: 'DE' },
    beachChairView: 'map',
    paymentMethods: ['STRIPE_CREDIT_CARD', 'STRIPE_SOFORT', 'BANK_TRANSFER', 'PAYPAL'] as PaymentMethod[],
    bankData: {
      accountHolder: 'Strandkorbvermietung Warnow & Rügen UG',
      bic: 'NOLADE21ROS',
      iban: 'DE02130500000200123456',
      bankName: 'Ostseesparkasse Rostock',
    },
    vatId: 'DE234567891',
    terms: terms('Strandkorbvermietung Warnow & Rügen UG'),
  },
  {
    key: 'v-nordsee',
    companyName: 'Nordsee Strandkorb KG',
    publicReference: 'nordsee-strandkorb',
    email: 'service@nordsee-strandkorb.example',
    telephone: '+49 4651 445566',
    website: 'https://nordsee-strandkorb.example',
    address: { street: 'Friedrichstraße 20', zip: '25980', city: 'Sylt', country: 'DE' },
    beachChairView: 'grid',
    paymentMethods: ['STRIPE_CREDIT_CARD', 'BANK_TRANSFER', 'INVOICE'] as PaymentMethod[],
    bankData: {
      accountHolder: 'Nordsee Strandkorb KG',
      bic: 'NOLADE21NOS',
      iban: 'DE75512108001245126199',
      bankName: 'Nord-Ostsee Sparkasse',
    },
    vatId: 'DE345678912',
    terms: terms('Nordsee Strandkorb KG'),
  },
];

const amenities = (on: string[]): Record<string, boolean> => Object.fromEntries(LOCATION_FEATURES.map((a) => [a, on.includes(a)]));

/**
 * A location's price text as a template: {DAY}, {HALF_DAY}, {MULTI_DAY} and {WEEK} become the prices its sections really
 * charge when the seed has priced them (seed.ts writePriceTexts), so the text never advertises another price.
 */
const priceText = (de: string, en: string) => ({ de, en });

export const locations: SeedLocation[] = [
  {
    key: 'loc-luebecker-bucht-1',
    vendorKey: 'v-luebecker-bucht',
    name: 'Strandkorbvermietung Scharbeutz',
    entranceName: 'Aufgang Seebrücke',
    street: 'Strandallee 12',
    zip: '23683',
    city: 'Scharbeutz',
    seasonStart: null,
    seasonEnd: null,
    leadTimeHours: null,
    bookingOpensInDays: null,
    beachChairView: 'grid',
    attributes: amenities(['showers', 'wc', 'drinks', 'food', 'ice', 'baywatch', 'cardPayment', 'wlan', 'playground']),
    description: 'Direkt an der **Seebrücke Scharbeutz**: feiner Sand, DLRG-Station in Sichtweite und Eis gleich am Aufgang.',
    priceText: priceText(
      '**Tagesmiete** {DAY}, halber Tag {HALF_DAY}. Ab 3 Tagen {MULTI_DAY} pro Tag, Woche {WEEK}.',
      '**Day rate** {DAY}, half day {HALF_DAY}. From 3 days {MULTI_DAY} per day, week {WEEK}.',
    ),
  },
  {
    key: 'loc-luebecker-bucht-2',
    vendorKey: 'v-luebecker-bucht',
    name: 'Strandkörbe Timmendorfer Strand & Travemünde',
    entranceName: 'Strandzugang 7',
    street: 'Strandstraße 80',
    zip: '23669',
    city: 'Timmendorfer Strand',
    seasonStart: null,
    seasonEnd: null,
    leadTimeHours: 24,
    bookingOpensInDays: null,
    beachChairView: 'map',
    attributes: amenities(['showers', 'wc', 'dogs', 'rentalToys', 'sup', 'pedalBoat', 'carParking', 'cardPayment']),
    description: 'Breiter Sandstrand mit Hundestrand-Abschnitt, SUP-Verleih und Tretbooten.',
    priceText: priceText(
      'Buchung mindestens **24 Stunden** im Voraus. Tagesmiete {DAY}.',
      'Book at least **24 hours** ahead. Day rate {DAY}.',
    ),
  },
  {
    key: 'loc-warnemuende',
    vendorKey: 'v-mv',
    name: 'Strandkorbvermietung Warnemünde & Kühlungsborn',
    entranceName: 'Aufgang 3 am Leuchtturm',
    street: 'Seepromenade 1',
    zip: '18119',
    city: 'Rostock-Warnemünde',
    seasonStart: null,
    seasonEnd: null,
    leadTimeHours: 2,
    bookingOpensInDays: null,
    beachChairView: 'map',
    attributes: amenities(['showers', 'wc', 'drinks', 'food', 'baywatch', 'wheelchairAccess', 'freeMagazine', 'rentalBikes']),
    description: 'Einer der breitesten Strände der Ostsee, mit Blick auf Leuchtturm und Teepott.',
    priceText: priceText('Tagesmiete {DAY}, Saisonkorb auf Anfrage.', 'Day rate {DAY}, season chair on request.'),
  },
  {
    key: 'loc-binz',
    vendorKey: 'v-mv',
    name: 'Strandkörbe Binz',
    entranceName: 'Aufgang Seebrücke Binz',
    street: 'Strandpromenade 30',
    zip: '18609',
    city: 'Binz',
    seasonStart: null,
    seasonEnd: null,
    leadTimeHours: null,
    bookingOpensInDays: null,
    beachChairView: 'grid',
    attributes: amenities(['showers', 'wc', 'drinks', 'food', 'ice', 'dressingRoom', 'playground', 'cardPayment']),
    description: 'Feiner weißer Sand in der Prorer Wiek, wenige Schritte von der Bäderarchitektur der Promenade.',
    priceText: priceText('Tagesmiete {DAY}, Wochenmiete {WEEK}.', 'Day rate {DAY}, week {WEEK}.'),
  },
  {
    key: 'loc-sylt',
    vendorKey: 'v-nordsee',
    name: 'Strandkorbvermietung Westerland',
    entranceName: 'Strandübergang Friedrichstraße',
    street: 'Strandstraße 1',
    zip: '25980',
    city: 'Westerland',
    seasonStart: '01-05',
    seasonEnd: '30-09',
    leadTimeHours: null,
    bookingOpensInDays: null,
    beachChairView: 'grid',
    attributes: amenities(['showers', 'wc', 'baywatch', 'nude', 'drinks', 'food', 'cardPayment']),
    description: 'Brandung, Wind und der berühmte Westerländer Hauptstrand – Saison von Mai bis September.',
    priceText: priceText('Saison **1. Mai bis 30. September**. Tagesmiete {DAY}.', 'Season **1 May to 30 September**. Day rate {DAY}.'),
  },
  {
    key: 'loc-spo',
    vendorKey: 'v-nordsee',
    name: 'Strandkörbe St. Peter-Ording',
    entranceName: 'Seebrücke Ording',
    street: 'Am Deich 40',
    zip: '25826',
    city: 'St. Peter-Ording',
    seasonStart: null,
    seasonEnd: null,
    leadTimeHours: 12,
    bookingOpensInDays: 100,
    beachChairView: 'map',
    attributes: amenities(['showers', 'wc', 'dogs', 'carParking', 'baywatch', 'food', 'sup', 'rentalBikes']),
    description: 'Strandkörbe auf der weiten Sandbank von St. Peter-Ording, erreichbar über die Seebrücke.',
    priceText: priceText('Online-Buchung öffnet in Kürze. Tagesmiete {DAY}.', 'Online booking opens soon. Day rate {DAY}.'),
  },
  {
    key: 'loc-buesum',
    vendorKey: 'v-nordsee',
    name: 'Strandkorbvermietung Büsum',
    entranceName: 'Perlebucht Nord',
    street: 'Südstrand 10',
    zip: '25761',
    city: 'Büsum',
    seasonStart: '15-05',
    seasonEnd: '15-09',
    leadTimeHours: null,
    bookingOpensInDays: null,
    beachChairView: 'grid',
    attributes: amenities(['showers', 'wc', 'playground', 'rentalToys', 'food', 'drinks', 'wheelchairAccess']),
    description: 'Familienlagune Perlebucht: flaches Wasser, Spielplatz und Sandstrand hinter dem Deich.',
    priceText: priceText('Saison 15. Mai bis 15. September. Tagesmiete {DAY}.', 'Season 15 May to 15 September. Day rate {DAY}.'),
  },
];

/** Extras every vendor offers: every extra type at least once. */
/** German texts with their English versions (issue 30 item 9: the English storefront shows them). */
export const extras: {
  name: string;
  nameEn: string;
  type: string;
  priceCents: number;
  category: string;
  description: string;
  descriptionEn: string;
}[] = [
  {
    name: 'Fischbrötchen',
    nameEn: 'Fish roll',
    type: 'FOOD',
    priceCents: 450,
    category: 'Snacks',
    description: 'Frisches Matjes- oder Bismarckbrötchen, an den Korb gebracht',
    descriptionEn: 'Fresh matjes or Bismarck herring roll, brought to your chair',
  },
  {
    name: 'Frühstückskorb',
    nameEn: 'Breakfast basket',
    type: 'FOOD',
    priceCents: 1450,
    category: 'Frühstück',
    description: 'Brötchen, Aufschnitt, Marmelade und Obst für zwei',
    descriptionEn: 'Rolls, cold cuts, jam and fruit for two',
  },
  {
    name: 'Mineralwasser 0,5 l',
    nameEn: 'Mineral water 0.5 l',
    type: 'BEVERAGES',
    priceCents: 250,
    category: 'Getränke',
    description: 'Gekühlt',
    descriptionEn: 'Chilled',
  },
  {
    name: 'Kaffee',
    nameEn: 'Coffee',
    type: 'BEVERAGES',
    priceCents: 300,
    category: 'Getränke',
    description: 'Frisch gebrüht, mit Milch und Zucker',
    descriptionEn: 'Freshly brewed, with milk and sugar',
  },
  {
    name: 'Flensburger Pilsener 0,33 l',
    nameEn: 'Flensburger Pilsener 0.33 l',
    type: 'ALCOHOLIC_BEVERAGES',
    priceCents: 400,
    category: 'Getränke',
    description: 'Gekühlt, ab 16 Jahren',
    descriptionEn: 'Chilled, 16 and over',
  },
  {
    name: 'Sandspielzeug-Set',
    nameEn: 'Sand toy set',
    type: 'TOYS',
    priceCents: 500,
    category: 'Kinder',
    description: 'Eimer, Schaufel, Förmchen',
    descriptionEn: 'Bucket, spade, moulds',
  },
  {
    name: 'Beachball',
    nameEn: 'Beach ball',
    type: 'TOYS',
    priceCents: 350,
    category: 'Kinder',
    description: 'Aufblasbar, zum Mitnehmen',
    descriptionEn: 'Inflatable, yours to keep',
  },
  {
    name: 'Windschutz',
    nameEn: 'Windbreak',
    type: 'ACCESSOIRES',
    priceCents: 800,
    category: 'Zubehör',
    description: 'Stoff-Windschutz mit Holzstäben',
    descriptionEn: 'Cloth windbreak with wooden poles',
  },
  {
    name: 'Sonnenschirm',
    nameEn: 'Parasol',
    type: 'ACCESSOIRES',
    priceCents: 700,
    category: 'Zubehör',
    description: 'Am Korb befestigt',
    descriptionEn: 'Fixed to your chair',
  },
  {
    name: 'Strandtuch',
    nameEn: 'Beach towel',
    type: 'OTHER',
    priceCents: 300,
    category: 'Sonstiges',
    description: 'Frisch gewaschen, zur Leihe',
    descriptionEn: 'Freshly washed, to borrow',
  },
];
