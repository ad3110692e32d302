/**
 * The content loader: Astro's glob loader with the checks that make an editor's file data before
 * anything compiles it, each failing the build naming the file (and line and column): anything the
 * content model does not name (content-rules.ts); a character XML cannot carry (it would break the
 * feed); an address not the file's own (the id is always the file name, and a name that is not a
 * slug Astro would fold into another's); an impossible date (YAML turns `2024-02-30` into March 1st,
 * so the schema gets each top-level date as written, for `calendarDate` to refuse); a pull figure
 * the article's text never states.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { parse } from 'yaml';
import { contentProblems } from './content-rules.ts';

/**
 * A character outside XML 1.0's `Char` production (a control character other than tab, LF and CR, a
 * lone surrogate, U+FFFE, U+FFFF): one, pasted in unseen, would make the whole feed invalid XML.
 */
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** An error at a place in an editor's file; `loc` is where Astro's error overlay and build output point. */
function fileError(file: string, line: number, column: number, message: string): Error {
  return Object.assign(new Error(`${relative(process.cwd(), file)}:${line}:${column}: ${message}`), { loc: { file, line, column } });
}

/** Line and column (1-based) of an offset in `source`. */
function placeOf(source: string, offset: number): [number, number] {
  const before = source.slice(0, offset);
  return [before.split('\n').length, offset - before.lastIndexOf('\n')];
}

/** Throws at the first character of `source` XML cannot carry. */
function refuseNonXmlCharacters(source: string, file: string): void {
  const match = NOT_XML_CHAR.exec(source);
  if (!match) return;
  const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  throw fileError(
    file,
    ...placeOf(source, match.index),
    `the text holds the invisible character ${code}, which the RSS feed (XML) cannot carry. Delete it (it usually comes with pasted text).`,
  );
}

/** Throws with every place the file holds what the content model does not name (content-rules.ts). */
function refuseCode(source: string, file: string): void {
  const problems = contentProblems(source);
  if (!problems.length) return;
  const [first] = problems;
  const list = problems.map(({ line, column, message }) => `  ${relative(process.cwd(), file)}:${line}:${column}: ${message}`).join('\n');
  throw fileError(file, first!.line, first!.column, `${problems.length} part(s) of this file are not allowed:\n${list}`);
}

/** Throws when an article's `pullFigure.value` (drawn large on the blog's lead card) does not stand in its text as written. */
function refuseUnstatedPullFigure(data: Record<string, unknown>, source: string, bodyStart: number, file: string): void {
  const value = (data.pullFigure as { value?: unknown } | undefined)?.value;
  const spaced = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');
  if (typeof value !== 'string' || spaced(source.slice(bodyStart)).includes(spaced(value))) return;
  const at = source.indexOf('value:', source.indexOf('pullFigure:'));
  throw fileError(
    file,
    ...placeOf(source, at),
    `frontmatter field "pullFigure.value" is "${value}", which the article's text never states. Write it as the text does.`,
  );
}

/**
 * The entry's `data` with each top-level date as the file writes it (the `yaml` package's core
 * schema keeps timestamps as strings), once the file passes the checks above.
 */
async function withDatesAsWritten<T extends Record<string, unknown>>(data: T, filePath: string | undefined): Promise<T> {
  if (!filePath) return { ...data };
  const source = await readFile(filePath, 'utf8');
  refuseNonXmlCharacters(source, filePath);
  refuseCode(source, filePath);
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const parsed: unknown = match ? parse(match[1]!) : {};
  const written = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  refuseUnstatedPullFigure(written, source, match?.[0].length ?? 0, filePath);
  const asWritten = (key: string, value: unknown) => (value instanceof Date && typeof written[key] === 'string' ? written[key] : value);
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, asWritten(key, value)])) as T;
}

/** A file name that is its own address: lower-case letters and digits in words joined by hyphens. */
const SLUG_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.mdx$/;

/**
 * Throws when a file's name is not a slug, which Astro would fold into another's address
 * (`Zero-Trust.mdx` and `zero-trust.mdx`), naming the other file. Reads the folder's listing, so it
 * also catches a copy whose text Astro's cache has already seen.
 */
function refuseFoldedNames(base: string): void {
  const names = existsSync(base) ? readdirSync(base).filter((name) => name.endsWith('.mdx')) : [];
  const folded = (name: string) => name.toLowerCase().replace(/[^a-z0-9.]+/g, '-');
  for (const name of names.filter((candidate) => !SLUG_FILE.test(candidate))) {
    const twin = names.find((other) => other !== name && folded(other) === folded(name));
    const clash = twin ? ` It would publish at the same address as ${join(base, twin)}, and one of the two would vanish.` : '';
    throw new Error(`${join(base, name)}: a file name is the page's address: lower-case letters, digits and hyphens, ending .mdx.${clash}`);
  }
}

/** `glob()` for a folder of editors' files, with the checks above. */
export function contentGlob(options: Parameters<typeof glob>[0]): Loader {
  // The file name is the address, whatever the frontmatter says: Astro's default would take a `slug` field.
  const loader = glob({ ...options, generateId: ({ entry }) => entry.replace(/\.mdx$/, '') });
  return {
    ...loader,
    load: (context) => {
      // Astro reads `base` from the project's root, as this does.
      refuseFoldedNames(fileURLToPath(new URL(String(options.base), context.config.root)));
      return loader.load({
        ...context,
        parseData: async (props) => context.parseData({ ...props, data: await withDatesAsWritten(props.data, props.filePath) }),
      });
    },
  };
}
