import type { ReactNode } from 'react';
import { safeUrl } from '#shared/api/url';
import type { Landing } from '#shared/api/schemas/landing';
import { usePortalText } from '#portal/lib/language';
import { Loaded, WithQueries } from '#portal/lib/queries';
import { ForestCards } from '#portal/lib/forest/forest-cards';
import { useMediaUrl } from '#portal/lib/forest/media-url';
import { SkeletonLine } from '#portal/lib/skeleton';
import { useLanding } from './api/get-landing';
import './people.css';

/**
 * Renders the home page's data once loaded: before, `placeholder` (the content's size, so nothing moves when it fills
 * in; the prerendered page holds it) or a loading line; a message with a retry if it fails.
 */
export function WithLanding({ children, placeholder }: { children: (landing: Landing) => ReactNode; placeholder?: ReactNode }) {
  return (
    <WithQueries>
      <LandingData placeholder={placeholder}>{children}</LandingData>
    </WithQueries>
  );
}

function LandingData({ children, placeholder }: { children: (landing: Landing) => ReactNode; placeholder?: ReactNode }) {
  return (
    <Loaded query={useLanding()} placeholder={placeholder}>
      {children}
    </Loaded>
  );
}

type PeopleKind = 'customers' | 'team' | 'partners';

/** A person's picture is a round portrait beside the name; an organisation's, its logo above it. */
const pictureOf = (kind: PeopleKind) =>
  kind === 'team' ? { className: 'people-card__portrait', width: 96, height: 96 } : { className: 'people-card__logo', width: 240, height: 72 };

const peopleClass = (kind: PeopleKind, compact: boolean) => `card-grid people-cards people-cards--${kind}${compact ? ' people-cards--compact' : ''}`;

/** Three cards (as the sandbox has) of a picture, a name and a detail, each the size the loaded card will have. */
const peoplePlaceholder = (kind: PeopleKind, compact: boolean) => (
  <ul className={peopleClass(kind, compact)}>
    {Array.from({ length: 3 }, (_, index) => (
      <li className="card people-card" key={index}>
        <span className={`${pictureOf(kind).className} skeleton`} />
        <p className="card__title">
          <span className="skeleton skeleton--long people-card__name-skeleton">{'\u00a0'}</span>
        </p>
        <p className="card__meta">
          <SkeletonLine width="short" />
        </p>
        {/* The story's lines (CardStory) on the full pages, so the cards keep their height when it fills in. */}
        {!compact && kind !== 'partners' ? (
          <div className="people-card__story" aria-hidden="true">
            <SkeletonLine width="long" />
            <SkeletonLine width="long" />
            <SkeletonLine width="short" />
          </div>
        ) : null}
      </li>
    ))}
  </ul>
);

/** The line that will hold the link to all projects. */
const linkPlaceholder = (
  <p>
    <SkeletonLine width="short" />
  </p>
);

/** What a card says below its name: a customer's compensation and its reason, a team member's duties. */
function CardStory({ entry }: { entry: Landing['customers'][number] | Landing['team'][number] | Landing['partners'][number] }) {
  const { t } = usePortalText();
  if ('duties' in entry && entry.duties) return <p className="people-card__story">{entry.duties}</p>;
  if (!('compensated' in entry) || !entry.compensated) return null;
  return (
    <dl className="people-card__story">
      <dt>{t('pages.customers.compensatedLabel')}</dt>
      <dd>{entry.compensated}</dd>
      {entry.reason ? (
        <>
          <dt>{t('pages.customers.reasonLabel')}</dt>
          <dd>{entry.reason}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * Customers, team or partners from /landing, each with its picture where the API has one (`imageHash`): decorative
 * (`alt=""`), as the name beside it says who it is. Not lazy: the list itself comes only once it is near. `compact`:
 * a row of smaller logos without card frames, for the home page, whose story they back rather than tell; in full, a
 * card also says what the customer compensated and why, or what the person does, where the API says it, and
 * "example" where the API marks the entry as one.
 */
export function PeopleList({ kind, compact = false }: { kind: PeopleKind; compact?: boolean }) {
  const { t } = usePortalText();
  const media = useMediaUrl();
  const picture = pictureOf(kind);
  return (
    <WithLanding placeholder={peoplePlaceholder(kind, compact)}>
      {(landing) => (
        <ul className={peopleClass(kind, compact)}>
          {landing[kind].map((entry) => (
            <li className="card people-card" key={entry.name}>
              {entry.imageHash ? <img {...picture} src={media(entry.imageHash)} alt="" decoding="async" /> : null}
              <p className="card__title">{entry.name}</p>
              <p className="card__meta">{'sector' in entry ? entry.sector : 'role' in entry ? entry.role : entry.kind}</p>
              {compact ? null : <CardStory entry={entry} />}
              {/* An entry the API marks as an example says so on its card; the home page's row of logos has the page's notice. */}
              {entry.example && !compact ? <span className="badge people-card__example">{t('pages.content.example')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </WithLanding>
  );
}

/** The link to all projects on the data platform, when the API's answer names an http(s) one. */
function AllProjectsLink({ href }: { href: string }) {
  const { t } = usePortalText();
  const url = safeUrl(href, true);
  if (!url) return null;
  return (
    <p>
      <a className="text-link" href={url} rel="noopener">
        {t('common.allProjects')} <span className="visually-hidden">{t('common.externalHint')}</span>
      </a>
    </p>
  );
}

/** The first forest projects of /product/list as cards, with a link to all projects on the external data platform. */
export function LatestProjects({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <>
      <ForestCards limit={3} headingLevel={headingLevel} />
      <WithLanding placeholder={linkPlaceholder}>{(landing) => <AllProjectsLink href={landing.allProjectsUrl} />}</WithLanding>
    </>
  );
}
