/**
 * The content loader: Astro's glob loader, with one change. YAML turns `2024-02-30` into a
 * Date (March 1st) before any schema sees it, so an impossible date would publish silently as
 * another day. This loader hands the schema each top-level date exactly as the editor wrote it,
 * and `calendarDate` (common.ts) then rejects days that do not exist, naming file and field. It also
 * refuses a file holding a character XML cannot carry, naming the file and the line.
 */
import { readFile } from 'node:fs/promises';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { parse } from 'yaml';

/**
 * A character outside XML 1.0's `Char` production (https://www.w3.org/TR/REC-xml/#NT-Char): a
 * control character other than tab, line feed and carriage return, a lone surrogate, U+FFFE or
 * U+FFFF. One in an article's text would make the whole feed invalid XML, which strict feed
 * readers refuse to show; pasted text brings them in unseen.
 */
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Throws, naming the file, the line and the column, when `source` holds a character XML cannot carry. */
function refuseNonXmlCharacters(source: string, file: string): void {
  const match = NOT_XML_CHAR.exec(source);
  if (!match) return;
  const before = source.slice(0, match.index);
  const line = before.split('\n').length;
  const column = match.index - before.lastIndexOf('\n');
  const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  // `loc` is where Astro's error overlay and its build output point to.
  throw Object.assign(
    new Error(
      `${file}:${line}:${column}: the text holds the invisible character ${code}, which the RSS feed (XML) cannot carry. Delete it (it usually comes with pasted text).`,
    ),
    { loc: { file, line, column } },
  );
}

/** Frontmatter values as written: the `yaml` package's core schema keeps timestamps as strings. */
async function frontmatterAsWritten(filePath: string | undefined): Promise<Record<string, unknown>> {
  if (!filePath) return {};
  const source = await readFile(filePath, 'utf8');
  refuseNonXmlCharacters(source, filePath);
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const parsed: unknown = match ? parse(match[1]!) : {};
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

async function withDatesAsWritten<T extends Record<string, unknown>>(data: T, filePath: string | undefined): Promise<T> {
  const written = await frontmatterAsWritten(filePath);
  const result: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(result)) {
    if (value instanceof Date && typeof written[key] === 'string') result[key] = written[key];
  }
  return result as T;
}

/** `glob()` for a folder of editors' files, with dates checked as written. */
export function contentGlob(options: Parameters<typeof glob>[0]): Loader {
  const loader = glob(options);
  return {
    ...loader,
    load: (context) =>
      loader.load({
        ...context,
        parseData: async (props) => context.parseData({ ...props, data: await withDatesAsWritten(props.data, props.filePath) }),
      }),
  };
}
