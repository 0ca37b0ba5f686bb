import type { Language } from '#shared/i18n/languages';

/**
 * The seed's forest names and regions, example names, sectors, roles and partner kinds in German. The seed stores them
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
  Food: 'Lebensmittel',
  Transport: 'Transport und Logistik',
  Construction: 'Bauwesen',
  Forestry: 'Forstwirtschaft',
  Technology: 'Technik',
  'Customer care': 'Kundenbetreuung',
  'Forest partner, PEFC': 'Waldpartner, PEFC',
  'Wood products': 'Holzprodukte',
  'Satellite monitoring': 'Satellitenüberwachung',
  'Example Bakery (sandbox)': 'Beispiel-Bäckerei (Sandbox)',
  'Example Logistics (sandbox)': 'Beispiel-Logistik (Sandbox)',
  'Example Architects (sandbox)': 'Beispiel-Architekturbüro (Sandbox)',
  'Example Person A': 'Beispielperson A',
  'Example Person B': 'Beispielperson B',
  'Example Person C': 'Beispielperson C',
  'Example Forest Owner Co-op (sandbox)': 'Beispiel-Waldbesitzergenossenschaft (Sandbox)',
  'Example Sawmill (sandbox)': 'Beispiel-Sägewerk (Sandbox)',
  'Example Monitoring Lab (sandbox)': 'Beispiel-Monitoringlabor (Sandbox)',
};

/** A seed text in `language` (German by the table, English as stored). */
export const inLanguage = (language: Language, text: string): string => (language === 'de' ? (seedGerman[text] ?? text) : text);
