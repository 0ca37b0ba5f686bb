/**
 * The sandbox API as a program: `tsx demo/sandbox/main.ts [--reset] [--port N]`.
 * Environment: SANDBOX_PORT (8787), SANDBOX_HOST (127.0.0.1), SANDBOX_DATA_DIR (demo/.data),
 * SANDBOX_CERTIFICATE_DELAY_MS (30000), SANDBOX_PORTAL_ORIGIN (http://localhost:5173: where purchases, seeded ones too, return to).
 */
import { startSandbox } from './server';

const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
try {
  const running = await startSandbox({
    reset: args.includes('--reset'),
    ...(portArg >= 0 ? { port: Number(args[portArg + 1]) } : {}),
  });
  console.log(`Sandbox API on ${running.url} (data in ${running.sandbox.options.dataDir})`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
