/**
 * The claims table (docs/claims.md): every text of the product that states an effect on emissions, where it stands, its
 * wording in both languages (read from the locale files, so the table cannot drift from the product) and what backs it.
 * Directive (EU) 2024/825, in force since 27 September 2026, bars claims, based on offsetting, that a product has a
 * neutral, reduced or positive impact on the environment in terms of greenhouse-gas emissions, and generic
 * environmental claims without recognised excellent performance (docs/decisions/0060-claims-under-eu-2024-825.md).
 * `npm run docs` writes the page; tests/unit/i18n/claims.test.ts keeps it whole and the texts within the rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type ClaimLanguage = 'de' | 'en';

const localesDir = fileURLToPath(new URL('../shared/i18n/locales/', import.meta.url));

/**
 * Every text of a language's locale files, by `file.json:key.path`, as a reader sees it: a text that nests another
 * (`$t(token.definition)`, i18next's nesting) holds that text's words.
 */
export function localeTexts(language: ClaimLanguage): Map<string, string> {
  const texts = new Map<string, string>();
  const byKey = new Map<string, string>();
  const walk = (file: string, tree: unknown, prefix: string) => {
    for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value !== null && typeof value === 'object') walk(file, value, path);
      else {
        texts.set(`${file}:${path}`, String(value));
        byKey.set(path, String(value));
      }
    }
  };
  for (const file of readdirSync(`${localesDir}${language}`).sort()) walk(file, JSON.parse(readFileSync(`${localesDir}${language}/${file}`, 'utf8')), '');
  // A nested text may nest another (the storage's definition nests its period, which nests its years).
  const nested = (text: string, depth = 0): string =>
    depth > 4
      ? text
      : text.replace(/\$t\(([\w.]+)\)/g, (nesting, path: string) => {
          const found = byKey.get(path);
          return found === undefined ? nesting : nested(found, depth + 1);
        });
  return new Map([...texts].map(([key, text]) => [key, nested(text)]));
}

/**
 * What no text may say, in either language: neutrality, "net zero" or a positive impact on the climate. The tokens are
 * tonnes stored on the customer's behalf, a contribution; nothing makes the customer, a product or a project neutral.
 */
export const barredWording =
  /neutrali[sz]|\bneutral\b|klimaneutral|co₂-neutral|treibhausgasneutral|net[- ]zero|netto[- ]null|klimapositiv|climate[- ]positive|carbon[- ]negative/i;

/**
 * A result said as a state of the project's or the customer's impact ("vollständig kompensiert", "CO₂ compensated",
 * "Kompensationszertifikat"): read as an offsetting claim. "Kompensieren" stays the verb of the act; a result says the
 * tonnes assigned and what happened to them (docs/decisions/0073-results-said-as-tonnes-assigned.md).
 */
export const barredResultWording =
  /(?:vollständig|teilweise|ganz) kompensiert|(?:fully|partly|partially) compensated|kompensiert seit|compensated since|(?:CO₂|CO2|carbon|Emissionen|emissions)[- ](?:kompensiert|compensated)|Kompensationszertifikat|compensation certificate/i;

/** Texts that state an effect on emissions: each must have a row in the table (a net, not a definition: rows may be more). */
export const effectWording: Record<ClaimLanguage, RegExp> = {
  en: /offset|\bcompensat(?:es|ed)\b|removed from the air|\bstored\b|footprint|climate/i,
  de: /kompensiert|entzogen|Fußabdruck|Klima|(?:CO₂|Tonnen?|Kohlenstoff)\b[^.]*\bgespeichert\w*|gespeichert\w*\b[^.]*\b(?:Holz|Wald|Wäldern)/i,
};

