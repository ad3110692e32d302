// What the deploy keeps from the build: the build runs without any variable that names a secret, and
// a dist/ that holds the value of one, as written or encoded, is not published (an article that
// printed the environment, a misconfigured variable passed into a page).
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

/** `env`'s secrets, by name: what the leak check looks for. */
export function secretsOf(env) {
  return Object.fromEntries(Object.entries(env).filter(([name, value]) => isSecretName(name) && value));
}

/**
 * The ways a value can stand in a file: as written, base64 and base64url (at each of the three
 * byte alignments it can have inside a longer encoded text, so the whole environment encoded at
 * once still shows it), hex, and URL-encoded. Hex and percent escapes are matched without case.
 */
export function encodings(value) {
  const bytes = Buffer.from(value, 'utf8');
  const base64 = [0, 1, 2].map((shift) => {
    // Characters that mix in the unknown bytes before or after the value are left out.
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const whole = Math.floor(((shift + bytes.length) * 8) / 6);
    return encoded.slice(shift === 0 ? 0 : shift + 1, whole);
  });
  const percent = [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  return {
    exact: [value, ...base64, ...base64.map((text) => text.replaceAll('+', '-').replaceAll('/', '_'))],
    anyCase: [bytes.toString('hex'), encodeURIComponent(value).toLowerCase(), percent],
  };
}

/**
 * Every file under `dir` that holds a value of `secrets` (name → value) in any of its encodings, as
 * "file: NAME" lines (never the value). Values under 8 characters are too common to tell a leak
 * from a coincidence.
 */
export function leakedSecrets(dir, secrets) {
  const needles = Object.entries(secrets)
    .filter(([, value]) => value && value.length >= 8)
    .map(([name, value]) => [name, encodings(value)]);
  if (!needles.length) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .flatMap((entry) => {
      const path = join(entry.parentPath, entry.name);
      const text = readFileSync(path, 'latin1');
      const lower = text.toLowerCase();
      return needles
        .filter(([, { exact, anyCase }]) => exact.some((needle) => text.includes(needle)) || anyCase.some((needle) => lower.includes(needle)))
        .map(([name]) => `${path}: ${name}`);
    });
}
