import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Project } from '#shared/api/schemas/project';
import type { Wallet } from '#shared/api/schemas/user';
import { formatDate, formatNumber, formatTonnes } from '#shared/i18n/format';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { Loaded } from '#portal/lib/queries';
import { useSession } from '#portal/lib/session-guards';
import { useMyProjects } from '#portal/lib/my-projects';
import { useProfile } from '#portal/lib/use-profile';
import { useCertificateStatus } from '#portal/lib/certificate-status';
import { Blocks, Deferred } from './deferred';
import { byOpenWorkFirst, certificateStateOf, coverageOf, nextActionOf, overviewProjectCount, projectActionOf, totalsOf } from './overview';
import './overview.css';

// Below the fold on a phone: loaded when scrolled near (one chunk, with the transactions' calls), see Deferred.
const more = () => import('./overview-more');
const ImpactChart = lazy(async () => ({ default: (await more()).ImpactChart }));
const RecentActivity = lazy(async () => ({ default: (await more()).RecentActivity }));
const WalletFacts = lazy(async () => ({ default: (await more()).WalletFacts }));

/**
 * The customer area's start: the next useful step, the projects with their coverage and next action, the
 * certificates on their way and ready, the impact over time, the latest transactions and the wallet.
 */
export function DashboardPage() {
  const { t } = usePortalText();
  usePageMeta('dashboard.pages.overview');
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const profile = useProfile();
  const projects = useMyProjects();
  const wallet = profile.data?.profile.wallet;
  // What stands above the parts loaded later is in place (or has failed): only now can they tell whether they are near.
  const above = !projects.isPending && !profile.isPending;
  return (
    <article className="page page--wide overview">
      <h1>{t('dashboard.pages.overview.h1')}</h1>
      {user ? <p className="lead">{t('dashboard.overview.welcome', { name: `${user.name} ${user.lastName}` })}</p> : null}
      {/* The next step needs both answers; a failed one shows its message and retry in its own section below. */}
      {wallet && projects.data ? <NextStep projects={projects.data.projects} wallet={wallet} /> : null}
      <Section id="projects" title={t('dashboard.overview.projects.heading')}>
        <Loaded query={projects} placeholder={<Blocks lines={3} size="row" />}>
          {(data) => <Projects projects={data.projects} wallet={wallet} />}
        </Loaded>
      </Section>
      {/* The certificates and the activity one under the other, each as wide as the page: side by side, a short list of
          certificates left a large empty block beside the longer activity. */}
      {/* Without the projects there is nothing to say of certificates: the failure and its retry are said above. */}
      {projects.isError ? null : (
        <Section id="certificates" title={t('dashboard.overview.certificates.heading')}>
          <Loaded query={projects} placeholder={<Blocks lines={1} size="row" />}>
            {(data) => <Certificates projects={data.projects} />}
          </Loaded>
        </Section>
      )}
      <Section id="activity" title={t('dashboard.overview.activity.heading')}>
        <Deferred ready={above} placeholder={<Blocks lines={3} size="line" />}>
          <RecentActivity />
        </Deferred>
      </Section>
      <Section id="impact" title={t('dashboard.overview.impact.heading')}>
        <Deferred ready={above} placeholder={<Blocks lines={1} size="chart" />}>
          <ImpactChart />
        </Deferred>
      </Section>
      <Section id="wallet" title={t('dashboard.overview.wallet.heading')}>
        <Deferred ready={above} placeholder={<Blocks lines={2} size="card" />}>
          <Loaded query={profile}>{(data) => <WalletFacts wallet={data.profile.wallet} />}</Loaded>
        </Deferred>
      </Section>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`overview-section overview-section--${id}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function NextStep({ projects, wallet }: { projects: Project[]; wallet: Wallet }) {
  const { t, language } = usePortalText();
  const action = nextActionOf(projects, wallet);
  const open = formatTonnes(language, totalsOf(projects).open);
  const tokens = t('dashboard.overview.wallet.tokens', { value: formatNumber(language, wallet.tokensAvailable) });
  const targets = { create: paths.newProject, buy: paths.buy, compensate: paths.compensate, done: paths.newProject };
  const button = (
    <Link className="button button--arrow" to={localized(language, targets[action])}>
      {t(`dashboard.overview.next.${action}Link`)}
    </Link>
  );
  return (
    <section className="next-step" aria-labelledby="next-title">
      <h2 id="next-title">{t('dashboard.overview.next.heading')}</h2>
      {action === 'create' ? (
        // A new customer: the way from a project to a certificate, the first step to take now.
        <ol className="next-step__steps">
          {(['create', 'buy', 'compensate'] as const).map((step) => (
            <li key={step}>
              <strong>{t(`dashboard.overview.next.steps.${step}`)}</strong>: {t(`dashboard.overview.next.steps.${step}Text`)}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t(`dashboard.overview.next.${action}Text`, { open, tokens })}</p>
      )}
      <p>{button}</p>
    </section>
  );
}

function Projects({ projects, wallet }: { projects: Project[]; wallet: Wallet | undefined }) {
  const { t, language } = usePortalText();
  if (projects.length === 0) return <p className="overview-empty">{t('dashboard.overview.totals.none')}</p>;
  const totals = totalsOf(projects);
  const figures = [
    ['emissions', totals.emissions],
    ['compensated', totals.compensated],
    ['open', totals.open],
  ] as const;
  return (
    <>
      <dl className="facts overview-totals">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`dashboard.overview.totals.${key}`)}</dt>
            <dd>{formatTonnes(language, value)}</dd>
          </div>
        ))}
      </dl>
      <ul className="overview-list">
        {byOpenWorkFirst(projects)
          .slice(0, overviewProjectCount)
          .map((project) => (
            <ProjectRow key={project._id} project={project} wallet={wallet} />
          ))}
      </ul>
      <p className="overview-more">
        <Link className="text-link" to={localized(language, paths.projects)}>
          {projects.length > overviewProjectCount ? t('dashboard.overview.projects.allCount', { count: projects.length }) : t('dashboard.overview.totals.all')}
        </Link>
      </p>
    </>
  );
}

function ProjectRow({ project, wallet }: { project: Project; wallet: Wallet | undefined }) {
  const { t, language } = usePortalText();
  const share = coverageOf(project);
  const action = projectActionOf(project, wallet);
  const label = t(`dashboard.overview.projects.action.${action}`);
  const targets = {
    compensate: `${paths.compensate}?project=${encodeURIComponent(project._id)}`,
    buy: paths.buy,
    certificate: paramPaths.certificate.href({ id: project.certificateId ?? '' }),
    view: paramPaths.project.href({ id: project._id }),
  };
  return (
    <li className="overview-project">
      <h3 className="overview-project__name">
        <Link to={localized(language, paramPaths.project.href({ id: project._id }))}>{project.name}</Link>
      </h3>
      <p className="overview-project__coverage">
        <span className={`chip chip--${project.status}`}>{t(`dashboard.overview.projects.status.${project.status}`)}</span>{' '}
        {t('dashboard.overview.projects.coverage', {
          compensated: formatNumber(language, project.co2Compensation, { maximumFractionDigits: 3 }),
          emissions: formatTonnes(language, project.co2Emissions),
          percent: formatNumber(language, share, { style: 'percent' }),
        })}
        <meter min={0} max={1} optimum={1} value={share} aria-hidden="true" />
      </p>
      {/* The visible word first in the name, the project after it: each row's action tells which project it is for. */}
      <Link
        className={`button button--small${action === 'compensate' ? '' : ' button--ghost'}`}
        to={localized(language, targets[action])}
        aria-label={`${label}: ${project.name}`}
      >
        {label}
      </Link>
    </li>
  );
}

/** The certificates of the customer's projects, each with where it stands and a link to its page. */
function Certificates({ projects }: { projects: Project[] }) {
  const { t } = usePortalText();
  const ids = projects.flatMap((project) => (project.certificateId ? [{ id: project.certificateId, project: project.name }] : []));
  if (ids.length === 0) return <p className="overview-empty">{t('dashboard.overview.certificates.none')}</p>;
  return (
    <ul className="overview-list">
      {ids.map(({ id, project }) => (
        <CertificateRow key={id} id={id} project={project} />
      ))}
    </ul>
  );
}

/** One certificate, with where it stands (its status query, shared with the frame's tracking, checks again until it is ready). */
function CertificateRow({ id, project }: { id: string; project: string }) {
  const { t, language } = usePortalText();
  const status = useCertificateStatus(id).data;
  const state = status ? certificateStateOf(status) : null;
  // The time alone today (as the certificate's page says it), with the day otherwise (days and times in the provider's zone).
  const when = (value: string) =>
    formatDate(language, value, formatDate(language, value) === formatDate(language, new Date()) ? { time: 'only' } : { time: true });
  const detail = !status
    ? null
    : state === 'pending' || state === 'late'
      ? t(`dashboard.overview.certificates.${state}Text`, { time: when(status.expectedBy) })
      : t('dashboard.overview.certificates.issued', { date: formatDate(language, status.readyAt ?? status.burnedAt) });
  return (
    <li className="overview-certificate">
      <p className="overview-certificate__title">
        <Link to={localized(language, paramPaths.certificate.href({ id }))}>{id}</Link> · {project}
      </p>
      <p className="overview-certificate__state">
        {state ? <span className={`chip chip--${state}`}>{t(`dashboard.overview.certificates.state.${state}`)}</span> : null} {detail}
      </p>
    </li>
  );
}
