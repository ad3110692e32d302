/**
 * What the build does to each page after Astro has written it, in this order. Every step takes the
 * page's HTML and returns it (the same string when it has nothing to do), parses what it needs with
 * a real HTML parser (html-edits.ts), checks its assumptions about upstream output
 * (upstream-contract.ts), and leaves a page it has already processed as it is, so running the
 * pipeline twice changes nothing. Build-time only (Node).
 */
import { withInlineHashes } from './csp-hashes.ts';
import { type FirstScreenRules, inlineFirstScreenCss } from './first-screen-css.ts';
import { charsetAndPolicyFirst } from './head-order.ts';
import { withMinifiedInlineScripts } from './inline-scripts.ts';
import { deferIslandRuntime, type IslandRuntime, type LoaderNeeds } from './island-runtime.ts';

export interface PipelineContext {
  /** The rules each page's first screen uses (first-screen-css.ts). */
  firstScreenRules: FirstScreenRules;
  /** The `@property` registrations taken out of the stylesheets, for the first-paint CSS. */
  propertyRules: string;
  /** Island runtimes found so far, by address: the integration writes each file once. */
  runtimes: Map<string, IslandRuntime>;
  /** The island loader's inline code for a runtime address and what the page's islands need. */
  loaderFor(src: string, needs: LoaderNeeds): string;
}
interface PipelineStep {
  name: string;
  run(html: string, where: string, context: PipelineContext): string | Promise<string>;
}
const STEPS: readonly PipelineStep[] = [
  // First, while the stylesheets are still where Astro linked them.
  { name: 'first-screen CSS', run: (html, where, { firstScreenRules, propertyRules }) => inlineFirstScreenCss(html, where, firstScreenRules, propertyRules) },
  { name: 'island runtime', run: (html, where, { runtimes, loaderFor }) => deferIslandRuntime(html, where, runtimes, loaderFor) },
  { name: 'head order', run: (html, where) => charsetAndPolicyFirst(html, where) },
  { name: 'inline scripts minified', run: (html) => withMinifiedInlineScripts(html) },
  // Last: it hashes the inline code every step before it has written.
  { name: 'CSP hashes', run: (html, where) => withInlineHashes(html, where) },
];

/** The page after every step; a failing step is named with the page. */
export async function processPage(html: string, where: string, context: PipelineContext): Promise<string> {
  let current = html;
  for (const step of STEPS) {
    try {
      current = await step.run(current, where, context);
    } catch (error) {
      throw new Error(`Post-build step "${step.name}" failed on ${where}: ${(error as Error).message}`, { cause: error });
    }
  }
  return current;
}
