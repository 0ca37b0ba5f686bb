import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Project } from '#shared/api/schemas/project';
import { formatDate, formatNumber, formatTonnes } from '#shared/i18n/format';
import { productsQuery } from '#shared/query/reference';
import { readPendingProject, rememberPendingProject } from '#portal/lib/calculation';
import { cart, cartTokens, readCart } from '#portal/lib/cart';
import { cartMinus, cartPlus, recommendedMix, stockBeyondCart, type CartNote } from '#portal/lib/mix';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';
import { useProfile } from '#portal/lib/use-profile';
import { CertificateDownload } from '#portal/lib/certificate-download';
import { useCertificateStatus } from '#portal/lib/certificate-status';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { Sentence } from '#portal/lib/sentence';
import { isMissingProject, useProject } from './api/get-project';
import { useProjectCompensations } from './api/get-project-compensations';
import { DeleteProject } from './delete-project';
import { openTonnes, tokensNeeded } from './project-figures';
import { LoadProblem, QueryState } from '#portal/lib/load-problem';
import { compensateHref, Coverage, ProjectFigures } from './project-parts';
import './projects.css';

/** A project id in the URL that is unknown or someone else's: said inside the page, with the way back. */
export function ProjectNotFound() {
  const { t, language } = usePortalText();
  return (
    <article className="page">
      <h1>{t('projects.detail.notFoundTitle')}</h1>
      <p>{t('projects.detail.notFoundText')}</p>
      <p>
        <Link to={localized(language, paths.projects)}>{t('projects.detail.back')}</Link>
      </p>
    </article>
  );
}

/** The project page: figures, compensation history, certificate, and the way to compensate what is open. */
export function ProjectDetail({ id }: { id: string }) {
  const project = useProject(id);
  const data = project.data?.project;
  usePageMeta(data ? 'projects.detail' : 'projects.detail.loading', data ? { name: data.name } : undefined);
  if (data) return <ProjectView project={data} />;
  if (project.isError && isMissingProject(project.error)) return <ProjectNotFound />;
  return <ProjectLoading project={project} />;
}

/** A project on its way: the loading line, or what failed with a retry (the project page and its edit page). */
export function ProjectLoading({ project }: { project: ReturnType<typeof useProject> }) {
  const { t } = usePortalText();
  return (
    <article className="page">
      <h1>{t('projects.detail.h1Loading')}</h1>
      {project.isError ? (
        <LoadProblem query={project} />
      ) : (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      )}
    </article>
  );
}

function ProjectView({ project }: { project: Project }) {
  const { t, language } = usePortalText();
  const navigate = useNavigate();
  const open = openTonnes(project);
  return (
    <article className="page page--wide">
      <p className="back-link">
        <Link to={localized(language, paths.projects)}>{t('projects.detail.back')}</Link>
      </p>
      <h1>{project.name}</h1>
      <p className="meta-line project-created">
        {t('projects.figures.createdAt')}: {formatDate(language, project.createdAt)}
      </p>
      <Coverage project={project} />
      <ProjectFigures project={project} />
      {open > 0 ? (
        <p className="next-action">
          <Link className="button" to={compensateHref(language, project)}>
            {t(project.co2Compensation > 0 ? 'projects.detail.compensateRest' : 'projects.detail.compensate', { amount: formatTonnes(language, open) })}
          </Link>{' '}
          <span className="meta-line">{t('projects.detail.compensateHint', { count: tokensNeeded(project) })}</span>
        </p>
      ) : null}
      {open > 0 ? <BuyMissing project={project} /> : null}
      {project.description ? (
        <section className="text-section" aria-labelledby="project-description">
          <h2 id="project-description">{t('projects.detail.descriptionTitle')}</h2>
          <p className="project-description">{project.description}</p>
        </section>
      ) : null}
      <section className="text-section" aria-labelledby="project-certificate">
        <h2 id="project-certificate">{t('projects.certificate.title')}</h2>
        {project.certificateId ? <Certificate id={project.certificateId} /> : <p>{t('projects.certificate.none')}</p>}
        {project.certificateId && open > 0 ? (
          // Emissions raised after a full compensation: the certificate keeps the tonnes it states until the rest is compensated.
          <p>{t('projects.certificate.raised', { id: project.certificateId })}</p>
        ) : null}
      </section>
      <History project={project} />
      {/* As on the list's cards: "edit" secondary, "delete" a quiet text action at the end (still confirmed by its dialog). */}
      <div className="project-actions">
        <Link className="button button--ghost" to={localized(language, paramPaths.editProject.href({ id: project._id }))}>
          {t('projects.detail.edit')}
        </Link>
        <DeleteProject project={project} onDeleted={() => void navigate(localized(language, paths.projects), { replace: true })} />
      </div>
    </article>
  );
}

