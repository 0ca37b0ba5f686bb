import type { Language } from '#shared/i18n/languages';

/**
 * The seed's forest names and regions, document titles, and the sectors, roles and partner kinds of the example
 * customers, team and partners in German (their names are names in either language). The seed stores them
 * in English (the records stay one shape); every answer that names them (/product/list, /landing, a certificate's
 * supported forests, a payment's lines, the token indexes, the payment page and the invoice and certificate PDFs)
 * says them in the request's language by this table. A text without an entry (a forest made through the dev routes)
 * is answered as stored.
 */
export const seedGerman: Readonly<Record<string, string>> = {
  'Mühlviertel mixed forest': 'Mischwald im Mühlviertel',
  'Waldviertel spruce and beech': 'Fichten und Buchen im Waldviertel',
  'Bavarian Forest highland': 'Hochlagen im Bayerischen Wald',
  'Forest contract': 'Waldvertrag',
  'Project description': 'Projektbeschreibung',
  'Annual report 2025': 'Jahresbericht 2025',
  'Marketing materials': 'Marketingmaterial',
  'Upper Austria, AT': 'Oberösterreich, AT',
  'Lower Austria, AT': 'Niederösterreich, AT',
  'Bavaria, DE': 'Bayern, DE',
  Bakery: 'Bäckerei',
  Logistics: 'Logistik',
  Architecture: 'Architektur',
  'Head of forestry': 'Leitung Forstwirtschaft',
  'Head of technology': 'Leitung Technik',
  'Customer care': 'Kundenbetreuung',
  'Forest partner, PEFC': 'Waldpartner, PEFC',
  'Wood products': 'Holzprodukte',
  'Satellite monitoring': 'Satellitenüberwachung',
};

/** A seed text in `language` (German by the table, English as stored). */
export const inLanguage = (language: Language, text: string): string => (language === 'de' ? (seedGerman[text] ?? text) : text);
