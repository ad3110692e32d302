// What the deploy keeps from the build: the build runs without any variable that names a secret, and
// a dist/ that holds the value of one is not published (an article that printed the environment,
// a misconfigured variable passed into a page).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Variables whose names mark a secret, and the ones wrangler reads to sign in. */
const SECRET_NAME = /TOKEN|SECRET|KEY|PASSWORD/i;
const DEPLOY_NAMES = new Set(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_API_KEY', 'CLOUDFLARE_EMAIL', 'CLOUDFLARE_ACCOUNT_ID']);

const isSecretName = (name) => SECRET_NAME.test(name) || DEPLOY_NAMES.has(name);

/** `env` without its secrets: what the build runs with. */
export function withoutSecrets(env) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !isSecretName(name)));
}

/**
 * Every file under `dir` that holds the value of a secret variable of `env`, as "file: NAME" lines
 * (never the value). Values under 8 characters are too common to tell a leak from a coincidence.
 */
export function leakedSecrets(dir, env) {
  const secrets = Object.entries(env).filter(([name, value]) => isSecretName(name) && value && value.length >= 8);
  if (!secrets.length) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const path = join(entry.parentPath, entry.name);
      const bytes = readFileSync(path);
      return secrets.filter(([, value]) => bytes.includes(value)).map(([name]) => `${path}: ${name}`);
    });
}
