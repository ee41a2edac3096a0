import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** Runs a step and stops the whole script with its code when it fails. */
export const step = async (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code}, ${seconds} s)`);
    process.exit(code);
  }
  console.log(`✔ ${label} (${seconds} s)`);
};

export const bin = (name: string) => `node_modules/.bin/${name}`;

/** The value after a command-line option (`--dist web/dist-test`), or undefined when it is not given. */
export const argValue = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
