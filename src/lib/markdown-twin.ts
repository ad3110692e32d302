/**
 * The Markdown twin of an article (`/blog/<slug>.md`): YAML frontmatter with what a reader needs
 * to cite it (title, author, dates, canonical address, sources), then the body exactly as its
 * author wrote it in the MDX file. Pure: src/data/markdown-twin.ts gathers the fields.
 */
import { stringify } from 'yaml';
export interface MarkdownTwin {
  title: string;
  description: string;
  author: string;
  /** YYYY-MM-DD. */
  published: string;
  /** YYYY-MM-DD, when the article has been revised. */
  updated?: string | undefined;
  canonical: string;
  sources: readonly { title: string; publisher: string; url: string }[];
  body: string;
}

export function markdownTwin({ title, description, author, published, updated, canonical, sources, body }: MarkdownTwin): string {
  const frontmatter = {
    title,
    description,
    author,
    published,
    ...(updated ? { updated } : {}),
    canonical,
    sources: sources.map(({ title, publisher, url }) => ({ title, publisher, url })),
  };
  // lineWidth 0: never fold a long title or URL onto a second line.
  return `---\n${stringify(frontmatter, { lineWidth: 0 })}---\n\n${body.trim()}\n`;
}
