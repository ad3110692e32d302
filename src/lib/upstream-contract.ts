/**
 * The build recognises other people's output: Astro's island markup and runtime, beasties' inlined
 * CSS, Tailwind's stylesheets, Prism's token spans, sonner's style injection. Each of those
 * assumptions is checked where it is used, and a broken one stops the build with this error, which
 * names the package and the assumption, so an upgrade fails loudly instead of shipping a page that
 * never hydrates or paints unstyled. tests/unit/upstream-contracts.test.ts runs the real packages
 * over small fixtures to prove every contract still holds.
 */
export class UpstreamContractError extends Error {
  readonly upstream: string;
  readonly assumption: string;

  constructor(upstream: string, assumption: string, where?: string) {
    super(
      `${upstream} no longer does what the build relies on: ${assumption}${where ? ` (seen in ${where})` : ''}. Check the ${upstream} upgrade and the build code that reads its output.`,
    );
    this.name = 'UpstreamContractError';
    this.upstream = upstream;
    this.assumption = assumption;
  }
}

/** Throws an UpstreamContractError unless `condition` holds. */
export function expectUpstream(condition: unknown, upstream: string, assumption: string, where?: string): asserts condition {
  if (!condition) throw new UpstreamContractError(upstream, assumption, where);
}
