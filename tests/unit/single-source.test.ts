/**
 * Each fact is written once. These checks fail when a literal creeps back into code that should
 * read it from its one place (docs/architecture.md, "Where each fact lives").
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT } from '../../src/config/contact.ts';
import { FOUNDER, SITE } from '../../src/config/identity.ts';
import { DESKTOP_MIN_WIDTH } from '../../src/config/navigation.ts';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
const source = (dirs: string[], except: string[] = []) =>
  dirs
    .flatMap(files)
    .filter((file) => !except.some((prefix) => file.startsWith(prefix)))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const offenders = (list: { file: string; text: string }[], pattern: RegExp) => list.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('one place per fact', () => {
  const code = source(['src', 'scripts'], ['src/config/']);

  it('names the company and the founder only in src/config/identity.ts', () => {
    expect(offenders(code, new RegExp(SITE.name))).toEqual([]);
    expect(offenders(code, new RegExp(`${FOUNDER.shortName}\\b|${FOUNDER.name.split(' ')[1]}`))).toEqual([]);
  });

  it("writes the firm's mailboxes and phone number only in src/config/contact.ts, legal pages included", () => {
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp([CONTACT.email, CONTACT.securityEmail, CONTACT.phone, CONTACT.phoneE164].map(escapeRegExp).join('|'));
    expect(offenders([...code, ...source(['content'])], pattern)).toEqual([]);
  });

  it('names the default site origin only in src/config/environment.ts', () => {
    expect(
      offenders(
        [...code, ...source(['tests'])].filter(({ file }) => file !== 'src/config/environment.ts'),
        /https:\/\/www\.example\.com/,
      ),
    ).toEqual([]);
  });

  it('builds article, service and case-study addresses only in src/config/paths.ts', () => {
    expect(
      offenders(
        code.filter(({ file }) => file !== 'src/config/paths.ts'),
        /['"`]\/(blog|services|case-studies)\/(\$\{|['"`] ?\+)/,
      ),
    ).toEqual([]);
  });

  it('uses one desktop breakpoint for the CSS and the menu script', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    expect(css).toContain(`--breakpoint-lg: ${DESKTOP_MIN_WIDTH};`);
    expect(
      offenders(
        code.filter(({ file }) => !file.endsWith('.css')),
        /\b(64|63\.999)rem\b/,
      ),
    ).toEqual([]);
  });

  it('cites no design document outside the repository', () => {
    const everything = source(['src', 'scripts', 'tests', 'docs', 'content', '.ci']).concat(
      ['README.md', 'astro.config.mjs', 'playwright.config.ts', 'vitest.config.ts', 'package.json'].map((file) => ({ file, text: readFileSync(file, 'utf8') })),
    );
    expect(offenders(everything, /\b(SPEC|DECISIONS|ARCHITECTURE|STYLE)\.md\b|\.\.\/shared\//)).toEqual([]);
  });
});
