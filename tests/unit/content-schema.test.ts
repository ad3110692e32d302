/**
 * Editors get a clear answer for a wrong file: the build fails and names the file and the field.
 * Each case copies the project and its content into a temporary folder, breaks one file, and runs
 * Astro there (sync validates frontmatter; a build renders headings).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../../scripts/project-copy.mjs';

const root = resolve('.');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/**
 * The environment of a real `npm run build`: vitest exports its own mode (NODE_ENV=test, DEV=1,
 * PROD='' and the rest of import.meta.env) to process.env, and a child build would inherit it.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'SITE', 'BASE_URL', 'ASSETS_PREFIX', 'TEST', 'VITEST']) delete env[key];
  return env;
}

/** Runs `astro <command>` on a copy of the project whose content has one file changed. */
function astroWithBrokenFile(command: 'sync' | 'build', file: string, edit: (source: string) => string) {
  const dir = projectCopy('basalt-schema');
  made.push(dir);
  const target = join(dir, 'content', file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  writeFileSync(target, after);
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), command], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...buildEnv(), ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // Plain text whatever the terminal: CI forces colours on.
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  return { status: result.status, output, dir };
}

describe('a wrong content file fails the build, naming the file and the field', () => {
  it.concurrent('article with an unknown category', () => {
    const { status, output } = astroWithBrokenFile('sync', 'articles/zero-trust-in-aws.mdx', (s) => s.replace(/^category: .*$/m, 'category: Cybersecurity'));
    expect(status).not.toBe(0);
    expect(output).toContain('zero-trust-in-aws');
    expect(output).toMatch(/category/);
  });

  it.concurrent('article with a date that is not a date', () => {
    const { status, output } = astroWithBrokenFile('sync', 'articles/terraform-state-management.mdx', (s) =>
      s.replace(/^publishedDate: .*$/m, 'publishedDate: next Tuesday'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('terraform-state-management');
    expect(output).toMatch(/publishedDate/);
  });

  it.concurrent('article with an unknown icon', () => {
    const { status, output } = astroWithBrokenFile('sync', 'articles/event-driven-architecture-aws.mdx', (s) => s.replace(/^icon: .*$/m, 'icon: NotAnIcon'));
    expect(status).not.toBe(0);
    expect(output).toContain('event-driven-architecture-aws');
    expect(output).toMatch(/icon: "NotAnIcon" is not a lucide icon name/);
  });

  it.concurrent('article without a title', () => {
    const { status, output } = astroWithBrokenFile('sync', 'articles/modern-serverless-aws.mdx', (s) => s.replace(/^title: .*\n/m, ''));
    expect(status).not.toBe(0);
    expect(output).toContain('modern-serverless-aws');
    expect(output).toMatch(/title/);
  });

  it.concurrent('service whose process has only two steps', () => {
    const { status, output } = astroWithBrokenFile('sync', 'services/observability.mdx', (s) =>
      s.replace(
        /^process:\n/m,
        'process:\n  title: Two steps only\n  items:\n    - title: First step here\n      description: A description long enough to pass the minimum length rule.\n    - title: Second step here\n      description: A description long enough to pass the minimum length rule.\nunusedProcess:\n',
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('observability');
    expect(output).toMatch(/process/);
  });

  it.concurrent('case study whose quote is attributed to a person by name', () => {
    const { status, output } = astroWithBrokenFile('sync', 'case-studies/logistics-colocation-exit.mdx', (s) =>
      s.replace(/^ {2}role: .*$/m, '  role: Dana Whitfield, CIO'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('logistics-colocation-exit');
    expect(output).toMatch(/quote\.role: "Dana Whitfield, CIO" looks like a name/);
  });

  it.concurrent('case study with an outcome that has no baseline', () => {
    const { status, output } = astroWithBrokenFile('sync', 'case-studies/logistics-colocation-exit.mdx', (s) => s.replace(/^ {4}baseline: .*\n/m, ''));
    expect(status).not.toBe(0);
    expect(output).toContain('logistics-colocation-exit');
    expect(output).toMatch(/outcomes\.0\.baseline/);
  });

  it('case study naming a service page that does not exist', () => {
    const { status, output } = astroWithBrokenFile('build', 'case-studies/logistics-colocation-exit.mdx', (s) =>
      s.replace(/^ {4}- devops-automation$/m, '    - devops-transformation'),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/logistics-colocation-exit\.mdx: engagement\.services\.1 is "devops-transformation", which is not a service/);
  });

  it('article with two headings sharing an id', () => {
    const { status, output } = astroWithBrokenFile('build', 'articles/terraform-state-management.mdx', (s) =>
      s.replace('{#remote-backends}', '{#state-basics}'),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/terraform-state-management\.mdx: heading id "state-basics"/);
  });

  it('article with a day that does not exist', () => {
    const { status, output } = astroWithBrokenFile('sync', 'articles/zero-trust-in-aws.mdx', (s) =>
      s.replace(/^publishedDate: .*$/m, 'publishedDate: 2024-02-30'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('zero-trust-in-aws');
    expect(output).toMatch(/publishedDate: 2024-02-30 is not a real calendar day/);
  });

  it('article whose source is not an https address', () => {
    const { status, output } = astroWithBrokenFile('sync', 'articles/terraform-modules-best-practices.mdx', (s) =>
      s.replace(/url: https:\/\//, 'url: http://'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('terraform-modules-best-practices');
    expect(output).toMatch(/sources\.0\.url/);
  });
});

describe('drafts and scheduled articles', () => {
  it('leaves a draft out of the production build and says so', () => {
    const { status, output, dir } = astroWithBrokenFile('build', 'articles/terraform-state-management.mdx', (s) => s.replace(/^---\n/, '---\ndraft: true\n'));
    expect(status).toBe(0);
    expect(output).toMatch(/held back from this build: terraform-state-management \(draft: true\)/);
    expect(existsSync(join(dir, 'dist/blog/terraform-state-management.html'))).toBe(false);
    expect(existsSync(join(dir, 'dist/og/blog/terraform-state-management.png'))).toBe(false);
    // No item of its own (other articles' full text may still link to it).
    expect(readFileSync(join(dir, 'dist/rss.xml'), 'utf8')).not.toContain('/blog/terraform-state-management</link>');
    expect(readFileSync(join(dir, 'dist/sitemap-0.xml'), 'utf8')).not.toContain('terraform-state-management');
    expect(readFileSync(join(dir, 'dist/blog.html'), 'utf8')).not.toContain('Terraform State Management');
  });
});
