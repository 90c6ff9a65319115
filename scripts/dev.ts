/**
 * `npm run dev`: the server (embedded gateway, port 8080) and Vite's dev server with hot reload
 * side by side. Vite forwards /api, /media and /config.json to the server (vite.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.DEV_SERVER_PORT ?? '8080', HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
