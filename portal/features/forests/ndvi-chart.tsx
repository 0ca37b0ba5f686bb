import type { NdviObservation } from '#shared/api/schemas/forest-monitoring';
import { formatDate, formatNumber } from '#shared/i18n/format';
import { usePortalText } from '#portal/lib/language';
import { chartSize, ndviChart, ndviSummary, plot } from './ndvi';

const ticks = [0, 0.25, 0.5, 0.75, 1];

/**
 * A forest's vegetation index over time: one sentence on what it means, the observations as a line over the summers
 * (June to August, shaded), and the same figures as a table behind a disclosure for anyone who does not see the line
 * (the drawing is hidden from screen readers), as the dashboard's chart does (decision 23).
 */
export function NdviChart({ series }: { series: readonly NdviObservation[] }) {
  const { t, language } = usePortalText();
  const chart = ndviChart(series);
  const first = series[0];
  const last = series.at(-1);
  if (!chart || !first || !last) return <p>{t('forests.ndvi.none')}</p>;
  const index = (value: number) => formatNumber(language, value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const summary = ndviSummary(series);
  const meaning =
    summary.kind === 'few'
      ? t('forests.ndvi.meaning.few')
      : t(`forests.ndvi.meaning.${summary.kind}`, {
          first: index(summary.first?.mean ?? 0),
          last: index(summary.last?.mean ?? 0),
          firstYear: summary.first?.year ?? '',
          lastYear: summary.last?.year ?? '',
        });
  const caption = t('forests.ndvi.caption', { from: formatDate(language, first.date), to: formatDate(language, last.date) });
  return (
    <>
      <p className="ndvi__meaning">{meaning}</p>
      <figure className="ndvi">
        <svg className="ndvi__chart" viewBox={`0 0 ${chartSize.width} ${chartSize.height}`} aria-hidden="true" focusable="false">
          {chart.summers.map((summer) => (
            <rect key={summer.from} className="ndvi__summer" x={summer.from} y={plot.top} width={summer.to - summer.from} height={plot.height} />
          ))}
          {ticks.map((tick) => {
            const y = plot.top + (1 - tick) * plot.height;
            return (
              <g key={tick}>
                <line className="ndvi__grid" x1={plot.left} x2={plot.left + plot.width} y1={y} y2={y} />
                <text className="ndvi__tick" x={plot.left - 8} y={y} dy="0.35em" textAnchor="end">
                  {formatNumber(language, tick)}
                </text>
              </g>
            );
          })}
          {chart.years.map((year) => (
            <g key={year.year}>
              {year.starts ? <line className="ndvi__year-line" x1={year.from} x2={year.from} y1={plot.top} y2={plot.top + plot.height + 8} /> : null}
              {year.to - year.from > 60 ? (
                <text className="ndvi__tick" x={(year.from + year.to) / 2} y={plot.top + plot.height + 30} textAnchor="middle">
                  {year.year}
                </text>
              ) : null}
            </g>
          ))}
          {chart.lines.map((line) => (
            <path key={line} className="ndvi__line" d={line} />
          ))}
          {chart.points.map((point) => (
            <circle key={point.date} className="ndvi__point" cx={point.x} cy={point.y} r={3.5} />
          ))}
        </svg>
        <p className="ndvi__legend" aria-hidden="true">
          <span className="ndvi__swatch" /> {t('forests.ndvi.summer')}
        </p>
        <figcaption>{caption}</figcaption>
        <details className="ndvi__table">
          <summary>{t('forests.ndvi.table')}</summary>
          <div className="ndvi__table-frame">
            <table>
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('forests.ndvi.date')}</th>
                  <th scope="col" className="ndvi__number">
                    {t('forests.ndvi.value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {series.map((observation) => (
                  <tr key={observation.date}>
                    <th scope="row">{formatDate(language, observation.date)}</th>
                    <td className="ndvi__number">{index(observation.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figure>
    </>
  );
}
