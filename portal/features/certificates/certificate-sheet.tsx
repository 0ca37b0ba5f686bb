import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { issuerLine, readableUrl } from '#shared/api/certificate-figures';
import type { CertificateView } from '#shared/api/schemas/certificate';
import { safeUrl } from '#shared/api/url';
import { formatDate, formatNumber, formatTonnes } from '#shared/i18n/format';
import { SheetBrandMark } from '#portal/lib/brand-mark';
import { ShortCopyText } from '#portal/lib/copy-text';
import { usePortalText } from '#portal/lib/language';
import { TechnicalProof } from '#portal/lib/technical-proof';
import { QrCode } from './qr-code';

/** A forest's share of the tonnes as a bar (the figure beside it says it). SVG: the portal's CSP allows no inline styles. */
function ShareBar({ share }: { share: number }) {
  return (
    <svg className="certificate-share__bar" viewBox="0 0 64 8" aria-hidden="true" focusable="false">
      <rect width="64" height="8" rx="4" className="certificate-share__track" />
      {share > 0 ? <rect width={Math.max(8, 64 * share)} height="8" rx="4" className="certificate-share__fill" /> : null}
    </svg>
  );
}

/** A text with `whole` (an id, a date) in it that never breaks inside it: "Zertifikat GFT-2026-2C02F9EF" wraps before the id, not in it. */
export function KeepWhole({ text, whole }: { text: string; whole: string }) {
  const at = whole ? text.indexOf(whole) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="nowrap">{whole}</span>
      {text.slice(at + whole.length)}
    </>
  );
}

/**
 * A ready certificate as the document it is, laid out like its PDF (demo/sandbox/certificate-pdf.ts): the brand and
 * the id, the title, the holder, the tonnes stored in wood as the headline figure with the project's reported
 * emissions they were assigned to and the period, the date and the GFT used (one per tonne), the forests with their
 * shares, the method with the storage period, what the certificate confirms and not, and the issuer, and at the foot
 * the QR code and the verification's address, behind a "technical proof" disclosure the public register's transaction
 * (shortened, copied whole) and link. Expired or superseded, a band says so and the figure turns grey.
 */
export function CertificateSheet({
  certificate,
  state,
  supersededBy,
  verifyPath,
  verifyUrl,
  verifyLinkRef,
  verifyWhole = false,
}: {
  certificate: CertificateView;
  state: 'ready' | 'expired' | 'superseded';
  supersededBy?: string;
  verifyPath: string;
  verifyUrl: string;
  /** The verification link, for selecting it where copying it fails. */
  verifyLinkRef: Ref<HTMLAnchorElement>;
  /** Shows the verification link's whole URL instead of its host and path (to be selected where copying it failed). */
  verifyWhole?: boolean;
}) {
  const { t, language } = usePortalText();
  const titleId = useId();
  const tonnes = (value: number) => t('verify.certificate.tonnes', { value: formatNumber(language, value, { maximumFractionDigits: 3 }) });
  const band =
    state === 'expired' ? t('certificates.sheet.expired') : state === 'superseded' ? t('certificates.sheet.superseded', { id: supersededBy ?? '' }) : null;
  const row = (key: string, value: string, className?: string) => (
    <div className="certificate-sheet__row">
      <dt>{t(`verify.certificate.${key}`)}</dt>
      <dd className={className}>{value}</dd>
    </div>
  );
  return (
    <article className={`certificate-sheet certificate-sheet--${state}`} aria-labelledby={titleId}>
      <header className="certificate-sheet__head">
        <span className="brand">
          <SheetBrandMark />
          greenfee
        </span>
        <span className="certificate-sheet__id">
          <KeepWhole text={t('verify.certificate.heading', { id: certificate.id })} whole={certificate.id} />
        </span>
      </header>
      <h2 id={titleId} className="certificate-sheet__title">
        {t('certificates.sheet.title')}
      </h2>
      {band ? <p className="certificate-sheet__band">{band}</p> : null}
      {/* The project is named under the tonnes, as what they were assigned to. */}
      <dl className="certificate-sheet__parties">{row('holder', certificate.holder)}</dl>
      <div className="certificate-sheet__figure">
        <p className="certificate-sheet__amount">{t('certificates.sheet.headline', { tonnes: tonnes(certificate.co2Compensated) })}</p>
        {/* The emissions reported as what the tonnes were assigned to, under them: never beside them as an equation. */}
        <p className="certificate-sheet__context">
          {t('verify.certificate.assignedFor')}{' '}
          {t('verify.certificate.assignedForValue', { emitted: tonnes(certificate.co2Emitted), project: certificate.project })}
        </p>
        <dl className="certificate-sheet__period">
          {row(
            'period',
            t('verify.certificate.periodValue', {
              start: formatDate(language, certificate.period.startDate),
              end: formatDate(language, certificate.period.endDate),
            }),
          )}
        </dl>
      </div>
      {/*
        Facts only (Directive (EU) 2024/825): the date and the tokens used. No share "covered" and no emissions beside
        the tonnes: either reads as a claim that the emissions are undone.
      */}
      <dl className="certificate-sheet__figures">
        {row('date', formatDate(language, certificate.date))}
        <TokensUsed amount={certificate.co2Compensated} />
      </dl>
      {certificate.supersedes ? (
        <dl className="certificate-sheet__supersedes">{row('supersedes', t('verify.certificate.supersedesValue', { id: certificate.supersedes }))}</dl>
      ) : null}
      <SheetForests forests={certificate.supportedForests} />
      <SheetClosing certificate={certificate} />
      <footer className="certificate-sheet__foot">
        <Link className="certificate-qr" to={verifyPath} aria-label={t('certificates.ready.qr', { id: certificate.id })}>
          <QrCode text={verifyUrl} className="certificate-qr__code" />
        </Link>
        <div className="certificate-sheet__proof">
          <h3>{t('certificates.sheet.verify')}</h3>
          <p className="certificate-sheet__hint">
            <KeepWhole text={t('certificates.sheet.verifyText', { id: certificate.id })} whole={certificate.id} />
          </p>
          <p>
            <a className="certificate-sheet__link" href={verifyUrl} ref={verifyLinkRef}>
              {verifyWhole ? verifyUrl : readableUrl(verifyUrl)}
            </a>
          </p>
          <SheetProof certificate={certificate} />
        </div>
      </footer>
    </article>
  );
}

