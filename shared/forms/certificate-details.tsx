import type { CertificateView } from '../api/schemas/certificate';
import { safeUrl } from '../api/url';
import { formatDate, formatNumber } from '../i18n/format';
import { useForms } from '../ui/forms-context';

/**
 * The certificate view of SPEC section 3: its fields, the forests it supports, then its technical proof (the
 * transaction ID and the link to the public register) behind a disclosure. One
 * look wherever a certificate is shown (the widget, the portal's verify and certificate pages: shared/ui/forms.css).
 */
export function CertificateDetails({ certificate, language }: { certificate: CertificateView; language: 'de' | 'en' }) {
  const { t } = useForms();
  // The schema admits http(s) only; the link is checked again where it is rendered, as every link from outside is.
  const registerUrl = safeUrl(certificate.blockchainUrl, true);
  const tonnes = (value: number) => t('verify.certificate.tonnes', { value: formatNumber(language, value) });
  const rows: [string, string][] = [
    ['holder', certificate.holder],
    ['project', certificate.project],
    [
      'period',
      t('verify.certificate.periodValue', { start: formatDate(language, certificate.period.startDate), end: formatDate(language, certificate.period.endDate) }),
    ],
    ['date', formatDate(language, certificate.date)],
    // The tonnes stored in wood and the GFT used for them (one each), then the emissions reported as what they were
    // assigned to: facts, no share "covered" and no equation of the two, which reads as emissions undone (issue 41).
    [
      'co2Compensated',
      t('verify.certificate.stored', { tonnes: tonnes(certificate.co2Compensated), tokens: formatNumber(language, certificate.co2Compensated) }),
    ],
    ['assignedFor', t('verify.certificate.assignedForValue', { emitted: tonnes(certificate.co2Emitted), project: certificate.project })],
    // The certificate of the same project before this one: its tonnes are in the figures above.
    ...(certificate.supersedes ? [['supersedes', t('verify.certificate.supersedesValue', { id: certificate.supersedes })] as [string, string]] : []),
    // How long the tonnes stay stored, where a verifier looks: the one period every text states (`storage.*`).
    ['storage', t('storage.period')],
  ];
  return (
    <div className="gft-certificate" part="certificate">
      {certificate.example ? (
        <p className="gft-hint" part="hint">
          {t('verify.certificate.example')}
        </p>
      ) : null}
      <dl className="gft-details">
        {rows.map(([key, value]) => (
          <div className="gft-details-row" key={key}>
            <dt>{t(`verify.certificate.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('verify.certificate.disclaimer')}</p>
      <table className="gft-table">
        <caption>{t('verify.certificate.forests')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('verify.certificate.forestName')}</th>
            <th scope="col">{t('verify.certificate.forestLocation')}</th>
            <th scope="col">{t('verify.certificate.forestAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {certificate.supportedForests.map((forest) => (
            <tr key={`${forest.name}-${forest.location}`}>
              <td>{forest.name}</td>
              <td>{forest.location}</td>
              <td>{tonnes(forest.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* The transaction's 0x… id is proof for whoever checks the register, not a figure to read: behind a disclosure,
          as on the certificate's page. */}
      <details className="gft-proof" part="proof">
        <summary>{t('verify.certificate.proof')}</summary>
        <dl className="gft-details">
          <div className="gft-details-row">
            <dt>{t('verify.certificate.transactionId')}</dt>
            <dd className="gft-mono">{certificate.transactionID}</dd>
          </div>
        </dl>
        {registerUrl ? (
          <p>
            <a href={registerUrl} target="_blank" rel="noopener noreferrer" part="link">
              {t('verify.certificate.register')} <span className="gft-visually-hidden">{t('forms.opensInNewTab')}</span>
            </a>
          </p>
        ) : null}
      </details>
    </div>
  );
}
