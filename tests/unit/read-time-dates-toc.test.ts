import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, formatShortDate, isoDate } from '../../src/lib/dates.ts';
import { countWords, readMinutes } from '../../src/lib/read-time.ts';
import { contentsOf } from '../../src/lib/toc.ts';

describe('read time', () => {
  it('counts prose and code, not imports, tags or heading ids', () => {
    const body = "import X from 'y';\n\n## Heading {#heading}\n\nTwo words.\n\n<Callout>inside</Callout>\n\n```bash\naws s3 ls\n```";
    expect(countWords(body)).toBe(7);
  });

  it('rounds up at 200 words a minute', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(readMinutes(words(200))).toBe(1);
    expect(readMinutes(words(201))).toBe(2);
    expect(readMinutes(words(2_900))).toBe(15);
    expect(readMinutes('')).toBe(1);
  });
});

describe('dates', () => {
  it('formats calendar dates in UTC, whatever the machine’s time zone', () => {
    const date = new Date('2024-12-20');
    expect(formatShortDate(date)).toBe('Dec 20, 2024');
    expect(formatLongDate(date)).toBe('December 20, 2024');
    expect(formatMonthYear(date)).toBe('December 2024');
    expect(isoDate(date)).toBe('2024-12-20');
  });
});

describe('contents', () => {
  it('lists h2 headings in order', () => {
    const headings = [
      { depth: 2, slug: 'principles', text: 'Principles' },
      { depth: 3, slug: 'detail', text: 'Detail' },
      { depth: 2, slug: 'monitoring', text: 'Monitoring' },
    ];
    expect(contentsOf(headings, 'x.mdx').map((h) => h.slug)).toEqual(['principles', 'monitoring']);
  });

  it('fails naming the file when two headings share an id', () => {
    const headings = [
      { depth: 2, slug: 'setup', text: 'Setup' },
      { depth: 3, slug: 'setup', text: 'Setup again' },
    ];
    expect(() => contentsOf(headings, 'content/articles/x.mdx')).toThrow(/content\/articles\/x\.mdx: heading id "setup"/);
  });
});

describe('diagrams in the read time', () => {
  it('does not count a Mermaid diagram as words to read', () => {
    const prose = 'Two words.';
    const diagram = '```mermaid\n%% caption: A caption with words\n%% description: Many more words here\nflowchart TD\n  a[One] --> b[Two]\n```\n';
    expect(countWords(`${prose}\n\n${diagram}`)).toBe(countWords(prose));
  });
});