/** What backs a claim: its source, or why the sentence claims nothing beyond what the register shows. */
const basis = {
  act: 'Names the recorded act: GFT burned against the customer’s own named project, one tonne each, with the figure from the register. A result is said as the tonnes assigned and recorded, never as a state of the project or the customer (“fully compensated”): nothing is said of either being neutral.',
  token:
    'What a GFT is (`token.definition`, the definition in "What a token stands for" above): one tonne of CO₂ stored in the wood of a named PEFC or FSC certified forest, counting only wood that goes into long-lived wood products (forest inventory per ISO 14064-2, verified every year, monitored by satellite); each forest’s page shows its documents. Where a text says the forest took the CO₂ from the air, it says so of its growth, which is true of every tonne of wood and claims no new removal: a forest that preserves its stock keeps its carbon stored and takes up no more.',
  strategy:
    'The two strategies of SPEC, one agreed with each owner and named on the forest’s page: stock preservation keeps the carbon stored, stock increase adds growth that takes up more CO₂ and is measured.',
  contribution: 'A contribution on the customer’s behalf, beside avoiding what can be avoided; no neutral, reduced or positive impact is claimed.',
  storage:
    'The one storage period (`storage.years`, `storage.period` and `storage.secured` in common.json, nested wherever a text states it, and `pages.storageEnd` in pages.json, what happens at its end, in the FAQ’s words on the contract’s end (not in common.json, which the widgets and the first download carry); the home figure’s label puts it after “1 GFT = 1 t CO₂”): the forest owners’ contract of at least 15 years to keep or increase the stock (SPEC section 9, `minimumContractYears`; the meeting form refuses a shorter term, `validation.contractTerm`), said as what it is: the forest’s stock of wood secured by contract, not the time a tonne stays stored. No other period is stated: the IPCC’s half-life of sawn wood (35 years) says what becomes of harvested wood, not how long a token’s tonne is held, and beside the contract read as a second promise (issue 41); SPEC’s “over 100 years, according to the IPCC” had no source and went.',
  guarantee:
    'The terms of the greenfee token (storage guarantee), linked as the source wherever the public pages name the guarantee beside a figure or a claim.',
  sdg: 'The name of the United Nations’ goal 13, linked to the goal’s page at the United Nations (sdgs.un.org); beside it, what the product does towards it, as a contribution. No effect is claimed.',
  certificate: 'Describes what a certificate holds; the certificate and its register entry are the evidence.',
  usage:
    'Tells the customer how to word the text beside a badge or about a certificate (the tonnes stored and what for) and forbids a neutrality claim: it names the barred words only to bar them (Directive (EU) 2024/825).',
} as const;

/** Texts that name a barred word only to forbid it (the badge's usage note, the FAQ's): each must say "nicht" / "not". */
export const barringTexts: readonly string[] = ['certificates.json:certificates.badge.usage', 'pages.json:pages.faq.token.5.a'];

export interface Claim {
  /** `file.json:key.path` in shared/i18n/locales/{de,en}/. */
  key: string;
  where: string;
  basis: keyof typeof basis;
}

