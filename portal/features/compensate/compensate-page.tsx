import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Project } from '#shared/api/schemas/project';
import type { UtilizeAnswer } from '#shared/api/schemas/transaction';
import type { Profile } from '#shared/api/schemas/user';
import { formatNumber, formatTonnes } from '#shared/i18n/format';
import { localized, paths } from '#portal/lib/paths';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { openTonnes, tokensNeeded } from '#portal/lib/open-emissions';
import { Loaded } from '#portal/lib/queries';
import { useProfile } from '#portal/lib/use-profile';
import { useMyProjects } from '#portal/lib/my-projects';
import { BurnOutcome } from './burn-outcome';
import { initialChoice, openProjects, pendingBurn, type LinkProblem } from './choice';
import { CompensateForm } from './compensate-form';
import './compensate.css';

/**
 * `/dashboard/compensate`: burn tokens against one of the customer's projects (`?project=ID&amount=N` chooses them),
 * with a preview of the certificate and an explicit confirmation, then the outcome.
 */
export function CompensatePage() {
  const { t, language } = usePortalText();
  useTexts('compensate', language);
  // The field components' own words (the error prefix, the summary's title).
  useTexts('forms', language);
  usePageMeta('dashboard.pages.compensate');
  const projects = useMyProjects();
  const profile = useProfile();
  return (
    <article className="page page--wide compensate-page">
      <h1>{t('dashboard.pages.compensate.h1')}</h1>
      <p className="compensate-intro">{t('compensate.intro')}</p>
      <Loaded query={projects}>
        {({ projects: list }) => <Loaded query={profile}>{({ profile: loaded }) => <Rounds projects={list} profile={loaded} />}</Loaded>}
      </Loaded>
    </article>
  );
}

const linkOf = (search: URLSearchParams) => ({ project: search.get('project'), amount: search.get('amount') });

/**
 * Each compensation starts afresh: after "compensate another" or "the rest", and when a link changes the address
 * (the navigation, a project's "compensate the remaining"). Its own address changes start no second round.
 */
function Rounds({ projects, profile }: { projects: Project[]; profile: Profile }) {
  const [search, setSearch] = useSearchParams();
  const address = search.toString();
  const [round, setRound] = useState(() => ({ count: 0, address, link: linkOf(search) }));
  if (round.address !== address) setRound({ count: round.count + 1, address, link: linkOf(search) });
  const next = (projectId: string | null) => {
    const target = new URLSearchParams(projectId ? { project: projectId } : {});
    // A new address starts the round when the router renders it (a transition, later than this state would): starting
    // it here as well started two, and the second replaced the form with what the customer had begun to type in it.
    if (target.toString() === address) setRound({ count: round.count + 1, address, link: linkOf(target) });
    else setSearch(target, { replace: true });
  };
  return <Compensation key={round.count} projects={projects} profile={profile} linkProject={round.link.project} linkAmount={round.link.amount} onNext={next} />;
}

interface CompensationProps {
  projects: Project[];
  profile: Profile;
  linkProject: string | null;
  linkAmount: string | null;
  onNext: (projectId: string | null) => void;
}

/** Choose and confirm, then the outcome. The first values are read once: a refreshed list does not overwrite a choice. */
function Compensation({ projects, profile, linkProject, linkAmount, onNext }: CompensationProps) {
  const [choice] = useState(() => initialChoice({ projects, walletTokens: profile.wallet.tokensAvailable, linkProject, linkAmount, pending: pendingBurn() }));
  const [outcome, setOutcome] = useState<UtilizeAnswer | null>(null);
  if (outcome) return <BurnOutcome answer={outcome} onNext={onNext} />;
  const open = openProjects(projects);
  return (
    <>
      {choice.linkProblem ? <LinkNotice problem={choice.linkProblem} /> : null}
      {open.length === 0 ? (
        <NothingOpen hasProjects={projects.length > 0} />
      ) : profile.wallet.tokensAvailable === 0 ? (
        <EmptyWallet project={open.find((project) => project._id === choice.projectId) ?? null} />
      ) : (
        <CompensateForm projects={open} profile={profile} initial={choice} onBurned={setOutcome} />
      )}
    </>
  );
}

function LinkNotice({ problem }: { problem: LinkProblem }) {
  const { t } = usePortalText();
  return (
    <p className="notice" role="status">
      {problem.kind === 'unknown' ? t('compensate.link.unknown') : t('compensate.link.done', { name: problem.name })}
    </p>
  );
}

/** No project with open emissions: the way to create one. */
function NothingOpen({ hasProjects }: { hasProjects: boolean }) {
  const { t, language } = usePortalText();
  return (
    <section className="empty-state" aria-labelledby="compensate-empty-title">
      <h2 id="compensate-empty-title">{t('compensate.empty.title')}</h2>
      <p>{hasProjects ? t('compensate.empty.allDone') : t('compensate.empty.noProjects')}</p>
      <p className="form-actions">
        <Link className="button" to={localized(language, paths.newProject)}>
          {t('compensate.empty.create')}
        </Link>
        {hasProjects ? (
          <Link className="button button--ghost" to={localized(language, paths.projects)}>
            {t('compensate.empty.projects')}
          </Link>
        ) : null}
      </p>
    </section>
  );
}

/** An empty wallet is refused before anything is sent: the catalogue message and the way to buy. */
function EmptyWallet({ project }: { project: Project | null }) {
  const { t, language } = usePortalText();
  return (
    <section className="empty-state" aria-labelledby="compensate-wallet-empty">
      <h2 id="compensate-wallet-empty">{t('compensate.wallet.title')}</h2>
      <p className="compensate-wallet__figure">
        <span className="compensate-wallet__label">{t('compensate.wallet.available')}:</span>{' '}
        {t('compensate.wallet.tokens', { tokens: formatNumber(language, 0) })}
      </p>
      <p className="inline-problem">{t('errors.emptyWallet')}</p>
      {project ? (
        <p>
          {t('compensate.wallet.needs', {
            name: project.name,
            open: formatTonnes(language, openTonnes(project)),
            tokens: formatNumber(language, tokensNeeded(project)),
          })}
        </p>
      ) : null}
      <p>
        <Link className="button" to={localized(language, paths.buy)}>
          {t('compensate.wallet.buy')}
        </Link>
      </p>
    </section>
  );
}