/** The certificate: its state (on its way until the blockchain process ends, checked again), its page, the download. */
function Certificate({ id }: { id: string }) {
  const { t, language } = usePortalText();
  const status = useCertificateStatus(id);
  const pageLink = (
    <Link className="text-link" to={localized(language, paramPaths.certificate.href({ id }))}>
      {t('projects.certificate.open')}
    </Link>
  );
  return (
    <QueryState query={status}>
      {(answer) =>
        answer.stage === 'burned' || answer.stage === 'registered' ? (
          <div className="certificate-state certificate-state--pending">
            <p role="status">
              <Sentence i18nKey="projects.certificate.pending" values={{ id }} components={{ strong: <strong /> }} />
            </p>
            <p>{pageLink}</p>
          </div>
        ) : (
          <div className="certificate-state">
            <p>
              {answer.stage === 'superseded'
                ? t('projects.certificate.superseded', { id, by: answer.supersededBy ?? '' })
                : answer.stage === 'expired'
                  ? t('projects.certificate.expired', { id })
                  : t('projects.certificate.valid', { id })}
            </p>
            <p className="form-actions">
              <CertificateDownload id={id} />
              <Link className="button button--ghost" to={`${localized(language, paths.verify)}?${new URLSearchParams({ certificate: id }).toString()}`}>
                {t('projects.certificate.verify')}
              </Link>
            </p>
            <p>{pageLink}</p>
          </div>
        )
      }
    </QueryState>
  );
}

function History({ project }: { project: Project }) {
  const { t, language } = usePortalText();
  const compensations = useProjectCompensations(project._id);
  return (
    <section className="text-section" aria-labelledby="project-history">
      <h2 id="project-history">{t('projects.detail.history')}</h2>
      <QueryState query={compensations}>
        {({ transactions }) =>
          transactions.length === 0 ? (
            <p>{t('projects.detail.historyEmpty')}</p>
          ) : (
            <>
              <div className="table-scroll" role="region" aria-labelledby="project-history" tabIndex={0}>
                <table className="data-table">
                  <caption className="visually-hidden">{t('projects.detail.historyCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('projects.detail.date')}</th>
                      <th scope="col">{t('projects.detail.tokens')}</th>
                      <th scope="col">{t('projects.detail.transaction')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {transactions.map((transaction) => (
                      <tr key={transaction._id}>
                        <td>{formatDate(language, transaction.date)}</td>
                        <td>{formatNumber(language, transaction.totalAdded)} GFT</td>
                        <td>#{transaction.number}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="table-note">
                <Link to={localized(language, paths.tokenIndexes)}>{t('projects.detail.indexes')}</Link>
              </p>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

/**
 * A project whose open tonnes need more tokens than the wallet holds: one press adds the missing tokens to the cart as
 * the recommended mix and goes to the shop's checkout, which says what changed in the cart; the return page then offers
 * to compensate this project. Nothing is bought here.
 */
function BuyMissing({ project }: { project: Project }) {
  const { t, language } = usePortalText();
  const navigate = useNavigate();
  const { api } = useServices();
  const profile = useProfile();
  const products = useQuery(productsQuery(api, language));
  const [problem, setProblem] = useState<string | null>(null);
  const held = profile.data?.profile.wallet.tokensAvailable;
  if (held === undefined) return null;
  const missing = tokensNeeded(project) - held;
  if (missing <= 0) return null;
  const fill = async () => {
    let list = products.data?.products;
    if (!list) {
      // Pressed while the forests still load (a slow connection): it says so and goes on once they are here, rather
      // than asking for a second press.
      setProblem(t('projects.detail.buyMissing.loading'));
      list = (await products.refetch()).data?.products;
      if (!list) {
        setProblem(t('errors.network'));
        return;
      }
      setProblem(null);
    }
    // Added to what the buyer chose, never in its place, from the stock the cart leaves. A later press for this
    // project (back from the shop, a double click, after another project's) first takes back what its last press
    // added: its tokens are in the cart once.
    const addedBy = readPendingProject()?.addedBy ?? {};
    const base = cartMinus(readCart(), addedBy[project._id] ?? []);
    const mix = recommendedMix(missing, stockBeyondCart(base, list));
    if ('error' in mix) {
      setProblem(mix.error === 'tooMany' ? t('projects.detail.buyMissing.tooMany', { available: mix.available }) : t('projects.detail.buyMissing.none'));
      return;
    }
    cart.replace(cartPlus(base, mix.lines));
    rememberPendingProject({ projectId: project._id, name: project.name, addedBy: { ...addedBy, [project._id]: mix.lines } });
    const cartNote: CartNote = { project: project.name, added: missing, before: cartTokens(base) };
    void navigate(localized(language, paths.buy), { state: { cartNote } });
  };
  return (
    <div className="next-action">
      <p>{t('projects.detail.buyMissing.text', { count: missing, held })}</p>
      <button type="button" className="button button--ghost" onClick={() => void fill()}>
        {t('projects.detail.buyMissing.button', { count: missing })}
      </button>
      {problem ? (
        <p role="alert" className="gft-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
