import type { Project } from '#shared/api/schemas/project';
import { formatDate, formatNumber, formatTonnes } from '#shared/i18n/format';
import type { Language } from '#shared/i18n/languages';
import { usePortalText } from '#portal/lib/language';
import { localized, paths } from '#portal/lib/paths';
import { coverage, openTonnes, tokensNeeded } from './project-figures';
import './projects.css';

/** The compensation page with this project chosen and the tokens it still needs filled in. */
export const compensateHref = (language: Language, project: Project) =>
  `${localized(language, paths.compensate)}?${new URLSearchParams({ project: project._id, amount: String(tokensNeeded(project)) }).toString()}`;

/** A date that never breaks inside ("Jan 1, 2026" stays on one line); a range may break between its two dates only. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** A figure list's entries of a project: period, emissions, compensated, still open. */
export function ProjectFigures({ project }: { project: Project }) {
  const { t, language } = usePortalText();
  return (
    <dl className="project-figures project-figures--flow">
      <div>
        <dt>{t('projects.figures.period')}</dt>
        <dd className="date-range">
          {t('projects.figures.periodValue', {
            start: unbroken(formatDate(language, project.compensationPeriod.startDate)),
            end: unbroken(formatDate(language, project.compensationPeriod.endDate)),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('projects.figures.emissions')}</dt>
        <dd>{formatTonnes(language, project.co2Emissions)}</dd>
      </div>
      <div>
        <dt>{t('projects.figures.compensated')}</dt>
        <dd>{formatTonnes(language, project.co2Compensation)}</dd>
      </div>
      <div>
        <dt>{t('projects.figures.open')}</dt>
        <dd>{formatTonnes(language, openTonnes(project))}</dd>
      </div>
    </dl>
  );
}

/**
 * The state and the tonnes assigned as text ("80 von 120 t eingesetzt"), with a bar that only repeats it (hidden from
 * screen readers). Tonnes, not a percentage of the emissions: "100 %" beside them reads as emissions undone (issue 41).
 */
export function Coverage({ project }: { project: Project }) {
  const { t, language } = usePortalText();
  const share = coverage(project);
  return (
    <div className="coverage">
      <meter className="coverage__bar" min={0} max={1} optimum={1} value={share} aria-hidden="true" />
      <p className="coverage__text">
        <span className={`project-status project-status--${project.status}`}>{t(`projects.status.${project.status}`)}</span>
        {' · '}
        {t('projects.figures.coverageValue', {
          assigned: formatNumber(language, project.co2Compensation, { maximumFractionDigits: 3 }),
          emissions: formatTonnes(language, project.co2Emissions),
        })}
      </p>
    </div>
  );
}