/** The rows, in the order of the table. */
export const claims: readonly Claim[] = [
  // Public pages.
  { key: 'portal.json:pages.home.title', where: 'Home, page title', basis: 'token' },
  { key: 'portal.json:pages.home.description', where: 'Home, description', basis: 'token' },
  { key: 'portal.json:pages.home.hero.h1', where: 'Home, heading', basis: 'contribution' },
  { key: 'portal.json:token.definition', where: 'What a token is: home hero, how it works, FAQ, token fact sheet', basis: 'token' },
  { key: 'portal.json:pages.home.hero.claims.guarantee', where: 'Home, hero', basis: 'guarantee' },
  { key: 'portal.json:footer.note', where: 'Every public page, footer', basis: 'token' },
  { key: 'buy.json:buy.page.intro', where: 'Buy page', basis: 'token' },
  { key: 'pages.json:pages.choice.private.text', where: 'Choice page', basis: 'contribution' },
  { key: 'pages.json:pages.choice.business.text', where: 'Choice page', basis: 'contribution' },
  { key: 'pages.json:pages.private.intro', where: 'Private persons', basis: 'contribution' },
  { key: 'pages.json:pages.business.intro', where: 'Companies', basis: 'contribution' },
  { key: 'pages.json:pages.private.forItems.0', where: 'Private persons, who it is for', basis: 'contribution' },
  { key: 'pages.json:pages.business.points.0.text', where: 'Companies, what they get', basis: 'certificate' },
  { key: 'pages.json:pages.content.workedExample.stored', where: 'Private persons and companies, worked example', basis: 'storage' },
  { key: 'pages.json:pages.forestOwners.strategyList.0.text', where: 'Forest owners, strategies', basis: 'strategy' },
  { key: 'pages.json:pages.forestOwners.strategyList.1.text', where: 'Forest owners, strategies', basis: 'strategy' },
  { key: 'pages.json:pages.forestOwners.storage', where: 'Forest owners', basis: 'storage' },
  { key: 'pages.json:pages.howItWorks.steps.1.text', where: 'How it works (and the home page)', basis: 'token' },
  { key: 'pages.json:pages.howItWorks.token.text', where: 'How it works, the token', basis: 'token' },
  { key: 'pages.json:pages.howItWorks.token.points.guarantee', where: 'How it works, the token', basis: 'guarantee' },
  { key: 'pages.json:pages.tokenSale.facts.offered.text', where: 'Token fact sheet, what it is', basis: 'token' },
  { key: 'pages.json:pages.tokenSale.facts.get.text', where: 'Token fact sheet, what you get', basis: 'token' },
  { key: 'pages.json:pages.mission.description', where: 'Mission, description', basis: 'contribution' },
  { key: 'pages.json:pages.mission.intro', where: 'Mission', basis: 'strategy' },
  { key: 'pages.json:pages.mission.sections.0.paragraphs.1', where: 'Mission', basis: 'guarantee' },
  { key: 'pages.json:pages.mission.sections.2.paragraphs.0', where: 'Mission, long-lived wood', basis: 'token' },
  { key: 'pages.json:pages.mission.sections.3.paragraphs.0', where: 'Mission, what we do not claim', basis: 'contribution' },
  { key: 'pages.json:pages.impact.tonnesStored', where: 'Impact figures (home, how it works)', basis: 'act' },
  { key: 'pages.json:pages.impact.guaranteeLabel', where: 'Impact figures', basis: 'guarantee' },
  { key: 'pages.json:pages.impact.storageLabel', where: 'Impact figures', basis: 'storage' },
  { key: 'pages.json:pages.faq.token.0.a', where: 'FAQ', basis: 'token' },
  { key: 'pages.json:pages.faq.token.1.q', where: 'FAQ', basis: 'storage' },
  { key: 'pages.json:pages.faq.token.1.a', where: 'FAQ', basis: 'storage' },
  { key: 'pages.json:pages.faq.token.2.a', where: 'FAQ', basis: 'guarantee' },
  { key: 'pages.json:pages.faq.token.5.a', where: 'FAQ, what a certificate may be used to say', basis: 'usage' },
  { key: 'pages.json:pages.faq.esg.0.a', where: 'FAQ', basis: 'certificate' },
  { key: 'pages.json:pages.faq.esg.1.q', where: 'FAQ, CSRD', basis: 'certificate' },
  { key: 'pages.json:pages.faq.esg.1.a', where: 'FAQ, CSRD', basis: 'certificate' },
  { key: 'pages.json:pages.faq.esg.2.q', where: 'FAQ', basis: 'token' },
  { key: 'pages.json:sdg.13', where: 'Goals (/sdg)', basis: 'sdg' },
  { key: 'pages.json:pages.sdgPage.goals.0.why', where: 'Goals (/sdg), goal 13', basis: 'sdg' },
  { key: 'calculator.json:calculator.result.tokens', where: 'Calculator, result', basis: 'contribution' },
  { key: 'calculator.json:calculator.result.tokens_one', where: 'Calculator, result', basis: 'contribution' },
  { key: 'calculator.json:calculator.result.tokens_other', where: 'Calculator, result', basis: 'contribution' },
  { key: 'calculator.json:calculator.result.compensate', where: 'Calculator, result button', basis: 'contribution' },
  { key: 'calculator.json:calculator.result.equivalent', where: 'Calculator, result (CO₂ and CO₂e)', basis: 'token' },
  // The certificate (page and PDF), the badge and the verification (portal and widget).
  { key: 'certificates.json:certificates.sheet.title', where: 'Certificate (page and PDF), title', basis: 'certificate' },
  { key: 'certificates.json:certificates.sheet.headline', where: 'Certificate, headline', basis: 'act' },
  { key: 'certificates.json:certificates.sheet.tokens', where: 'Certificate (page and PDF), figures', basis: 'act' },
  { key: 'certificates.json:certificates.sheet.tokensValue', where: 'Certificate (page and PDF), figures', basis: 'token' },
  { key: 'certificates.json:certificates.sheet.method', where: 'Certificate, method', basis: 'token' },
  { key: 'badge.json:badge.compensated', where: 'Badge', basis: 'act' },
  { key: 'certificates.json:certificates.badge.usage', where: 'Certificate page and profile, under the badge code', basis: 'usage' },
  { key: 'pages.json:pages.verify.description', where: 'Verification, description', basis: 'certificate' },
  { key: 'verify.json:verify.intro', where: 'Verification', basis: 'certificate' },
  { key: 'verify.json:verify.certificate.co2Compensated', where: 'Verification', basis: 'act' },
  { key: 'verify.json:verify.certificate.stored', where: 'Verification', basis: 'token' },
  { key: 'verify.json:verify.outcome.superseded.text', where: 'Verification', basis: 'act' },
  {
    key: 'common.json:storage.period',
    where: 'FAQ (what a token is, how long), certificate (page and PDF), verification, home figures, how it works',
    basis: 'storage',
  },
  { key: 'common.json:storage.secured', where: 'Beside tonne figures: home figures, worked examples, goal 13', basis: 'storage' },
  { key: 'pages.json:pages.storageEnd', where: 'Home figures (under the tiles), worked examples: what happens at the end of the term', basis: 'storage' },
  { key: 'verify.json:verify.certificate.assignedForValue', where: 'Certificate (page and PDF) and verification, under the tonnes', basis: 'act' },
  { key: 'verify.json:verify.certificate.disclaimer', where: 'Certificate (page and PDF) and verification', basis: 'act' },
  { key: 'forest-page.json:forests.storage.contract.label', where: 'Forest pages, storage period (key figure)', basis: 'storage' },
  // The customer area.
  { key: 'compensate.json:compensate.intro', where: 'Compensate', basis: 'token' },
  { key: 'compensate.json:compensate.link.done', where: 'Compensate', basis: 'act' },
  { key: 'compensate.json:compensate.empty.allDone', where: 'Compensate', basis: 'act' },
  { key: 'compensate.json:compensate.preview.compensated', where: 'Compensate, preview', basis: 'act' },
  { key: 'compensate.json:compensate.preview.tokensValue', where: 'Compensate, preview and progress', basis: 'token' },
  { key: 'compensate.json:compensate.preview.assignedForValue', where: 'Compensate, preview', basis: 'act' },
  { key: 'compensate.json:compensate.preview.full', where: 'Compensate, preview', basis: 'act' },
  { key: 'compensate.json:compensate.preview.progress', where: 'Compensate, progress of a partial compensation', basis: 'act' },
  { key: 'compensate.json:compensate.outcome.full', where: 'Compensate, outcome', basis: 'act' },
  { key: 'compensate.json:compensate.outcome.partial', where: 'Compensate, outcome', basis: 'act' },
  { key: 'compensate.json:compensate.confirm.pending', where: 'Compensate, while it runs', basis: 'act' },
  { key: 'dashboard.json:dashboard.overview.next.buyText', where: 'Overview', basis: 'token' },
  { key: 'dashboard.json:dashboard.overview.next.doneText', where: 'Overview', basis: 'act' },
  { key: 'dashboard.json:dashboard.overview.next.steps.buyText', where: 'Overview', basis: 'token' },
  { key: 'dashboard.json:dashboard.overview.projects.coverage', where: 'Overview', basis: 'act' },
  { key: 'dashboard.json:dashboard.overview.projects.status.needs_compensation', where: 'Overview', basis: 'act' },
  { key: 'dashboard.json:dashboard.overview.projects.status.partly_compensated', where: 'Overview', basis: 'act' },
  { key: 'dashboard.json:dashboard.overview.projects.status.fully_compensated', where: 'Overview', basis: 'act' },
  { key: 'dashboard.json:dashboard.overview.totals.compensated', where: 'Overview', basis: 'act' },
  { key: 'dashboard.json:dashboard.overview.totals.none', where: 'Overview', basis: 'act' },
  { key: 'dashboard.json:dashboard.overview.certificates.none', where: 'Overview', basis: 'act' },
  { key: 'overview.json:dashboard.overview.impact.since', where: 'Overview, chart', basis: 'act' },
  { key: 'overview.json:dashboard.overview.impact.caption.month', where: 'Overview, chart', basis: 'act' },
  { key: 'overview.json:dashboard.overview.impact.caption.quarter', where: 'Overview, chart', basis: 'act' },
  { key: 'overview.json:dashboard.overview.impact.caption.year', where: 'Overview, chart', basis: 'act' },
  { key: 'overview.json:dashboard.overview.impact.compensated', where: 'Overview, chart', basis: 'act' },
  { key: 'overview.json:dashboard.overview.impact.none', where: 'Overview, chart', basis: 'act' },
  { key: 'projects.json:projects.list.description', where: 'Projects', basis: 'act' },
  { key: 'projects.json:projects.empty.text', where: 'Projects', basis: 'act' },
  { key: 'projects.json:projects.figures.compensated', where: 'Project', basis: 'act' },
  { key: 'projects.json:projects.figures.coverageValue', where: 'Project', basis: 'act' },
  { key: 'projects.json:projects.status.needs_compensation', where: 'Projects', basis: 'act' },
  { key: 'projects.json:projects.status.partly_compensated', where: 'Projects', basis: 'act' },
  { key: 'projects.json:projects.status.fully_compensated', where: 'Projects', basis: 'act' },
  { key: 'projects.json:projects.certificate.raised', where: 'Project', basis: 'act' },
  { key: 'projects.json:projects.certificate.none', where: 'Project', basis: 'act' },
  { key: 'projects.json:projects.detail.historyEmpty', where: 'Project', basis: 'act' },
  { key: 'projects.json:projects.delete.certificateText', where: 'Project, deleting it', basis: 'act' },
  { key: 'projects.json:projects.detail.loading.description', where: 'Project', basis: 'act' },
  { key: 'projects.json:projects.form.co2EmissionsCompensated', where: 'Project form', basis: 'act' },
  { key: 'account.json:validation.belowCompensated', where: 'Project form', basis: 'act' },
  { key: 'transactions.json:transactions.compensation.tonnes', where: 'Transaction', basis: 'act' },
  { key: 'report.json:dashboard.report.intro', where: 'CSRD report (page and PDF)', basis: 'token' },
  { key: 'report.json:dashboard.report.total', where: 'CSRD report (page and PDF)', basis: 'act' },
  { key: 'report.json:dashboard.report.quality', where: 'CSRD report (page and PDF)', basis: 'token' },
  { key: 'report.json:dashboard.report.asked.quality', where: 'CSRD report (page and PDF)', basis: 'token' },
  { key: 'report.json:dashboard.report.asked.eu', where: 'CSRD report (page and PDF)', basis: 'act' },
  { key: 'report.json:dashboard.report.uncertified', where: 'CSRD report (page and PDF)', basis: 'act' },
  { key: 'report.json:dashboard.report.noCertificate', where: 'CSRD report (page and PDF)', basis: 'act' },
  { key: 'report.json:dashboard.report.asked.removalsAll', where: 'CSRD report (page and PDF)', basis: 'strategy' },
  { key: 'report.json:dashboard.report.asked.removalsPart', where: 'CSRD report (page and PDF)', basis: 'strategy' },
  { key: 'report.json:dashboard.report.split.all', where: 'CSRD report (page and PDF)', basis: 'strategy' },
  { key: 'report.json:dashboard.report.split.part', where: 'CSRD report (page and PDF)', basis: 'strategy' },
  { key: 'report.json:dashboard.report.split.increase', where: 'CSRD report (page and PDF)', basis: 'strategy' },
  { key: 'report.json:dashboard.report.split.preservation', where: 'CSRD report (page and PDF)', basis: 'strategy' },
  { key: 'report.json:dashboard.report.split.unknown', where: 'CSRD report (page and PDF)', basis: 'strategy' },
  // The public impact page (portal/features/impact/) and its setting in the profile.
  { key: 'certificates.json:impact.setting.intro', where: 'Profile, public impact page', basis: 'act' },
  { key: 'certificates.json:impact.page.title', where: 'Public impact page, page title', basis: 'act' },
  { key: 'certificates.json:impact.page.description', where: 'Public impact page, description', basis: 'token' },
  { key: 'certificates.json:impact.loading.description', where: 'Public impact page, description while it loads', basis: 'act' },
  { key: 'certificates.json:impact.page.meaning', where: 'Public impact page, what the tonnes mean', basis: 'contribution' },
  { key: 'certificates.json:impact.page.total', where: 'Public impact page, the total', basis: 'act' },
  { key: 'certificates.json:impact.page.certified', where: 'Public impact page, the total', basis: 'certificate' },
  { key: 'certificates.json:impact.page.certified_one', where: 'Public impact page, the total', basis: 'certificate' },
  { key: 'certificates.json:impact.page.certified_other', where: 'Public impact page, the total', basis: 'certificate' },
  { key: 'certificates.json:impact.page.certified_zero', where: 'Public impact page, the total', basis: 'certificate' },
  { key: 'certificates.json:impact.page.overTime', where: 'Public impact page, tonnes over time', basis: 'act' },
];

