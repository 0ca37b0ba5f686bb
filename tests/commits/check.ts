/**
 * Part of `npm run check`: the messages of the commits since the last landed one follow the house rule (rules.ts).
 * `landed` is the last commit that landed before the rule; a clone without it (a shallow one) checks the newest commit
 * only. Merge commits are left out: their message is git's.
 */
import { spawnSync } from 'node:child_process';
import { parseLog, problemsOf } from './rules';

const landed = 'f38755033085ee237fb5fb18353868dfcb5c0af9';
/** Two commits between `landed` and the rule, kept as they are: history is not rewritten. */
const before = new Set(['ce7cf46', '805623d']);

const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });

if (git('rev-parse', '--git-dir').status !== 0) {
  console.log('commit messages: not a git checkout, nothing to check');
} else {
  const range = git('cat-file', '-e', `${landed}^{commit}`).status === 0 ? [`${landed}..HEAD`] : ['-1', 'HEAD'];
  const log = git('log', '--no-merges', '-z', '--format=%H%x00%B', ...range);
  if (log.status !== 0) throw new Error(`git log failed: ${log.stderr}`);
  const commits = parseLog(log.stdout).filter((commit) => !before.has(commit.hash.slice(0, 7)));
  const wrong = commits.flatMap((commit) => problemsOf(commit).map((problem) => `${commit.hash.slice(0, 10)}: ${problem}`));
  if (wrong.length > 0) {
    console.error(`commit messages: ${wrong.length} problem(s) (a subject of at most 72 characters, a blank line, a body that says why):`);
    for (const line of wrong) console.error(`  ${line}`);
    process.exitCode = 1;
  } else console.log(`commit messages: ${commits.length} checked, all follow the rule`);
}
