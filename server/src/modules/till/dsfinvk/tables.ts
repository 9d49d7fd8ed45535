// The DSFinV-K's files (version 2.4): their names, descriptions and columns in the standard's order, with each
// column's kind (text, or a number with its decimal places). The CSV writer and index.xml both read this one list.

export type ColumnKind = 'text' | { decimals: number };
export type Column = readonly [name: string, kind: ColumnKind];

export interface TableSpec {
  file: string;
  /** The table's name in the standard (and in index.xml). */
  name: string;
  description: string;
  columns: readonly Column[];
}

const T = 'text' as const;
const N = (decimals: number) => ({ decimals });
/** The three columns every file starts with: the till, the closing's time and its number. */
const Z: readonly Column[] = [
  ['Z_KASSE_ID', T],
  ['Z_ERSTELLUNG', T],
  ['Z_NR', N(0)],
];

export const TABLES = {
  // Einzelaufzeichnungsmodul
  lines: {
    file: 'lines.csv',
    name: 'Bonpos',
    description: 'Positionen der Vorgänge',
    columns: [
      ...Z,
      ['BON_ID', T],
      ['POS_ZEILE', T],
      ['GUTSCHEIN_NR', T],
      ['ARTIKELTEXT', T],
      ['POS_TERMINAL_ID', T],
      ['GV_TYP', T],
      ['GV_NAME', T],
      ['INHAUS', T],
      ['P_STORNO', T],
      ['AGENTUR_ID', N(0)],
      ['ART_NR', T],
      ['GTIN', T],
      ['WARENGR_ID', T],
      ['WARENGR', T],
      ['MENGE', N(3)],
      ['FAKTOR', N(3)],
      ['EINHEIT', T],
      ['STK_BR', N(5)],
    ],
  },
  linesVat: {
    file: 'lines_vat.csv',
    name: 'Bonpos_USt',
    description: 'USt der Positionen',
    columns: [
      ...Z,
      ['BON_ID', T],
      ['POS_ZEILE', T],
      ['UST_SCHLUESSEL', N(0)],
      ['POS_BRUTTO', N(5)],
      ['POS_NETTO', N(5)],
      ['POS_UST', N(5)],
    ],
  },
  itemAmounts: {
    file: 'itemamounts.csv',
    name: 'Bonpos_Preisfindung',
    description: 'Preisfindung der Positionen',
    columns: [
      ...Z,
      ['BON_ID', T],
      ['POS_ZEILE', T],
      ['TYP', T],
      ['UST_SCHLUESSEL', N(0)],
      ['PF_BRUTTO', N(5)],
      ['PF_NETTO', N(5)],
      ['PF_UST', N(5)],
    ],
  },
  subitems: {
    file: 'subitems.csv',
    name: 'Bonpos_Zusatzinfo',
    description: 'Zusatzinformationen der Positionen',
    columns: [
      ...Z,
      ['BON_ID', T],
      ['POS_ZEILE', T],
      ['ZI_ART_NR', T],
      ['ZI_GTIN', T],
      ['ZI_NAME', T],
      ['ZI_WARENGR_ID', T],
      ['ZI_WARENGR', T],
      ['ZI_MENGE', N(3)],
      ['ZI_FAKTOR', N(3)],
      ['ZI_EINHEIT', T],
      ['ZI_UST_SCHLUESSEL', N(0)],
      ['ZI_BASISPREIS_BRUTTO', N(5)],
      ['ZI_BASISPREIS_NETTO', N(5)],
      ['ZI_BASISPREIS_UST', N(5)],
    ],
  },
  transactions: {
    file: 'transactions.csv',
    name: 'Bonkopf',
    description: 'Vorgänge (Bonkopf)',
    columns: [
      ...Z,
      ['BON_ID', T],
      ['BON_NR', N(0)],
      ['BON_TYP', T],
      ['BON_NAME', T],
      ['TERMINAL_ID', T],
      ['BON_STORNO', T],
      ['BON_START', T],
      ['BON_ENDE', T],
      ['BEDIENER_ID', T],
      ['BEDIENER_NAME', T],
      ['UMS_BRUTTO', N(2)],
      ['KUNDE_NAME', T],
      ['KUNDE_ID', T],
      ['KUNDE_TYP', T],
      ['KUNDE_STRASSE', T],
      ['KUNDE_PLZ', T],
      ['KUNDE_ORT', T],
      ['KUNDE_LAND', T],
      ['KUNDE_USTID', T],
      ['BON_NOTIZ', T],
    ],
  },
  transactionsVat: {
    file: 'transactions_vat.csv',
    name: 'Bonkopf_USt',
    description: 'USt der Vorgänge',
    columns: [...Z, ['BON_ID', T], ['UST_SCHLUESSEL', N(0)], ['BON_BRUTTO', N(5)], ['BON_NETTO', N(5)], ['BON_UST', N(5)]],
  },
  allocationGroups: {
    file: 'allocation_groups.csv',
    name: 'Bonkopf_AbrKreis',
    description: 'Abrechnungskreise',
    columns: [...Z, ['BON_ID', T], ['ABRECHNUNGSKREIS', T]],
  },
  dataPayment: {
    file: 'datapayment.csv',
    name: 'Bonkopf_Zahlarten',
    description: 'Zahlarten der Vorgänge',
    columns: [
      ...Z,
      ['BON_ID', T],
      ['ZAHLART_TYP', T],
      ['ZAHLART_NAME', T],
      ['ZAHLWAEH_CODE', T],
      ['ZAHLWAEH_BETRAG', N(2)],
      ['BASISWAEH_BETRAG', N(2)],
    ],
  },
  references: {
    file: 'references.csv',
    name: 'Bon_Referenzen',
    description: 'Referenzen',
    columns: [
      ...Z,
      ['BON_ID', T],
      ['POS_ZEILE', T],
      ['REF_TYP', T],
      ['REF_NAME', T],
      ['REF_DATUM', T],
      ['REF_Z_KASSE_ID', T],
      ['REF_Z_NR', N(0)],
      ['REF_BON_ID', T],
    ],
  },
  transactionsTse: {
    file: 'transactions_tse.csv',
    name: 'TSE_Transaktionen',
    description: 'TSE-Transaktionen',
    columns: [
      ...Z,
      ['BON_ID', T],
      ['TSE_ID', N(0)],
      ['TSE_TANR', N(0)],
      ['TSE_TA_START', T],
      ['TSE_TA_ENDE', T],
      ['TSE_TA_VORGANGSART', T],
      ['TSE_TA_SIGZ', N(0)],
      ['TSE_TA_SIG', T],
      ['TSE_TA_FEHLER', T],
      ['TSE_TA_VORGANGSDATEN', T],
    ],
  },
  // Stammdatenmodul
  cashPointClosing: {
    file: 'cashpointclosing.csv',
    name: 'Stamm_Abschluss',
    description: 'Kassenabschlüsse',
    columns: [
      ...Z,
      ['Z_BUCHUNGSTAG', T],
      ['TAXONOMIE_VERSION', T],
      ['Z_START_ID', T],
      ['Z_ENDE_ID', T],
      ['NAME', T],
      ['STRASSE', T],
      ['PLZ', T],
      ['ORT', T],
      ['LAND', T],
      ['STNR', T],
      ['USTID', T],
      ['Z_SE_ZAHLUNGEN', N(2)],
      ['Z_SE_BARZAHLUNGEN', N(2)],
    ],
  },
  location: {
    file: 'location.csv',
    name: 'Stamm_Orte',
    description: 'Standorte',
    columns: [...Z, ['LOC_NAME', T], ['LOC_STRASSE', T], ['LOC_PLZ', T], ['LOC_ORT', T], ['LOC_LAND', T], ['LOC_USTID', T]],
  },
  cashRegister: {
    file: 'cashregister.csv',
    name: 'Stamm_Kassen',
    description: 'Kassen',
    columns: [
      ...Z,
      ['KASSE_BRAND', T],
      ['KASSE_MODELL', T],
      ['KASSE_SERIENNR', T],
      ['KASSE_SW_BRAND', T],
      ['KASSE_SW_VERSION', T],
      ['KASSE_BASISWAEH_CODE', T],
      ['KEINE_UST_ZUORDNUNG', T],
    ],
  },
  slaves: {
    file: 'slaves.csv',
    name: 'Stamm_Terminals',
    description: 'Erfassungsterminals',
    columns: [
      ...Z,
      ['TERMINAL_ID', T],
      ['TERMINAL_BRAND', T],
      ['TERMINAL_MODELL', T],
      ['TERMINAL_SERIENNR', T],
      ['TERMINAL_SW_BRAND', T],
      ['TERMINAL_SW_VERSION', T],
    ],
  },
  agencies: {
    file: 'pa.csv',
    name: 'Stamm_Agenturen',
    description: 'Agenturen',
    columns: [
      ...Z,
      ['AGENTUR_ID', N(0)],
      ['AGENTUR_NAME', T],
      ['AGENTUR_STRASSE', T],
      ['AGENTUR_PLZ', T],
      ['AGENTUR_ORT', T],
      ['AGENTUR_LAND', T],
      ['AGENTUR_STNR', T],
      ['AGENTUR_USTID', T],
    ],
  },
  vat: {
    file: 'vat.csv',
    name: 'Stamm_USt',
    description: 'Umsatzsteuersätze',
    columns: [...Z, ['UST_SCHLUESSEL', N(0)], ['UST_SATZ', N(2)], ['UST_BESCHR', T]],
  },
  tse: {
    file: 'tse.csv',
    name: 'Stamm_TSE',
    description: 'Technische Sicherheitseinrichtungen',
    columns: [
      ...Z,
      ['TSE_ID', N(0)],
      ['TSE_SERIAL', T],
      ['TSE_SIG_ALGO', T],
      ['TSE_ZEITFORMAT', T],
      ['TSE_PD_ENCODING', T],
      ['TSE_PUBLIC_KEY', T],
      ['TSE_ZERTIFIKAT_I', T],
      ['TSE_ZERTIFIKAT_II', T],
    ],
  },
  // Kassenabschlussmodul
  businessCases: {
    file: 'businesscases.csv',
    name: 'Z_GV_Typ',
    description: 'Geschäftsvorfälle je Abschluss',
    columns: [
      ...Z,
      ['GV_TYP', T],
      ['GV_NAME', T],
      ['AGENTUR_ID', N(0)],
      ['UST_SCHLUESSEL', N(0)],
      ['Z_UMS_BRUTTO', N(5)],
      ['Z_UMS_NETTO', N(5)],
      ['Z_UST', N(5)],
    ],
  },
  payment: {
    file: 'payment.csv',
    name: 'Z_Zahlart',
    description: 'Zahlarten je Abschluss',
    columns: [...Z, ['ZAHLART_TYP', T], ['ZAHLART_NAME', T], ['Z_ZAHLART_BETRAG', N(2)]],
  },
  cashPerCurrency: {
    file: 'cash_per_currency.csv',
    name: 'Z_Waehrungen',
    description: 'Bargeld je Währung',
    columns: [...Z, ['ZAHLART_WAEH', T], ['ZAHLART_BETRAG_WAEH', N(2)]],
  },
} as const satisfies Record<string, TableSpec>;

export type TableKey = keyof typeof TABLES;
/** A row: column name → text, a number, or null (an empty field). */
export type Row = Record<string, string | number | null>;
