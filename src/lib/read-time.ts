/** Reading speed the whole site assumes (docs/decisions.md, "Content"). */
const WORDS_PER_MINUTE = 200;

/**
 * Words a reader meets in an MDX body: prose and code alike, without import/export lines,
 * code-fence lines, JSX or HTML tags and heading-id attributes, which are markup, and without
 * Mermaid diagrams, which are read as pictures.
 */
export function countWords(mdxBody: string): number {
  const text = mdxBody
    .replace(/^```mermaid[^\n]*\n[\s\S]*?^```/gm, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/^\s*(```|~~~).*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ');
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.\-_/]*/gu)?.length ?? 0;
}

/** Whole minutes to read a number of words, rounded up, never less than one. */
export function minutesFor(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readMinutes(mdxBody: string): number {
  return minutesFor(countWords(mdxBody));
}
