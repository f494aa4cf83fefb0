import { type ChildProcess, spawn } from 'node:child_process';
import { entrata } from '../build.mjs';
import { REPO_ROOT } from '../src/config.ts';

export interface Run {
  output: string;
  code: number | null;
}

/**
 * Runs a server entry point (`main.ts`, `migra.ts`…) bundled, as `npm start` and `npm run …` do, until `until`
 * appears in its output (then SIGTERM) or it exits.
 */
export function run(
  script: string,
  args: string[],
  env: Record<string, string>,
  until?: RegExp,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child: ChildProcess = spawn(process.execPath, [entrata(script.replace(/\.ts$/, '')), ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`timeout: ${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ output, code });
    });
  });
}
