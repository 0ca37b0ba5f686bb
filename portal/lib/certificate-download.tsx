import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getCertificatePdf } from '#shared/api/endpoints/certificates';
import { errorMessageKey } from '#shared/api/errors';
import { languages, type Language } from '#shared/i18n/languages';
import { usePortalText } from './language';
import { saveFile } from './save-file';
import { useServices } from './services';
import './certificate-download.css';

/** Downloads a certificate's PDF (GET /certificate/get) in the language given (header `ln`) and saves it as a file. */
export function useDownloadCertificate() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async ({ id, language }: { id: string; language: Language }) => saveFile(await getCertificatePdf(api, { id }, { language }), `${id}.pdf`),
  });
}

/** Each language named in itself, as language pickers do. */
const languageNames: Record<Language, string> = { de: 'Deutsch', en: 'English' };

/**
 * A certificate's PDF in German or English, the interface's language unless the customer picks the other: the
 * certificate page, the project list and the project page use this one component. A failure (not ready yet, no
 * connection) is said beside the button, which tries again. `primary` makes it the page's main action.
 */
export function CertificateDownload({ id, named = false, primary = false }: { id: string; named?: boolean; primary?: boolean }) {
  const { t, language } = usePortalText();
  const download = useDownloadCertificate();
  const [picked, setPicked] = useState<Language | null>(null);
  const pdfLanguage = picked ?? language;
  const baseId = useId();
  const failure = download.isError ? errorMessageKey(download.error) : null;
  return (
    <span className="certificate-download">
      <span className="certificate-download__language">
        <label htmlFor={`${baseId}-language`}>{t('dashboard.certificateDownload.language')}</label>
        <span className="certificate-download__select">
          <select id={`${baseId}-language`} value={pdfLanguage} onChange={(event) => setPicked(event.target.value as Language)}>
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageNames[code]}
              </option>
            ))}
          </select>
        </span>
      </span>
      <button
        type="button"
        className={primary ? 'button' : 'button button--ghost'}
        aria-describedby={failure ? `${baseId}-problem` : undefined}
        aria-busy={download.isPending || undefined}
        onClick={() => !download.isPending && download.mutate({ id, language: pdfLanguage })}
      >
        {download.isPending
          ? t('dashboard.certificateDownload.downloading')
          : named
            ? t('dashboard.certificateDownload.named', { id })
            : t('dashboard.certificateDownload.button')}
      </button>
      {failure ? (
        <span className="inline-problem" id={`${baseId}-problem`} role="alert">
          {t(failure)}
        </span>
      ) : null}
    </span>
  );
}
