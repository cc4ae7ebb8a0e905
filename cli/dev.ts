// `npm run dev`: api + worker with reload on change (tsx watch) and the Vite dev server with hot reload,
// which proxies /api to the api. Ctrl-C stops both.
import { type ChildProcess, spawn } from 'node:child_process';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'modules/main.ts', '--all'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } }),
  spawn(bin('vite'), ['--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
