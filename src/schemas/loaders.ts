/**
 * The content loader: Astro's glob loader, with one change. YAML turns `2024-02-30` into a
 * Date (March 1st) before any schema sees it, so an impossible date would publish silently as
 * another day. This loader hands the schema each top-level date exactly as the editor wrote it,
 * and `calendarDate` (common.ts) then rejects days that do not exist, naming file and field.
 */
import { readFile } from 'node:fs/promises';
import type { Loader } from 'astro/loaders';
import { glob } from 'astro/loaders';
import { parse } from 'yaml';

/** Frontmatter values as written: the `yaml` package's core schema keeps timestamps as strings. */
async function frontmatterAsWritten(filePath: string | undefined): Promise<Record<string, unknown>> {
  if (!filePath) return {};
  const source = await readFile(filePath, 'utf8');
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
