/** `npm run contract-check -- --api URL …` (cli.ts). */
import { contractCheckCli } from './cli';

process.exitCode = await contractCheckCli(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) });
