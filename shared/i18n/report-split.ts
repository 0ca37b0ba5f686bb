/**
 * What the E1-7 report says of removals and reductions, in the same words on the page and in the PDF: the year's
 * summary, one line per forest, and the answer to E1-7's question on the split. A forest's tonnes are removals when its
 * agreed strategy is stock increase (its growth takes CO₂ from the air); a kept stock was taken up before and is not
 * called one; no tonne is a reduction (docs/customer-area.md, "The CSRD report").
 */
import type { Report } from '../api/schemas/report';
import { formatPercent, formatTonnes } from './format';
import type { Language } from './languages';

type Say = (key: string, values?: Record<string, string>) => string;

export interface RemovalSplit {
  summary: string;
  forests: string[];
  /** E1-7's question: answered when every tonne is a removal, else partly (the kept stocks are the auditor's to class). */
  asked: { state: 'answered' | 'partly'; text: string };
}

/** The split of `report` in `language`; `say` translates a key of report.json (`dashboard.report.…`). */
export function removalSplit(report: Report, language: Language, say: Say): RemovalSplit {
  const tonnes = (value: number) => formatTonnes(language, value);
  const none = tonnes(0);
  const all = report.keptStock.tonnes === 0;
  const forests = report.forests.map((forest) =>
    say(`dashboard.report.split.${forest.strategy ?? 'unknown'}`, { forest: forest.name, tonnes: tonnes(forest.tonnes), none }),
  );
  const figures = {
    tonnes: tonnes(report.totalTonnes),
    removals: tonnes(report.removals.tonnes),
    kept: tonnes(report.keptStock.tonnes),
    share: report.removals.share === null ? '–' : formatPercent(language, report.removals.share),
    none,
  };
  return {
    summary: say(`dashboard.report.split.${all ? 'all' : 'part'}`, figures),
    forests,
    asked: { state: all ? 'answered' : 'partly', text: say(`dashboard.report.asked.${all ? 'removalsAll' : 'removalsPart'}`, figures) },
  };
}
