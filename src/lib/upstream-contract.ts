/**
 * The build recognises other people's output (Astro's islands, beasties' CSS, Tailwind, Prism,
 * sonner). Each assumption is checked where it is used and a broken one stops the build naming the
 * package, so an upgrade fails loudly; tests/unit/upstream-contracts.test.ts proves each one holds.
 */
export class UpstreamContractError extends Error {
  constructor(upstream: string, assumption: string, where?: string) {
    super(
      `${upstream} no longer does what the build relies on: ${assumption}${where ? ` (seen in ${where})` : ''}. Check the ${upstream} upgrade and the build code that reads its output.`,
    );
    this.name = 'UpstreamContractError';
  }
}

export function expectUpstream(condition: unknown, upstream: string, assumption: string, where?: string): asserts condition {
  if (!condition) throw new UpstreamContractError(upstream, assumption, where);
}
