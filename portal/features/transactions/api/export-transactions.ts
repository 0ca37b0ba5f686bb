import { useMutation } from '@tanstack/react-query';
import { listTransactions } from '#shared/api/endpoints/wallet';
import { maxTransactionPageSize, type Transaction } from '#shared/api/schemas/transaction';
import type { Language } from '#shared/i18n/languages';
import { saveFile } from '#portal/lib/save-file';
import { useServices } from '#portal/lib/services';
import type { CsvTexts } from '../csv-columns';
import { filtersOf, type ListState } from '../list-query';

/** No export reads more pages than this (100,000 transactions). */
const maxPages = 1000;

/**
 * Exports every transaction of the filters (not only the page shown) as CSV: the pages of GET /transaction/list at
 * their largest size (three calls for 250 transactions; each row carries its charge's figures, so no call per
 * payment), then the CSV module (papaparse, loaded only now) and the file.
 */
export function useExportTransactions() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async ({ state, language, texts, fileName }: { state: ListState; language: Language; texts: CsvTexts; fileName: string }) => {
      const rows: Transaction[] = [];
      for (let page = 1; page <= maxPages; page += 1) {
        const answer = await listTransactions(api, { ...filtersOf(state), page, pageSize: maxTransactionPageSize });
        rows.push(...answer.transactions);
        if (answer.transactions.length < maxTransactionPageSize || rows.length >= answer.total) break;
      }
      const { transactionsCsv } = await import('../csv');
      saveFile(new Blob([transactionsCsv(rows, language, texts)], { type: 'text/csv;charset=utf-8' }), fileName);
      return rows.length;
    },
  });
}
