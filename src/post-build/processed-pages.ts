/**
 * The post-build pipeline's output for each page, kept between builds in the build cache
 * (src/cache/store.ts). A page's result depends on its HTML as Astro wrote it, on the site's
 * stylesheets (first-screen CSS reads them), on the property registrations, and on the code that
 * processes it: the build code, the configuration and shared modules it reads (CSP, colours,
 * paths), the island loader's source and the packages it runs. All of those are in the key, so an
 * edit to any of them processes the page again; a rebuild after editing one article processes that
 * article's page and the listings that changed with it. A reused page is copied from the cache to
 * dist/ as a file: the build reads it only to hash it. Build-time only (Node).
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { cacheKey, copyCached, readCached, storeCached } from '../cache/store.ts';
import { PageDocument } from './html-edits.ts';
import { spriteIcons } from './page-sprite.ts';
import type { IslandRuntime } from './island-runtime.ts';
import { type PipelineContext, processPage } from './pipeline.ts';
import { filesUnder, moduleGraphDigest } from '../cache/module-graph.ts';

/** The modules that decide how a page is processed: the pipeline's steps and this file's own code. */
export const PIPELINE_ENTRIES = ['src/post-build/pipeline.ts', 'src/post-build/processed-pages.ts'];

/** One digest of every module the pipeline runs and of the installed packages; taken once per build. */
export function pipelineDigest(root: string): string {
  return moduleGraphDigest(root, PIPELINE_ENTRIES);
}

/** One digest of every stylesheet the build wrote; taken once per build, after Astro has written them. */
export function stylesheetsDigest(dist: string): string {
  const sheets = filesUnder(dist).filter((file) => file.endsWith('.css'));
  return cacheKey(...sheets.flatMap((file) => [relative(dist, file), readFileSync(file)]));
}

/** What the build needs to know of a processed page, kept beside it so a reused page is not parsed. */
interface PageFacts {
  /** The island runtimes the page links, for the integration to write. */
  runtimes: IslandRuntime[];
  /** The icons the page draws, for its own sprite and the site's (page-sprite.ts). */
  icons: string[];
  /** Whether the full-text index takes the page: it marks its body for Pagefind. */
  searchable: boolean;
}
interface ProcessedPage extends PageFacts {
  /** The hash of everything that decided the page: equal keys, equal pages. */
  key: string;
}

async function processAndDescribe(html: string, where: string, context: PipelineContext): Promise<PageFacts & { html: string }> {
  // The facts are read from the page as Astro wrote it, in the tree the first step reads too: the
  // pipeline neither adds nor removes icons (it only points them at the page's sprite) or the marker
  // of a searchable body.
  const page = new PageDocument(html);
  const icons = spriteIcons(page.root);
  const searchable = Boolean(page.root.querySelector('[data-pagefind-body]'));
  // The page's own runtimes, recorded apart from the build's, so a cached page can name them.
  const runtimes = new Map<string, IslandRuntime>();
  const processed = await processPage(page, where, { ...context, runtimes });
  return { html: processed, runtimes: [...runtimes.values()], icons, searchable };
}

/**
 * Runs the pipeline over the page in `file` and writes the result back, or copies the last build's
 * result when the page and everything that processes it are unchanged.
 */
export async function processPageFile(file: string, where: string, context: PipelineContext, buildDigest: string): Promise<ProcessedPage> {
  const written = await readFile(file);
  const key = cacheKey(written, context.propertyRules, buildDigest);
  const known = readCached('pages', `${key}.json`);
  let facts: PageFacts;
  // The facts are stored after the page, so facts without a page mean a build stopped between them.
  if (known && copyCached('pages', `${key}.html`, file)) {
    facts = JSON.parse(known.toString('utf8')) as PageFacts;
  } else {
    const { html, ...described } = await processAndDescribe(written.toString('utf8'), where, context);
    storeCached('pages', `${key}.html`, html);
    storeCached('pages', `${key}.json`, JSON.stringify(described));
    await writeFile(file, html);
    facts = described;
  }
  for (const runtime of facts.runtimes) context.runtimes.set(runtime.src, runtime);
  return { key, ...facts };
}
