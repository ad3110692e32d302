/**
 * Editors get a clear answer for a wrong file: the build fails and names the file and the field.
 * Each case copies the project and its content into a temporary folder, breaks one file, and runs
 * Astro there (sync validates frontmatter; a build renders headings).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../../scripts/project-copy.mjs';

const root = resolve('.');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

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
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  // Plain text whatever the terminal: CI forces colours on.
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  return { status: result.status, output };
}

describe('a wrong content file fails the build, naming the file and the field', () => {
  it.concurrent('article with an unknown category', () => {
    const { status, output } = astroWithBrokenFile('sync', 'articles/zero-trust-in-aws.mdx', (s) =>
      s.replace(/^category: .*$/m, 'category: Cybersecurity'),
    );
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
    const { status, output } = astroWithBrokenFile('sync', 'articles/event-driven-architecture-aws.mdx', (s) =>
      s.replace(/^icon: .*$/m, 'icon: NotAnIcon'),
    );
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
      s.replace(/^process:\n/m, 'process:\n  title: Two steps only\n  items:\n    - title: First step here\n      description: A description long enough to pass the minimum length rule.\n    - title: Second step here\n      description: A description long enough to pass the minimum length rule.\nunusedProcess:\n'),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('observability');
    expect(output).toMatch(/process/);
  });

  it('article with two headings sharing an id', () => {
    const { status, output } = astroWithBrokenFile('build', 'articles/terraform-state-management.mdx', (s) =>
      s.replace('{#remote-backends}', '{#state-basics}'),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/terraform-state-management\.mdx: heading id "state-basics"/);
  });
});
