/**
 * What the build does to each page after Astro has written it, in this order. One document
 * (html-edits.ts) passes through the steps: each reads its parsed tree and hands back edits (none
 * when it has nothing to do), checks its assumptions about upstream output (upstream-contract.ts),
 * and leaves a page it has already processed as it is, so running the pipeline twice changes
 * nothing. Each step names what it needs from the steps before it and what it provides to the ones
 * after; the order is checked when this module loads, so a reordering fails the build at once.
 * Build-time only (Node).
 */
import { inlineHashEdits } from './csp-hashes.ts';
import { type FirstScreenRules, firstScreenEdits } from './first-screen-css.ts';
import { headOrderEdits } from './head-order.ts';
import { type Edit, PageDocument } from './html-edits.ts';
import { minifiedScriptEdits } from './inline-scripts.ts';
import { type IslandRuntime, islandRuntimeEdits, type LoaderNeeds } from './island-runtime.ts';
import { pageSpriteEdits } from './page-sprite.ts';
import { timed } from '../lib/build-phases.ts';

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

/** What a step leaves in the page for the steps after it. */
type Product =
  /** The `<style data-first-paint>` at the end of the head. */
  | 'first-paint style'
  /** The island loader in place of Astro's inline runtime. */
  | 'island loader'
  /** Inline script or style text as the page will ship it. */
  | 'inline code';

export interface PipelineStep {
  name: string;
  /** Products of earlier steps this one reads: every step providing one must come before it. */
  needs: readonly Product[];
  provides: readonly Product[];
  edits(page: PageDocument, where: string, context: PipelineContext): readonly Edit[];
}

const STEPS: readonly PipelineStep[] = [
  {
    name: 'first-screen CSS',
    needs: [],
    provides: ['first-paint style', 'inline code'],
    edits: (page, where, { firstScreenRules, propertyRules }) => firstScreenEdits(page, where, firstScreenRules, propertyRules),
  },
  {
    name: 'island runtime',
    // Astro's island style joins the first-paint style.
    needs: ['first-paint style'],
    provides: ['island loader', 'inline code'],
    edits: (page, where, { runtimes, loaderFor }) => islandRuntimeEdits(page, where, runtimes, loaderFor),
  },
  { name: 'head order', needs: [], provides: [], edits: (page, where) => headOrderEdits(page, where) },
  {
    name: 'inline scripts minified',
    // It must meet the loader, built minified, rather than Astro's runtime, which the loader step looks for.
    needs: ['island loader'],
    provides: ['inline code'],
    edits: (page) => minifiedScriptEdits(page),
  },
  // It hashes the inline code every step before it has written.
  { name: 'CSP hashes', needs: ['inline code'], provides: [], edits: (page, where) => inlineHashEdits(page, where) },
  // Last: no step reads the tree after it, so its many small edits never reach the tree (html-edits.ts).
  { name: 'page sprite', needs: [], provides: [], edits: (page) => pageSpriteEdits(page) },
];

/** Throws, naming the steps, unless every step comes after every step providing what it needs. */
export function checkStepOrder(steps: readonly PipelineStep[]): void {
  steps.forEach((step, index) => {
    for (const need of step.needs) {
      const providers = steps.filter((other) => other.provides.includes(need));
      if (providers.length === 0) throw new Error(`Post-build step "${step.name}" needs the ${need}, which no step provides`);
      const late = providers.filter((provider) => steps.indexOf(provider) >= index && provider !== step);
      if (late.length > 0)
        throw new Error(`Post-build step "${step.name}" needs the ${need} of "${late.map((provider) => provider.name).join('", "')}", which runs after it`);
    }
  });
}

checkStepOrder(STEPS);

/** The page after every step; a failing step is named with the page. */
export async function processPage(page: string | PageDocument, where: string, context: PipelineContext): Promise<string> {
  const doc = typeof page === 'string' ? new PageDocument(page) : page;
  for (const step of STEPS) {
    try {
      timed(`post-build: ${step.name}`, () => doc.apply(step.edits(doc, where, context)));
    } catch (error) {
      throw new Error(`Post-build step "${step.name}" failed on ${where}: ${(error as Error).message}`, { cause: error });
    }
  }
  return doc.html;
}
