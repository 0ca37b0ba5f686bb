/** The meeting form's fields (values, sections, kinds), what a confirmed meeting holds, and the checks of the date and the document. */

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

export const sections: [string, (keyof MeetingValues)[]][] = [
  ['owner', ['ownerName', 'ownerEmail']],
  ['project', ['projectName', 'plannedStartDate', 'expirationDate', 'projectGoal', 'partners']],
  ['location', ['country', 'forestSubDistrict', 'locationName', 'latitude', 'longitude']],
  ['stand', ['standSize', 'standAge']],
  ['schedule', ['scheduleDate', 'scheduleTime']],
  ['document', ['document']],
];
export const optionalFields = new Set<keyof MeetingValues>(['partners', 'document']);
export const dateFields = new Set<keyof MeetingValues>(['plannedStartDate', 'expirationDate', 'scheduleDate']);
export const decimalFields = new Set<keyof MeetingValues>(['latitude', 'longitude', 'standSize']);
export const multilineFields = new Set<keyof MeetingValues>(['projectGoal']);

/** Today in Berlin, `YYYY-MM-DD`: the earliest meeting date. */
const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: meetingTimeZone }).format(new Date());
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