/** A table cell: a pipe would end it, a line break would end the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** docs/claims.md, whole. */
export function claimsPage(): string {
  const english = localeTexts('en');
  const german = localeTexts('de');
  const rows = claims.map(
    ({ key, where, basis: kind }) => `| ${cell(where)} | \`${key}\` | ${cell(english.get(key) ?? '')} | ${cell(german.get(key) ?? '')} | ${kind} |`,
  );
  return `# Claims

<!-- Written by \`npm run docs\` from demo/claims.ts: change that file, not this page. -->

Every text of the portal, the certificate (page and PDF), the badge and the widgets that states an effect on emissions,
with its wording in both languages and what backs it. Since 27 September 2026, Directive (EU) 2024/825 bars claims,
based on offsetting, that a product has a neutral, reduced or positive impact on the environment in terms of
greenhouse-gas emissions: the product says that tonnes of CO₂ are stored in long-lived wood on the customer's behalf,
as a contribution, and never that anything is neutral ([the decision](decisions/0060-claims-under-eu-2024-825.md)).
A result is said as the tonnes assigned and what happened to them ("80 of 120 t assigned", "CO₂ stored in wood"), never
as a state of the project's or the customer's impact ("fully compensated"); "compensate" names the act
([the wording of results](decisions/0073-results-said-as-tonnes-assigned.md)).
\`tests/unit/i18n/claims.test.ts\` fails when a text says "neutral" (or "klimaneutral", "net zero", "climate positive")
or states a result as compensated ("vollständig kompensiert", "CO₂ compensated", "Kompensationszertifikat") in either
language, in the locale files, the HTML, the seed or the PDFs, when a text that states an effect has no row here, and
when this page is not what \`npm run docs\` writes.

## What a token stands for

One greenfee token (GFT) stands for one tonne of CO₂ that a regional, PEFC- or FSC-certified partner forest took from
the air as it grew and that is stored in its wood, counted only for wood that goes into long-lived wood products
(SPEC: "created only after one tonne of CO₂ has been removed and stored as wood"; "only storage in long-lived wood
products is certified"). The customer-facing words are \`token.definition\` in portal.json, which every text that
explains a token repeats or opens with; it leaves the growth to the texts about the forests (the mission, the forest
owners' strategies), to stay short enough for the home page's first screen. "In the forest" and "in long-lived wood products" are one statement: the
tonne is in the forest's wood now, and only the part of that wood that will go into long-lived products is counted.

The 15 years are the forest owner's contract term (at least 15 years, \`minimumContractYears\`): for that long the
owner keeps or increases the forest's stock of wood. They are how long the stock in the forest is secured by contract,
not how long a tonne stays stored; harvested wood keeps its carbon for as long as the product made of it lasts, and no
text states a figure for that. So no text promises permanence ("dauerhaft", "permanent", "für immer", "Emissionen,
die bleiben"): the home heading speaks of the emissions the customer cannot avoid and of carbon stored in regional
wood (carbon, as the heading's typeface has no subscript two: decision 0060; it names no tonnes).

- **Unit**: "t CO₂" wherever a customer reads tonnes: tokens, projects' emissions (entered as "CO₂ emissions in
  tonnes"), certificates, the badge. "CO₂e" only where the figure truly is CO₂-equivalent: the emission calculator and
  its worked examples, whose factors are CO₂e, and which say that one token's tonne of CO₂ is counted against one
  tonne of CO₂e (\`calculator.result.equivalent\`).
- **Verb**: "kompensieren" / "compensate" for the customer's act; "stored" / "gespeichert" for what happens to the
  tonne ("bound", "gebunden" are not used). The register's technical act ("stilllegen" / "retire", "löschen" /
  "cancel") is named only where it is explained: the CSRD report's cancelled credits, in ESRS E1-7's own term.

## What backs a claim

| Basis | Meaning |
|---|---|
${Object.entries(basis)
  .map(([name, text]) => `| ${name} | ${cell(text)} |`)
  .join('\n')}

## The texts

| Where | Key | English | German | Basis |
|---|---|---|---|---|
${rows.join('\n')}
`;
}
