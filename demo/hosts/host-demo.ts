/** What the React and the Vue host pages offer: the demo certificates and the two languages. */
export const demoCertificates = ['GFT-DEMO-VALID', 'GFT-DEMO-EXPIRED', 'GFT-DEMO-PENDING'] as const;
export const demoLanguages = [
  ['de', 'Deutsch'],
  ['en', 'English'],
] as const;

/** The choice a host page applies in one go: a remount sets both attributes before inserting the element. */
export interface HostChoice {
  certificateId: string;
  lang: string;
}

/** The form's values, read when it is submitted. */
export function readChoice(form: HTMLFormElement): HostChoice {
  const data = new FormData(form);
  return { certificateId: String(data.get('certificateId') ?? demoCertificates[0]), lang: String(data.get('lang') ?? 'de') };
}
