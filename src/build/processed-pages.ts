/**
 * The post-build pipeline's output for each page, kept between builds in the build cache
 * (build-cache.ts). A page's result depends on its HTML as Astro wrote it, on the site's
 * stylesheets (first-screen CSS reads them), on the property registrations, and on the code that
 * processes it: the build code, the configuration it reads (CSP, colours), the island loader's
 * source and the packages it runs. All of those are in the key, so an edit to any of them
 * processes the page again; a rebuild after editing one article processes that article's page and
 * the listings that changed with it. Build-time only (Node).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cacheKey, cached, packageVersion } from './build-cache.ts';
import type { IslandRuntime } from './island-runtime.ts';
import { type PipelineContext, processPage } from './pipeline.ts';

/** Folders (from the project root) whose files decide how a page is processed. */
const PIPELINE_SOURCES = ['src/build', 'src/config', 'src/scripts'];
const PIPELINE_PACKAGES = ['astro', 'beasties', 'esbuild', 'node-html-parser', 'postcss'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One digest of the pipeline's code and packages; taken once per build. */
export function pipelineDigest(root: string): string {
  const files = PIPELINE_SOURCES.flatMap((folder) => filesUnder(join(root, folder)));
  return cacheKey(
    ...files.flatMap((file) => [relative(root, file), readFileSync(file)]),
    ...PIPELINE_PACKAGES.map((name) => `${name}@${packageVersion(name)}`),
  );
}

/** One digest of every stylesheet the build wrote; taken once per build, after Astro has written them. */
export function stylesheetsDigest(dist: string): string {
  const sheets = filesUnder(dist).filter((file) => file.endsWith('.css'));
  return cacheKey(...sheets.flatMap((file) => [relative(dist, file), readFileSync(file)]));
}

interface ProcessedPage {
  html: string;
  /** The island runtimes the page links, for the integration to write. */
  runtimes: IslandRuntime[];
}

/** processPage(), from the build cache when the page and everything that processes it are unchanged. */
export async function processPageCached(html: string, where: string, context: PipelineContext, buildDigest: string): Promise<string> {
  const key = cacheKey(html, context.propertyRules, buildDigest);
  const entry = await cached('pages', `${key}.json`, async () => {
    // The page's own runtimes, recorded apart from the build's, so a cached page can name them.
    const runtimes = new Map<string, IslandRuntime>();
    const processed = await processPage(html, where, { ...context, runtimes });
    return Buffer.from(JSON.stringify({ html: processed, runtimes: [...runtimes.values()] } satisfies ProcessedPage));
  });
  const page = JSON.parse(entry.toString('utf8')) as ProcessedPage;
  for (const runtime of page.runtimes) context.runtimes.set(runtime.src, runtime);
  return page.html;
}
