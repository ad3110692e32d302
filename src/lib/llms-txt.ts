/**
 * /llms.txt in the llmstxt.org format: an H1 with the site's name, a `>` summary, a paragraph on
 * how to read the rest, then one H2 section per kind of page with a `- [Title](url): note` line
 * for each. Pure: src/data/llms-txt.ts hands it the sections built from the collections.
 */

export interface LlmsLink {
  title: string;
  /** Absolute URL. */
  url: string;
  /** One line on what the page holds. */
  note: string;
}

export interface LlmsSection {
  title: string;
  links: readonly LlmsLink[];
}

/** One line of text: Markdown links and list items cannot span lines. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Brackets in a title would end the link text early. */
const linkText = (text: string) => oneLine(text).replace(/[[\]]/g, (char) => `\\${char}`);

/** The file's text. A section without links is left out rather than shown empty. */
export function llmsTxt({ name, summary, details, sections }: { name: string; summary: string; details: string; sections: readonly LlmsSection[] }): string {
  const blocks = [
    `# ${oneLine(name)}`,
    `> ${oneLine(summary)}`,
    oneLine(details),
    ...sections
      .filter((section) => section.links.length > 0)
      .map((section) =>
        [`## ${oneLine(section.title)}`, '', ...section.links.map((link) => `- [${linkText(link.title)}](${link.url}): ${oneLine(link.note)}`)].join('\n'),
      ),
  ];
  return `${blocks.join('\n\n')}\n`;
}
