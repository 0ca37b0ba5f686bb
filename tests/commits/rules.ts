/**
 * The house rule for commit messages (issue 40): a subject of at most 72 characters, then a blank line and a body that
 * says why. Pure, so that tests/unit/repo/commit-messages.test.ts can feed it messages.
 */
export const maxSubject = 72;

export interface Commit {
  hash: string;
  message: string;
}

/** What is wrong with one commit's message, in words; empty when nothing is. */
export function problemsOf({ message }: Commit): string[] {
  const [subject = '', blank, ...rest] = message.replace(/\r\n/g, '\n').trimEnd().split('\n');
  const problems: string[] = [];
  if (!subject.trim()) problems.push('no subject');
  if (subject.length > maxSubject) problems.push(`subject of ${subject.length} characters (at most ${maxSubject})`);
  if (blank !== undefined && blank.trim() !== '') problems.push('no blank line after the subject');
  if (!rest.some((line) => line.trim())) problems.push('no body saying why');
  return problems;
}

/** `git log -z --format=%H%x00%B` split into commits. */
export function parseLog(output: string): Commit[] {
  const fields = output.split('\0');
  const commits: Commit[] = [];
  for (let at = 0; at + 1 < fields.length; at += 2) {
    const hash = fields[at]?.trim() ?? '';
    if (hash) commits.push({ hash, message: fields[at + 1] ?? '' });
  }
  return commits;
}
