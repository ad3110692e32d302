/**
 * The cookie policy says exactly what the built site stores in a visitor's browser: every
 * local-storage key the shipped code writes is listed in its storage table, every listed key is
 * really written, and no storage the code uses is denied anywhere on the page.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalPath } from '../../src/config/paths.ts';
import { ADMIN_PATH } from '../../src/config/paths.ts';
import { DIST, page, pages } from './site.ts';

/**
 * Every script the site ships to its visitors: fingerprinted and search files, and the inline scripts
 * of each page. Not the content editor under /admin: an app for the firm's own editors, who sign in
 * to it, and which keeps its drafts and session in their browser as any such editor does.
 */
function shippedScripts(): { where: string; code: string }[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name.startsWith('.') || path === join(DIST, ADMIN_PATH) ? [] : files(path);
      return /\.m?js$/.test(name) ? [path] : [];
    });
  const external = files(DIST).map((file) => ({ where: file, code: readFileSync(file, 'utf8') }));
  const inline = pages.flatMap(({ route, doc }) =>
    doc.querySelectorAll('script:not([src])').map((script) => ({ where: `inline script on ${route}`, code: script.textContent })),
  );
  return [...external, ...inline];
}

const scripts = shippedScripts();
const written = (pattern: RegExp) => scripts.filter(({ code }) => pattern.test(code)).map(({ where }) => where);

/** Keys the code writes to localStorage with a literal name; `undefined` marks a write with a computed name. */
const localKeys = new Set(
  scripts.flatMap(({ code }) => [...code.matchAll(/\blocalStorage\s*(?:\.setItem\(\s*(?:(['"`])([^'"`]+)\1)?|\[[^\]]+\]\s*=(?!=))/g)].map((match) => match[2])),
);

const policy = page(legalPath('cookies'));
const policyText = policy.doc.querySelector('main')!.text.replace(/\s+/g, ' ');
const storageSection = (() => {
  const heading = policy.doc.querySelector('#browser-storage');
  if (!heading) throw new Error('The cookie policy has no #browser-storage section');
  const parts = [];
  for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) parts.push(node);
  return parts;
})();
const listedKeys = new Set(
  storageSection.flatMap((node) => node.querySelectorAll('tbody tr')).map((row) => row.querySelector('td code')?.text.trim()),
);

describe('the cookie policy and the shipped code agree', () => {
  it('lists every local-storage key the code writes, each by its name', () => {
    expect([...localKeys], 'a localStorage write whose key is computed cannot be listed; write it with a literal name').not.toContain(undefined);
    expect([...listedKeys].sort()).toEqual([...localKeys].sort());
  });

  it('denies no storage the code uses', () => {
    if (localKeys.size) {
      expect(policyText).not.toMatch(/\b(no|not use|not use any) (local|browser) storage\b|nothing (is )?stored in your browser/i);
    }
    const denials: [RegExp, RegExp][] = [
      [/\bsessionStorage\s*(\.setItem|\[[^\]]+\]\s*=(?!=))/, /\bno session storage\b|not use session storage/i],
      [/\bindexedDB\s*\.\s*open\b/, /\bno (session storage, )?IndexedDB\b|not use IndexedDB/i],
      [/\bdocument\.cookie\s*=(?!=)/, /sets no cookies|does not (set|use) cookies/i],
      [/\bserviceWorker\s*\.\s*register\b/, /registers no service worker/i],
    ];
    for (const [write, denial] of denials) {
      const writers = written(write);
      if (writers.length) expect(policyText, `${writers.join(', ')} uses what the policy denies`).not.toMatch(denial);
    }
  });
});
