/**
 * What an editor's MDX may hold (src/config/content-model.ts, checked by src/schemas/content-rules.ts):
 * every file of content/ passes, a file using every allowed construct passes, and each syntax the
 * model does not name is refused at its line and column, whatever part of the file it hides in.
 * content-schema.test.ts shows the same refusals failing a build.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentProblems, urlProblem } from '../../src/schemas/content-rules.ts';
import { diagramProblems } from '../../src/schemas/diagram-syntax.ts';

const FILES = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));
const source = (file: string) => readFileSync(join('content', file), 'utf8');
/** A file with a minimal frontmatter and `body` after it: the body starts on line 5. */
const file = (body: string) => `---\ntitle: A test\n---\n\n${body}\n`;
const problems = (body: string) => contentProblems(file(body)).map(({ line, column, message }) => `${line}:${column} ${message}`);

/** Every construct the content model names, once (the build test publishes the same text). */
const EVERY_ALLOWED_CONSTRUCT = readFileSync('tests/unit/fixtures/every-allowed-construct.md', 'utf8');

describe('content rules', () => {
  it.each(FILES)('%s holds only what the content model names', (name) => {
    expect(contentProblems(source(name))).toEqual([]);
  });

  it('keeps every construct the model names', () => {
    expect(problems(EVERY_ALLOWED_CONSTRUCT)).toEqual([]);
  });

  // The probe's cases: each went around a denylist through a part of the file no list governed.
  it.each([
    [
      'a heading attribute block that styles the page',
      '## Site moved {class="fixed inset-0 z-50 bg-white"}',
      /^5:1 a heading's \{…\} block may carry its #id and nothing else \(found className\)/,
    ],
    ['a heading class beside its id', '## Site moved {#moved .fixed}', /^5:1 .*#id and nothing else \(found className\)/],
    ['a heading with a handler', '## Focus {onfocus="go()" autofocus}', /found onfocus, autofocus/],
    ['a heading with a namespaced handler', '## Click {a/onclick=alert(1)}', /found a\/onclick/],
    ['a heading with a link', '## Go {href=javascript:alert(1)}', /found href/],
    ['a heading id that is not a slug', '## Odd {#Odd_Id}', /the heading id "#Odd_Id" must be lower-case words/],
    ['a heading with a style', '## Red {style="color:red"}', /is a JavaScript expression/],
    ['a page-level heading', '# A second title', /a heading of level 1/],
    [
      'a fence whose info string is HTML',
      '```x"><meta http-equiv="refresh" content="3;url=https://evil.example/">\ncode\n```',
      /^5:1 the code fence's language "x"><meta" is not one the site knows/,
    ],
    ['a fence of an unknown language', '```brainfuck\n+++\n```', /language "brainfuck" is not one the site knows\. Use one of: bash,/],
    ['a fence without a language', '```\nplain\n```', /language "" is not one the site knows/],
    ['a fence with words after its language', '```bash title="x"\nls\n```', /holds "title="x"" after its language/],
    ['a broken diagram in a tilde fence', '~~~mermaid\nflowchart TD\n  a[A] --> b\n~~~', /^7:1 the diagram does not parse as written: "b" has no label/],
    [
      'a broken diagram in a four-backtick fence',
      '````mermaid\nflowchart TD\n  a[A] -> b[B]\n````',
      /^7:1 the diagram does not parse as written: "a\[A\] -> b\[B\]" is not a box/,
    ],
    ['a task box', '- [x] done', /a task box/],
    [
      'table column alignment, which Markdown writes as a style',
      '| A | B |\n| :--- | ---: |\n| 1 | 2 |',
      /column alignment .* is not part of the content model/,
    ],
    ['an image', '![chart](/chart.png)', /images are not part of the content model/],
    ['a script', '<script>alert(1)</script>', /<script> is not allowed in content/],
    ['an element with a handler', '<b onClick="go()">Bold</b>', /<b onClick>: the attribute is not allowed\. Allowed: title, lang, dir, datetime/],
    ['an import', "import env from '/proc/self/environ?raw'", /import and export lines are not allowed/],
    ['an expression', 'The token is {process.env.CLOUDFLARE_API_TOKEN}.', /"\{process\.env\.CLOUDFLARE_API_TOKEN\}" is a JavaScript expression/],
    ['a component prop of a value it does not take', '<Mailbox of="billing" />', /<Mailbox of>="billing": use "sales" or "security"/],
    ['a component prop it does not take', '<CaseStudyStance client="x" />', /<CaseStudyStance client>: the attribute is not allowed\. Allowed: none/],
    ['a javascript: link', '[x](javascript:alert(1))', /"javascript:alert\(1\)" is not allowed/],
    ['a javascript: definition', '[x][r]\n\n[r]: javascript:alert(1)', /^7:1 "javascript:alert\(1\)" is not allowed/],
  ])('refuses %s at its place', (_name, body, expected) => {
    expect(problems(body).join('\n')).toMatch(expected);
  });

  it.each([
    ['TOML frontmatter', '+++\ntitle = "x"\nslug = "elsewhere"\n+++\n\nText\n'],
    ['frontmatter after a blank line', '\n---\ntitle: x\n---\n'],
    ['no frontmatter', 'Just text.\n'],
  ])('refuses %s: frontmatter is YAML, first in the file', (_name, text) => {
    expect(contentProblems(text)).toEqual([
      { line: 1, column: 1, message: 'the file starts with its YAML frontmatter: a first line "---", the fields, then "---".' },
    ]);
  });

  it('names every problem of a file, each at its line and column', () => {
    const found = contentProblems(file('Line one.\n\nSee <span style="color:red">this</span> and {1 + 1}.'));
    expect(found.map(({ line, column, message }) => `${line}:${column} ${message.split(':')[0]}`)).toEqual([
      '7:5 <span> is not allowed in content. Content is text, not code',
      '7:45 "{1 + 1}" is a JavaScript expression. Content is text, not code',
    ]);
  });

  it.each(['https://docs.aws.amazon.com/', '/blog', '#section', 'mailto:sales@basalt.example', 'tel:+15550100'])('accepts the link %s', (url) => {
    expect(urlProblem(url)).toBeUndefined();
  });

  it.each(['http://example.com', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.example/x', './relative', 'vbscript:x'])(
    'refuses the link %j',
    (url) => {
      expect(urlProblem(url)).toMatch(/is not allowed/);
    },
  );
});

describe('diagram syntax', () => {
  it('names the line of each problem: a broken arrow, two labels, an unlabelled box, a loose box, no header', () => {
    expect(diagramProblems('flowchart TD\n  a[A] --> b[B]\n  b --> c\n  a -> b\n  a[Other] --> b\n  x[Loose]').map(({ line }) => line)).toEqual([4, 5, 3, 6]);
    expect(diagramProblems('%% caption: x\nsequenceDiagram\n  a --> b')[0]).toEqual({
      line: 2,
      message: '"sequenceDiagram": a diagram starts with "flowchart TD" (or LR, BT, RL).',
    });
  });
});
