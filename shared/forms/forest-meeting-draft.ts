/** The meeting form's draft: restored after the first render, kept on every change until the meeting is confirmed. */

import { useEffect, useState } from 'react';
import { storageKeys } from '../storage/keys';
import { readDraft, writeDraft } from './draft';
import { isFormStep, type FormStep, type MeetingStep, type MeetingValues } from './forest-meeting-fields';
import type { FormController } from './use-form';

/** What a reload brings back: every text field, and the name of the chosen file (its content is not kept). */
const draftFields = [
  'ownerName',
  'ownerEmail',
  'projectName',
  'plannedStartDate',
  'expirationDate',
  'projectGoal',
  'partners',
  'country',
  'forestSubDistrict',
  'locationName',
  'latitude',
  'longitude',
  'standSize',
  'standAge',
  'scheduleDate',
  'scheduleTime',
  'documentName',
  'formStep',
] as const;

/**
 * Restores the draft into `form` and the step it was at, and keeps both; gives the name of the file the draft had (to
 * be chosen again).
 */
export function useMeetingDraft(
  form: FormController<MeetingValues>,
  step: MeetingStep,
  formStep: FormStep,
  setFormStep: (step: FormStep) => void,
): string | undefined {
  // The draft is read after the first render: a prerendered page's HTML has none, and hydration must match it.
  const [draft, setDraft] = useState<ReturnType<typeof readDraft<(typeof draftFields)[number]>> | null>(null);
  const draftDocument = draft?.documentName;

  useEffect(() => {
    const stored = readDraft(storageKeys.forestMeetingDraft, draftFields);
    const { documentName: _document, formStep: storedStep, ...values } = stored;
    for (const [name, value] of Object.entries(values)) form.set(name as keyof MeetingValues, value as never);
    if (isFormStep(storedStep)) setFormStep(storedStep);
    setDraft(stored);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after the first render

  // The draft follows every change until the meeting is confirmed (from the render that restored it).
  useEffect(() => {
    if (step === 'done' || draft === null) return;
    const { document, privacyConsent: _consent, ...texts } = form.values;
    writeDraft(storageKeys.forestMeetingDraft, {
      ...texts,
      documentName: document?.name ?? (draftDocument && !form.values.document ? draftDocument : ''),
      formStep,
    });
  }, [form.values, formStep, step, draft]); // eslint-disable-line react-hooks/exhaustive-deps -- draftDocument comes with draft

  return draftDocument;
}

/** A confirmed meeting leaves no draft. */
export const clearMeetingDraft = (): void => writeDraft(storageKeys.forestMeetingDraft, null);
