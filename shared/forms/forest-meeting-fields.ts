/** The meeting form's fields (values, steps, kinds), what a confirmed meeting holds, and the checks of the date and the document. */

import { meetingTimeZone, uploadLimits } from '../api/constants';
import type { MeetingInput } from '../api/schemas/meeting';

export type MeetingStep = 'form' | 'code' | 'done';

export interface MeetingConfirmed extends Omit<MeetingInput, 'privacyConsent'> {
  meetingId: string;
  startsAt: string | undefined;
}

export type MeetingValues = {
  ownerName: string;
  ownerEmail: string;
  projectName: string;
  plannedStartDate: string;
  expirationDate: string;
  projectGoal: string;
  partners: string;
  country: string;
  forestSubDistrict: string;
  locationName: string;
  latitude: string;
  longitude: string;
  standSize: string;
  standAge: string;
  scheduleDate: string;
  scheduleTime: string;
  document: File | null;
  privacyConsent: boolean;
};

export const emptyValues: MeetingValues = {
  ownerName: '',
  ownerEmail: '',
  projectName: '',
  plannedStartDate: '',
  expirationDate: '',
  projectGoal: '',
  partners: '',
  country: '',
  forestSubDistrict: '',
  locationName: '',
  latitude: '',
  longitude: '',
  standSize: '',
  standAge: '',
  scheduleDate: '',
  scheduleTime: '',
  document: null,
  privacyConsent: false,
};

/** The request's steps, each short enough for a phone, with the fields each one shows. */
export const formSteps = ['you', 'forest', 'meeting'] as const;
export type FormStep = (typeof formSteps)[number];
export const isFormStep = (value: unknown): value is FormStep => (formSteps as readonly unknown[]).includes(value);
export const stepFields: Record<FormStep, (keyof MeetingValues)[]> = {
  you: ['ownerName', 'ownerEmail', 'projectName', 'plannedStartDate', 'expirationDate', 'projectGoal', 'partners'],
  // The document is the forest's (a land register extract, a forest plan), and leaves the calendar room on a phone.
  forest: ['country', 'forestSubDistrict', 'locationName', 'latitude', 'longitude', 'standSize', 'standAge', 'document'],
  meeting: ['scheduleDate', 'scheduleTime'],
};
/**
 * The first of two fields shown side by side where there is room: name and e-mail, start and end on a wide screen (a
 * date input is as wide as its format, more than half a phone's form); latitude and longitude, size and age (short
 * values) on a phone too.
 */
export const pairedFields = new Map<keyof MeetingValues, 'wide' | 'narrow'>([
  ['ownerName', 'wide'],
  ['plannedStartDate', 'wide'],
  ['latitude', 'narrow'],
  ['standSize', 'narrow'],
]);
/** The step that shows a field (an error of the server's is shown there). */
export const stepOf = (field: string): FormStep | undefined =>
  field === 'privacyConsent' ? 'meeting' : formSteps.find((step) => (stepFields[step] as string[]).includes(field));
export const optionalFields = new Set<keyof MeetingValues>(['partners', 'document']);
export const dateFields = new Set<keyof MeetingValues>(['plannedStartDate', 'expirationDate']);
export const decimalFields = new Set<keyof MeetingValues>(['latitude', 'longitude', 'standSize']);
export const multilineFields = new Set<keyof MeetingValues>(['projectGoal']);

/** Today in Berlin, `YYYY-MM-DD`: the earliest meeting date. */
export const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: meetingTimeZone }).format(new Date());
/** What a date input gives while its day is half entered: refused with its own message, not as "required". */
export const incompleteDate = 'incomplete';
export const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Whether a typed meeting date is a day before today in Berlin. */
export const isPast = (date: string) => isoDate.test(date) && date < berlinToday();

/** A PDF of at most 10 MB, or nothing. */
export function checkDocument(file: File | null): string | null {
  if (!file) return null;
  if (file.size > uploadLimits.pdf.maxBytes) return 'meeting.document.tooLarge';
  if (!(file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf'))) return 'meeting.document.wrongType';
  return null;
}
