/**
 * What an editor's MDX may hold (src/schemas/content-rules.ts, src/schemas/diagram-syntax.ts): every
 * file of content/ passes, and each way of slipping code or a wrong diagram past them is refused
 * at its line and column. content-schema.test.ts shows the same refusals failing a build.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentProblems, urlProblem } from '../../src/schemas/content-rules.ts';
import { diagramProblems } from '../../src/schemas/diagram-syntax.ts';

const FILES = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mdx'));
const source = (file: string) => readFileSync(join('content', file), 'utf8');

describe('content rules', () => {
  it.each(FILES)('%s holds no code', (file) => {
    expect(contentProblems(source(file))).toEqual([]);
  });

  it('keeps Markdown, inline HTML for what Markdown cannot say, and the content components', () => {
    const text =
      '## Heading {#heading}\n\nH<sub>2</sub>O, <kbd>Ctrl</kbd>, <abbr title="Service control policy">SCP</abbr>, <Mailbox of="sales" />, \\{braces\\}.\n\n```js\nconst a = { b: 1 };\n```\n';
    expect(contentProblems(text)).toEqual([]);
  });

  it('refuses each problem at its line and column', () => {
    const problems = contentProblems('Line one.\n\nSee <span style="color:red">this</span> and {1 + 1}.\n');
    expect(problems.map(({ line, column, message }) => `${line}:${column} ${message.split(':')[0]}`)).toEqual([
      '3:5 <span> is not allowed in content. Content is text, not code',
      '3:45 "{1 + 1}" is a JavaScript expression. Content is text, not code',
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
  const fences = FILES.flatMap((file) => [...source(file).matchAll(/^```mermaid[^\n]*\n([\s\S]*?)^```/gm)].map((match) => [file, match[1]!] as const));

  it.each(fences)('the diagram of %s parses as written', (_file, code) => {
    expect(diagramProblems(code)).toEqual([]);
  });

  it('names the line of each problem: a broken arrow, two labels, an unlabelled box, a loose box, no header', () => {
    expect(diagramProblems('flowchart TD\n  a[A] --> b[B]\n  b --> c\n  a -> b\n  a[Other] --> b\n  x[Loose]').map(({ line }) => line)).toEqual([4, 5, 3, 6]);
    expect(diagramProblems('%% caption: x\nsequenceDiagram\n  a --> b')[0]).toEqual({
      line: 2,
      message: '"sequenceDiagram": a diagram starts with "flowchart TD" (or LR, BT, RL).',
    });
  });
});
