import { describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from '../../src/config/legal-versions.ts';
import { effectiveDateProblem, legalText, legalTextDigest } from '../../src/lib/legal-versions.ts';
import { readFrontmatter } from './helpers/frontmatter.ts';

const pages = readFrontmatter<{ title: string; effectiveDate: string }>('content/legal');

describe('a legal page’s text', () => {
  it('is its title and words: re-wrapping and MDX import lines are not a new version', () => {
    const body = "import Mailbox from './Mailbox.astro';\n\nWe keep   one setting\nin your browser.\n";
    expect(legalText('Cookie Policy', body)).toBe('Cookie Policy We keep one setting in your browser.');
    expect(legalText('Cookie Policy', 'We keep one setting in your browser.')).toBe(legalText('Cookie Policy', body));
    expect(legalText('Cookie Policy', 'We keep two settings in your browser.')).not.toBe(legalText('Cookie Policy', body));
  });

  it('is hashed with SHA-256', async () => {
    // `printf 'Cookie Policy abc' | sha256sum`
    expect(await legalTextDigest('Cookie Policy', '\nabc\n')).toBe('4c345670ce55298d30def0b2bb41bb3746f8588a380fadae7de410a2e899fd7c');
  });
});

describe('an effective date', () => {
  const versions = [
    { effectiveDate: '2026-11-26', textSha256: 'new' },
    { effectiveDate: '2026-11-20', textSha256: 'old' },
  ];
  const page = (effectiveDate: string, textSha256: string) => ({ file: 'content/legal/privacy.mdx', key: 'privacy', effectiveDate, textSha256 });

  it('passes when the text and the date are the newest recorded version', () => {
    expect(effectiveDateProblem(page('2026-11-26', 'new'), versions)).toBeUndefined();
  });

  it('fails when the text changed and the date did not, giving the line to record', () => {
    const problem = effectiveDateProblem(page('2026-11-26', 'edited'), versions);
    expect(problem).toMatch(/^content\/legal\/privacy\.mdx: the text changed since the version that took effect on 2026-11-26, but its effectiveDate did not/);
    expect(problem).toContain("textSha256: 'edited'");
  });

  it('fails when a changed text is dated earlier than the version it replaces', () => {
    expect(effectiveDateProblem(page('2026-11-21', 'edited'), versions)).toMatch(/effectiveDate did not/);
  });

  it('asks for the new version to be recorded when the date moved with the text', () => {
    expect(effectiveDateProblem(page('2026-12-01', 'edited'), versions)).toBe(
      "content/legal/privacy.mdx: the text that takes effect on 2026-12-01 is not recorded yet; add { effectiveDate: '2026-12-01', textSha256: 'edited' } at the top of LEGAL_VERSIONS['privacy'] in src/config/legal-versions.ts.",
    );
  });

  it('fails when the date moved but the text did not, or went back to an older text', () => {
    expect(effectiveDateProblem(page('2026-12-01', 'new'), versions)).toMatch(/has not changed since; set effectiveDate back to 2026-11-26/);
    expect(effectiveDateProblem(page('2026-12-01', 'old'), versions)).toMatch(/is not recorded yet/);
  });

  it('fails for a page with no recorded version', () => {
    expect(effectiveDateProblem({ ...page('2026-11-26', 'new'), key: 'accessibility' }, undefined)).toMatch(/no version of this page is recorded/);
  });
});

describe('the legal pages as committed', () => {
  it('each match their newest recorded version', async () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const { id, data, body } of pages) {
      const problem = effectiveDateProblem(
        { file: `content/legal/${id}.mdx`, key: id, effectiveDate: String(data.effectiveDate), textSha256: await legalTextDigest(data.title, body) },
        LEGAL_VERSIONS[id],
      );
      expect(problem, id).toBeUndefined();
    }
  });

  it('have their versions newest first, one text per date, and no version for a page that does not exist', () => {
    for (const [key, versions] of Object.entries(LEGAL_VERSIONS)) {
      expect(
        pages.map((page) => page.id),
        key,
      ).toContain(key);
      const dates = versions.map((version) => version.effectiveDate);
      expect(dates, key).toEqual([...new Set(dates)].sort().reverse());
      for (const { textSha256 } of versions) expect(textSha256, key).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(versions.map((version) => version.textSha256)).size, key).toBe(versions.length);
    }
  });
});
