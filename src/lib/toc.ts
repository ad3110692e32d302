/** The contents list of an article: its h2 headings, with ids that must be unique. */
import type { MarkdownHeading as Heading } from 'astro';

export type { Heading };

/**
 * The h2 headings of an article, in order. Throws, naming the file, when two headings share an
 * id: the second anchor would be unreachable and the contents list would point to the first.
 */
export function contentsOf(headings: readonly Heading[], file: string): Heading[] {
  const seen = new Set<string>();
  for (const heading of headings) {
    if (seen.has(heading.slug)) {
      throw new Error(`${file}: heading id "${heading.slug}" is used by more than one heading; give each heading its own {#id}.`);
    }
    seen.add(heading.slug);
  }
  return headings.filter((heading) => heading.depth === 2);
}
