import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { llmsTxt } from '../../src/lib/llms-txt.ts';
import { markdownTwin } from '../../src/lib/markdown-twin.ts';

describe('llms.txt', () => {
  const text = llmsTxt({
    name: 'Firm',
    summary: 'What the firm does,\nin one line.',
    details: 'How to read the list.',
    sections: [
      { title: 'Services', links: [{ title: 'Cloud [AWS] architecture', url: 'https://x.test/services/cloud', note: 'Landing zones\nand migrations.' }] },
      { title: 'Case studies', links: [] },
    ],
  });

  it('follows the llmstxt.org layout: H1, a quoted summary, then one list line per page under H2 sections', () => {
    expect(text).toBe(
      '# Firm\n\n> What the firm does, in one line.\n\nHow to read the list.\n\n## Services\n\n- [Cloud \\[AWS\\] architecture](https://x.test/services/cloud): Landing zones and migrations.\n',
    );
  });

  it('leaves out a section with nothing in it', () => {
    expect(text).not.toContain('Case studies');
  });
});

describe('an article’s Markdown twin', () => {
  const twin = markdownTwin({
    title: 'State: the hard parts',
    description: 'Why state breaks, and how to recover it.',
    author: 'Ada Lovelace',
    published: '2024-01-22',
    updated: undefined,
    canonical: 'https://x.test/blog/state',
    sources: [{ title: 'Backends', publisher: 'HashiCorp', url: 'https://developer.hashicorp.com/terraform/language/backend' }],
    body: '\n## Locking {#locking}\n\nText with `code`.\n',
  });
  const [, frontmatter, body] = twin.split(/^---$/m);

  it('carries the frontmatter a reader needs to cite it, as valid YAML, without empty fields', () => {
    expect(parse(frontmatter!)).toEqual({
      title: 'State: the hard parts',
      description: 'Why state breaks, and how to recover it.',
      author: 'Ada Lovelace',
      published: '2024-01-22',
      canonical: 'https://x.test/blog/state',
      sources: [{ title: 'Backends', publisher: 'HashiCorp', url: 'https://developer.hashicorp.com/terraform/language/backend' }],
    });
  });

  it('keeps the body as written', () => {
    expect(body).toBe('\n\n## Locking {#locking}\n\nText with `code`.\n');
  });
});
