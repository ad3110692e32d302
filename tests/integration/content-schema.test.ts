/**
 * Editors get a clear answer for a wrong file: the build fails and names the file and the field.
 * Each case copies the project and its content into a temporary folder (of the articles, only the
 * broken one and those the case studies name) and breaks one file. The
 * frontmatter cases go through Astro's content sync, the step of every build that validates the
 * files and fails first, all of them in one child process; what only rendering finds (headings,
 * references between collections) runs a full `astro build`. Drafts: build-freshness.test.ts.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../../scripts/test-support/project-copy.mjs';
import { readFrontmatter } from '../unit/helpers/frontmatter.ts';

const root = resolve('.');
const run = promisify(execFile);
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
  return { ...env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
}

/**
 * The articles a copy needs besides the one broken: those the case studies name, without which the
 * build stops. The rest stay out, so a case costs the same with twelve articles or a thousand.
 */
const referencedArticles = new Set(readFrontmatter<{ articles?: string[] }>('content/case-studies').flatMap(({ data }) => data.articles ?? []));

/** A copy of the project whose content has one file changed. */
function brokenCopy(file: string, edit: (source: string) => string) {
  const dir = projectCopy('basalt-schema', {
    keep: (path) => !path.startsWith('articles/') || path === file || referencedArticles.has(basename(path, '.mdx')),
  });
  made.push(dir);
  const target = join(dir, 'content', file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  writeFileSync(target, after);
  return dir;
}

/** `astro build` on a broken copy; asynchronous, so the builds run side by side. */
async function buildWithBrokenFile(file: string, edit: (source: string) => string) {
  const dir = brokenCopy(file, edit);
  const result = await run(process.execPath, [join(root, 'node_modules/.bin/astro'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: buildEnv(),
  }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ status: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
  // Plain text whatever the terminal: CI forces colours on.
  const output = `${result.stdout}\n${result.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  return { status: result.status, output, dir };
}

interface SyncCase {
  file: string;
  edit: (source: string) => string;
  /** What the error must say about the field. */
  field: RegExp;
}

const SYNC_CASES: Record<string, SyncCase> = {
  'article with an unknown category': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) => s.replace(/^category: .*$/m, 'category: Cybersecurity'),
    field: /category/,
  },
  'article with a date that is not a date': {
    file: 'articles/terraform-state-management.mdx',
    edit: (s) => s.replace(/^publishedDate: .*$/m, 'publishedDate: next Tuesday'),
    field: /publishedDate/,
  },
  'article with a day that does not exist': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) => s.replace(/^publishedDate: .*$/m, 'publishedDate: 2024-02-30'),
    field: /publishedDate: 2024-02-30 is not a real calendar day/,
  },
  'article with a stray control character in its text': {
    file: 'articles/zero-trust-in-aws.mdx',
    // A BEL pasted into the first line after the frontmatter.
    edit: (s) => s.replace(/\n---\n/, '\n---\n\u0007'),
    field: /zero-trust-in-aws\.mdx:\d+:1: the text holds the invisible character U\+0007/,
  },
  'article whose pull figure its text never states': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) => s.replace(/^author: /m, 'pullFigure:\n  value: 97%\n  label: of breaches stopped by one control alone\nauthor: '),
    field: /zero-trust-in-aws\.mdx:\d+:\d+: frontmatter field "pullFigure\.value" is "97%", which the article's text never states/,
  },
  'article with an unknown icon': {
    file: 'articles/event-driven-architecture-aws.mdx',
    edit: (s) => s.replace(/^icon: .*$/m, 'icon: NotAnIcon'),
    field: /icon: "NotAnIcon" is not a lucide icon name/,
  },
  'article without a title': {
    file: 'articles/modern-serverless-aws.mdx',
    edit: (s) => s.replace(/^title: .*\n/m, ''),
    field: /title/,
  },
  'article whose source is not an https address': {
    file: 'articles/terraform-modules-best-practices.mdx',
    edit: (s) => s.replace(/url: https:\/\//, 'url: http://'),
    field: /sources\.0\.url/,
  },
  'service whose process has only two steps': {
    file: 'services/observability.mdx',
    edit: (s) =>
      s.replace(
        /^process:\n/m,
        'process:\n  title: Two steps only\n  items:\n    - title: First step here\n      description: A description long enough to pass the minimum length rule.\n    - title: Second step here\n      description: A description long enough to pass the minimum length rule.\nunusedProcess:\n',
      ),
    field: /process/,
  },
  'case study whose quote is attributed to a person by name': {
    file: 'case-studies/logistics-colocation-exit.mdx',
    edit: (s) => s.replace(/^ {2}role: .*$/m, '  role: Dana Whitfield, CIO'),
    field: /quote\.role: "Dana Whitfield, CIO" looks like a name/,
  },
  'case study dated before its engagement could have ended': {
    file: 'case-studies/logistics-colocation-exit.mdx',
    edit: (s) => s.replace(/^publishedDate: .*$/m, 'publishedDate: 2021-03-01'),
    field: /publishedDate 2021-03-01 is before the engagement \(started 2021, 26 weeks\) could have ended/,
  },
  // Content is data: the build runs nothing an editor's file holds.
  'article that imports a file (the build environment, for one)': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) => s.replace(/\n---\n/, "\n---\nimport env from '/proc/self/environ?raw'\n\n<pre>{env}</pre>\n"),
    field: /zero-trust-in-aws\.mdx:\d+:1: .*"import env from '\/proc\/self\/environ\?raw'": import and export lines are not allowed/,
  },
  'article with a JavaScript expression': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) => s.replace(/\n---\n/, '\n---\nThe token is {process.env.CLOUDFLARE_API_TOKEN}.\n'),
    field: /"\{process\.env\.CLOUDFLARE_API_TOKEN\}" is a JavaScript expression/,
  },
  'article with a script and a style': {
    file: 'articles/terraform-state-management.mdx',
    edit: (s) => s.replace(/\n---\n/, "\n---\n<script>alert(1)</script>\n\n<style>{'body{display:none}'}</style>\n"),
    field: /3 part\(s\).*\n.*<script> is not allowed in content[^\n]*\n.*<style> is not allowed in content[^\n]*\n.*is a JavaScript expression/,
  },
  'article with an event handler, an iframe and a javascript: link': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) =>
      s.replace(/\n---\n/, '\n---\n<b onClick="go()">Bold</b> <iframe title="x" /> [a link](javascript:alert(1)) ![an image](data:image/png;base64,AAAA)\n'),
    field:
      /<b onClick>: the attribute is not allowed[\s\S]*<iframe> is not allowed[\s\S]*"javascript:alert\(1\)" is not allowed[\s\S]*images are not part of the content model/,
  },
  'legal page giving a component a value it does not take': {
    file: 'legal/terms.mdx',
    edit: (s) => s.replace('<Mailbox of="security" />', '<Mailbox of="billing" />'),
    field: /<Mailbox of>="billing": use "sales" or "security"/,
  },
  'article with a slug field naming another article': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) => s.replace(/^---\n/, '---\nslug: terraform-state-management\n'),
    field: /Unrecognized key: "slug"/,
  },
  // Frontmatter is data: a field the schema does not name fails, in every collection, before any compile.
  'article whose layout would read a file into the page': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) => s.replace(/^---\n/, '---\nlayout: /etc/hostname?raw\n'),
    field: /Unrecognized key: "layout"/,
  },
  'service page whose layout would run code': {
    file: 'services/observability.mdx',
    edit: (s) => s.replace(/^---\n/, '---\nlayout: "data:text/javascript,process.exit(0)"\n'),
    field: /Unrecognized key: "layout"/,
  },
  'legal page naming components': {
    file: 'legal/terms.mdx',
    edit: (s) => s.replace(/^---\n/, '---\ncomponents: ./evil.astro\n'),
    field: /Unrecognized key: "components"/,
  },
  'case study with a layout': {
    file: 'case-studies/logistics-colocation-exit.mdx',
    edit: (s) => s.replace(/^---\n/, '---\nlayout: /etc/hostname?raw\n'),
    field: /Unrecognized key: "layout"/,
  },
  'article with TOML frontmatter that moves it': {
    file: 'articles/terraform-state-management.mdx',
    edit: (s) => `+++\nslug = "zero-trust-in-aws"\n+++\n${s}`,
    field: /terraform-state-management\.mdx:1:1: .*the file starts with its YAML frontmatter/,
  },
  'article whose heading attributes cover the page': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) => s.replace(/\n---\n/, '\n---\n\n## Site moved {class="fixed inset-0 z-50 bg-white"}\n'),
    field: /zero-trust-in-aws\.mdx:\d+:1: a heading's \{…\} block may carry its #id and nothing else \(found className\)/,
  },
  'service page whose code fence language is HTML': {
    file: 'services/observability.mdx',
    edit: (s) => s.replace(/\n---\n/, '\n---\n\n```x"><meta http-equiv="refresh" content="3;url=https://evil.example/">\ncode\n```\n'),
    field: /observability\.mdx:\d+:1: the code fence's language "x"><meta" is not one the site knows/,
  },
  'legal page with a broken diagram in a tilde fence': {
    file: 'legal/terms.mdx',
    edit: (s) => s.replace(/\n---\n/, '\n---\n\n~~~mermaid\nflowchart TD\n  a[A] --> b\n~~~\n'),
    field: /terms\.mdx:\d+:1: the diagram does not parse as written: "b" has no label/,
  },
  'article whose diagram names a box that is never labelled': {
    file: 'articles/zero-trust-in-aws.mdx',
    edit: (s) => s.replace('  res --> data[(Customer data)]', '  res --> data[(Customer data)]\n  vpce --> logz'),
    field: /zero-trust-in-aws\.mdx:\d+:1: the diagram does not parse as written: "logz" has no label anywhere/,
  },
  'article whose diagram has a line that is not a statement': {
    file: 'articles/terraform-state-management.mdx',
    edit: (s) => s.replace('  read --> run[Refresh, plan, apply]', '  read -> run[Refresh, plan, apply]'),
    field: /terraform-state-management\.mdx:\d+:1: the diagram does not parse as written: "read -> run\[Refresh, plan, apply\]" is not a box/,
  },
  'case study with an outcome that has no baseline': {
    file: 'case-studies/logistics-colocation-exit.mdx',
    edit: (s) => s.replace(/^ {4}baseline: .*\n/m, ''),
    field: /outcomes\.0\.baseline/,
  },
};

describe('a wrong content file fails the build, naming the file and the field', () => {
  const copies = Object.fromEntries(Object.entries(SYNC_CASES).map(([name]) => [name, '']));
  let errors: Record<string, { name: string; message: string; file: string | null } | null> = {};
  beforeAll(async () => {
    for (const [name, { file, edit }] of Object.entries(SYNC_CASES)) copies[name] = brokenCopy(file, edit);
    const { stdout } = await run(process.execPath, [join(root, 'tests/integration/helpers/astro-sync-each.mjs'), ...Object.values(copies)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: buildEnv(),
    });
    errors = JSON.parse(stdout.trim().split('\n').at(-1)!);
  });

  for (const [name, { file, field }] of Object.entries(SYNC_CASES)) {
    it(name, () => {
      const error = errors[copies[name]!];
      expect(error, 'the sync passed').not.toBeNull();
      expect(error!.file).toBe(join(copies[name]!, 'content', file));
      // Astro's message, as the build prints it: the entry, then each wrong field and why.
      const message = error!.message.replace(/\*\*/g, '');
      expect(message).toContain(file.split('/')[1]!.replace(/\.mdx$/, ''));
      expect(message).toMatch(field);
    });
  }

  it('an article file whose name differs from another only in case, naming both', async () => {
    const dir = projectCopy('basalt-schema', { keep: (path) => !path.startsWith('articles/') || referencedArticles.has(basename(path, '.mdx')) });
    made.push(dir);
    const twin = join(dir, 'content/articles', 'Zero-Trust-In-AWS.mdx');
    writeFileSync(twin, readFileSync(join(root, 'content/articles/zero-trust-in-aws.mdx'), 'utf8').replace(/^title: .*$/m, 'title: "A second article"'));
    writeFileSync(join(dir, 'content/articles/zero-trust-in-aws.mdx'), readFileSync(join(root, 'content/articles/zero-trust-in-aws.mdx')));
    const { stdout } = await run(process.execPath, [join(root, 'tests/integration/helpers/astro-sync-each.mjs'), dir], { encoding: 'utf8', env: buildEnv() });
    const error = JSON.parse(stdout.trim().split('\n').at(-1)!)[dir];
    expect(error?.message).toContain(`${twin}: a file name is the page's address`);
    expect(error?.message).toContain(`the same address as ${join(dir, 'content/articles/zero-trust-in-aws.mdx')}`);
  });

  it('a link in public/ to a file outside the project', async () => {
    const dir = projectCopy('basalt-schema', { keep: (path) => !path.startsWith('articles/') || referencedArticles.has(basename(path, '.mdx')) });
    made.push(dir);
    symlinkSync('/etc/hostname', join(dir, 'public', 'hostname.txt'));
    const { stdout } = await run(process.execPath, [join(root, 'tests/integration/helpers/astro-sync-each.mjs'), dir], { encoding: 'utf8', env: buildEnv() });
    const error = JSON.parse(stdout.trim().split('\n').at(-1)!)[dir];
    expect(error?.message).toMatch(/links lead outside the project[\s\S]*public\/hostname\.txt → \/etc\/hostname/);
  });

  it.concurrent('an article using every construct the content model names builds, each reaching the page', async () => {
    const constructs = readFileSync(join(root, 'tests/unit/fixtures/every-allowed-construct.md'), 'utf8');
    const { status, output, dir } = await buildWithBrokenFile('articles/zero-trust-in-aws.mdx', (s) => s.replace(/\n---\n/, `\n---\n\n${constructs}\n`));
    expect(status, output.slice(-2000)).toBe(0);
    const page = readFileSync(join(dir, 'dist/blog/zero-trust-in-aws.html'), 'utf8');
    for (const made of [
      '<h2 id="a-section"',
      '<abbr title="Service control policy onclick=handler()">',
      '<time datetime="2026-12-06">',
      'href="mailto:sales@',
      '<blockquote>',
      '<del>',
      'class="diagram"',
      'href="https://www.rfc-editor.org/rfc/rfc9110"',
    ])
      expect(page).toContain(made);
    // The feed renders the same article with the same components.
    expect(readFileSync(join(dir, 'dist/rss.xml'), 'utf8')).toContain('mailto:sales@');
  });

  it.concurrent('case study naming a service page that does not exist', async () => {
    const { status, output } = await buildWithBrokenFile('case-studies/logistics-colocation-exit.mdx', (s) =>
      s.replace(/^ {4}- devops-automation$/m, '    - devops-transformation'),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/logistics-colocation-exit\.mdx: engagement\.services\.1 is "devops-transformation", which is not a service/);
  });

  it.concurrent('legal page whose text changed while its effective date did not', async () => {
    const { status, output } = await buildWithBrokenFile('legal/cookies.mdx', (s) =>
      s.replace('it sets no cookies and tracks no one', 'it sets no cookies and tracks nobody'),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(/cookies\.mdx: the text changed since the version that took effect on \d{4}-\d{2}-\d{2}, but its effectiveDate did not/);
  });

  it.concurrent('article with two headings sharing an id', async () => {
    const { status, output } = await buildWithBrokenFile('articles/terraform-state-management.mdx', (s) => s.replace('{#remote-backends}', '{#state-basics}'));
    expect(status).not.toBe(0);
    expect(output).toMatch(/terraform-state-management\.mdx: heading id "state-basics"/);
  });
});
