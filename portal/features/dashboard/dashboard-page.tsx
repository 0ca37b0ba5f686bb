import { Link } from 'react-router';
import { ArrowRight, Coins, ExternalLink, Factory, Flame, Hourglass, Leaf } from 'lucide-react';
import type { Project } from '#shared/api/schemas/project';
import type { Wallet } from '#shared/api/schemas/user';
import { safeUrl } from '#shared/api/url';
import { formatNumber } from '#shared/i18n/format';
import { localized, paths } from '#portal/lib/paths';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { Loaded } from '#portal/lib/queries';
import { useSession } from '#portal/lib/session';
import { useMyProjects } from '#portal/lib/my-projects';
import { useProfile } from '#portal/lib/use-profile';
import { CopyAddress } from './copy-address';
import { nextActionOf, totalsOf } from './overview';
import './overview.css';

/** The customer area's start: the next useful step, the wallet and the totals over all projects. */
export function DashboardPage() {
  const { t } = usePortalText();
  usePageMeta('dashboard.pages.overview');
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const profile = useProfile();
  const projects = useMyProjects();
  return (
    <article className="page page--wide">
      <h1>{t('dashboard.pages.overview.h1')}</h1>
      {user ? <p className="lead">{t('dashboard.overview.welcome', { name: `${user.name} ${user.lastName}` })}</p> : null}
      {/* The next step needs both answers; a failed one shows its message and retry in its own section below. */}
      {profile.data && projects.data ? <NextStep projects={projects.data.projects} wallet={profile.data.profile.wallet} /> : null}
      <section className="overview-section" aria-labelledby="wallet-title">
        <h2 id="wallet-title">{t('dashboard.overview.wallet.heading')}</h2>
        <Loaded query={profile}>{({ profile: { wallet } }) => <WalletFacts wallet={wallet} />}</Loaded>
      </section>
      <section className="overview-section" aria-labelledby="totals-title">
        <h2 id="totals-title">{t('dashboard.overview.totals.heading')}</h2>
        <Loaded query={projects}>{(data) => <Totals projects={data.projects} />}</Loaded>
      </section>
    </article>
  );
}

function useTonnes() {
  const { t, language } = usePortalText();
  return (value: number) => t('dashboard.tonnes', { value: formatNumber(language, value) });
}

function NextStep({ projects, wallet }: { projects: Project[]; wallet: Wallet }) {
  const { t, language } = usePortalText();
  const tonnes = useTonnes();
  const action = nextActionOf(projects, wallet);
  const open = tonnes(totalsOf(projects).open);
  const tokens = t('dashboard.overview.wallet.tokens', { value: formatNumber(language, wallet.tokensAvailable) });
  const steps: Record<typeof action, { text: string; link: string; target: string }> = {
    create: { text: t('dashboard.overview.next.createText'), link: t('dashboard.overview.next.createLink'), target: paths.newProject },
    buy: { text: t('dashboard.overview.next.buyText', { open }), link: t('dashboard.overview.next.buyLink'), target: paths.buy },
    compensate: {
      text: t('dashboard.overview.next.compensateText', { open, tokens }),
      link: t('dashboard.overview.next.compensateLink'),
      target: paths.compensate,
    },
    done: { text: t('dashboard.overview.next.doneText'), link: t('dashboard.overview.next.doneLink'), target: paths.newProject },
  };
  const { text, link, target } = steps[action];
  return (
    <section className="next-step" aria-labelledby="next-title">
      <h2 id="next-title">{t('dashboard.overview.next.heading')}</h2>
      <p>{text}</p>
      <p>
        <Link className="button" to={localized(language, target)}>
          {link}
          <ArrowRight className="icon" aria-hidden="true" />
        </Link>
      </p>
    </section>
  );
}

function WalletFacts({ wallet }: { wallet: Wallet }) {
  const { t, language } = usePortalText();
  // The schema admits http(s) only; the link is checked again where it is rendered, as every link from outside is.
  const registerUrl = safeUrl(wallet.registerUrl, true);
  const tokens = (value: number) => t('dashboard.overview.wallet.tokens', { value: formatNumber(language, value) });
  return (
    <dl className="facts">
      <div>
        <dt>
          <Coins className="icon" aria-hidden="true" />
          {t('dashboard.overview.wallet.available')}
        </dt>
        <dd>{tokens(wallet.tokensAvailable)}</dd>
      </div>
      <div>
        <dt>
          <Flame className="icon" aria-hidden="true" />
          {t('dashboard.overview.wallet.spent')}
        </dt>
        <dd>{tokens(wallet.tokensSpent)}</dd>
      </div>
      <div className="facts__wide">
        <dt>{t('dashboard.overview.wallet.address')}</dt>
        <dd className="wallet-address__cell">
          <CopyAddress address={wallet.address} />
          {registerUrl ? (
            <a className="text-link" href={registerUrl} rel="noopener">
              {t('dashboard.overview.wallet.register')}
              <span className="visually-hidden"> {t('nav.external')}</span>
              <ExternalLink className="icon" aria-hidden="true" />
            </a>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

function Totals({ projects }: { projects: Project[] }) {
  const { t, language } = usePortalText();
  const tonnes = useTonnes();
  if (projects.length === 0) return <p>{t('dashboard.overview.totals.none')}</p>;
  const totals = totalsOf(projects);
  return (
    <>
      <dl className="facts">
        <div>
          <dt>
            <Factory className="icon" aria-hidden="true" />
            {t('dashboard.overview.totals.emissions')}
          </dt>
          <dd>{tonnes(totals.emissions)}</dd>
        </div>
        <div>
          <dt>
            <Leaf className="icon" aria-hidden="true" />
            {t('dashboard.overview.totals.compensated')}
          </dt>
          <dd>{tonnes(totals.compensated)}</dd>
        </div>
        <div>
          <dt>
            <Hourglass className="icon" aria-hidden="true" />
            {t('dashboard.overview.totals.open')}
          </dt>
          <dd>{tonnes(totals.open)}</dd>
        </div>
      </dl>
      <p>
        <Link className="text-link" to={localized(language, paths.projects)}>
          {t('dashboard.overview.totals.all')}
          <ArrowRight className="icon" aria-hidden="true" />
        </Link>
      </p>
    </>
  );
}