/**
 * After the forests, as on the PDF: the method with how long the tonnes are held (the one storage period every text
 * states), what the certificate confirms and what not, and who issued it (the API's issuer, the provider's imprint).
 */
function SheetClosing({ certificate }: { certificate: CertificateView }) {
  const { t, language } = usePortalText();
  const date = formatDate(language, certificate.date);
  return (
    <>
      <p className="certificate-sheet__method">
        {t('certificates.sheet.method')} {t('storage.period')}
      </p>
      <p className="certificate-sheet__disclaimer">{t('verify.certificate.disclaimer')}</p>
      <p className="certificate-sheet__issued">
        <KeepWhole
          text={
            certificate.issuer?.name
              ? t('certificates.sheet.issued', { date, issuer: issuerLine(certificate.issuer) })
              : t('certificates.sheet.issuedOn', { date })
          }
          whole={date}
        />
      </p>
    </>
  );
}

/** The forests the certificate's tonnes are stored in, each with its tonnes and its share. */
function SheetForests({ forests }: { forests: CertificateView['supportedForests'] }) {
  const { t, language } = usePortalText();
  const tonnes = (value: number) => t('verify.certificate.tonnes', { value: formatNumber(language, value, { maximumFractionDigits: 3 }) });
  const total = forests.reduce((sum, forest) => sum + forest.amount, 0);
  const share = (amount: number) => (total > 0 ? amount / total : 0);
  return (
    <div className="certificate-sheet__forests">
      <table>
        <caption>{t('verify.certificate.forests')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('verify.certificate.forestName')}</th>
            <th scope="col" className="certificate-sheet__location">
              {t('verify.certificate.forestLocation')}
            </th>
            <th scope="col" className="certificate-sheet__number">
              {t('verify.certificate.forestAmount')}
            </th>
            <th scope="col" className="certificate-sheet__share">
              {t('certificates.sheet.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {forests.map((forest) => (
            <tr key={`${forest.name}-${forest.location}`}>
              <td>
                {forest.name}
                {/* On a phone the place goes under the name, its column left out. */}
                <span className="certificate-sheet__place">{forest.location}</span>
              </td>
              <td className="certificate-sheet__location">{forest.location}</td>
              <td className="certificate-sheet__number">{tonnes(forest.amount)}</td>
              <td className="certificate-sheet__share">
                <span className="certificate-share">
                  <ShareBar share={share(forest.amount)} />
                  {formatNumber(language, share(forest.amount), { style: 'percent', maximumFractionDigits: 1 })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The tokens used, and beside them the tonnes they stand for: one verb and one unit to the label ("4 GFT (= 4 t CO₂)"). */
function TokensUsed({ amount }: { amount: number }) {
  const { t, language } = usePortalText();
  return (
    <div className="certificate-sheet__row">
      <dt>{t('certificates.sheet.tokens')}</dt>
      <dd>
        {t('certificates.sheet.tokensValue', { tokens: formatNumber(language, amount, { maximumFractionDigits: 3 }), tonnes: formatTonnes(language, amount) })}
      </dd>
    </div>
  );
}

/**
 * The transaction's 0x… id is proof for whoever checks the register, not a reference to read: behind a disclosure, as
 * the wallet's address is (issue 41). The PDF keeps it whole, labelled as proof.
 */
function SheetProof({ certificate }: { certificate: CertificateView }) {
  const { t } = usePortalText();
  const registerUrl = safeUrl(certificate.blockchainUrl, true);
  return (
    <TechnicalProof summary={t('certificates.sheet.proof')}>
      <dl className="certificate-sheet__transaction">
        <div className="certificate-sheet__row">
          <dt>{t('verify.certificate.transactionId')}</dt>
          <dd>
            <ShortCopyText
              text={certificate.transactionID}
              icon
              labels={{
                copy: t('certificates.sheet.transactionCopy'),
                copied: t('certificates.sheet.transactionCopied'),
                failed: t('certificates.sheet.transactionRefused'),
              }}
            />
          </dd>
        </div>
      </dl>
      {registerUrl ? (
        <p>
          <a href={registerUrl} target="_blank" rel="noopener noreferrer">
            {t('verify.certificate.register')} <span className="visually-hidden">{t('forms.opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
    </TechnicalProof>
  );
}
