// `npm start`: build the site and serve it on http://localhost:4321, with the local form inbox
// beside it when no form service is configured (PUBLIC_CONTACT_FORM_ENDPOINT unset).
import { spawn, spawnSync } from 'node:child_process';
import { PORTS, formEndpoint } from '../src/config/forms.ts';

const run = (args, options = {}) => spawn(process.execPath, args, { stdio: 'inherit', ...options });
const astro = 'node_modules/astro/bin/astro.mjs';
const forms = formEndpoint(process.env.PUBLIC_CONTACT_FORM_ENDPOINT);

const build = spawnSync(process.execPath, [astro, 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [run([astro, 'preview', '--port', process.env.PORT ?? String(PORTS.site)])];
if (forms.local) children.push(run(['scripts/form-inbox.mjs']));

console.log(
  `\n  Site: http://localhost:${process.env.PORT ?? String(PORTS.site)}\n  Forms post to: ${forms.url}${forms.local ? ' (local inbox, .inbox/submissions.jsonl)' : ''}\n`,
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    console.error(`A server stopped (exit ${code}); stopping the others.`);
    stop();
  });
}
