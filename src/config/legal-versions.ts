/**
 * Every version of each legal page, newest first: the day it took effect and the SHA-256 of its text
 * (src/lib/legal-versions.ts). The build fails while a page's text or `effectiveDate` differs from
 * its newest version, and says the line to add. Never edit an old line: it records what a visitor was
 * shown from that day. Recorded from November 20, 2026.
 */

/** One published version of a legal page. */
export interface LegalVersion {
  /** The day this text took effect, as the page's `effectiveDate` (YYYY-MM-DD). */
  effectiveDate: string;
  /** SHA-256 (hex) of the page's text. */
  textSha256: string;
}

export const LEGAL_VERSIONS: Readonly<Record<string, readonly LegalVersion[]>> = {
  cookies: [
    { effectiveDate: '2026-11-28', textSha256: '274aa0b115c6c4920d548699f26e162c34134dcf4fa08a8017796a2ee2bc9b6c' },
    { effectiveDate: '2026-11-26', textSha256: 'c68a5aa446d9b43bec5b06683e16acffa097522d4498459cd914e430ccd1e8de' },
    { effectiveDate: '2026-11-25', textSha256: '41333b566cd0049b42d86aef6aabdfd76393c816da5942d62f20e27522e867a4' },
    { effectiveDate: '2026-11-20', textSha256: '5c37b3bc71c45e5fd7cf968abeab9523135e1d1c157b9b33f1b4d6c55a2f8549' },
  ],
  privacy: [
    { effectiveDate: '2026-11-28', textSha256: 'e6598663ae59264c8927ca3946a460f043309b1e98af13f2a2f87ee61ea73afe' },
    { effectiveDate: '2026-11-26', textSha256: '7ebea4cf776ff62a23f2183d8fab286549a67b4905ba7effe14cd541f697bea8' },
    { effectiveDate: '2026-11-25', textSha256: 'd3c6ae26004c090a3127b4aab09eff83f368140b2c928e409333726e67e78184' },
    { effectiveDate: '2026-11-20', textSha256: '708441bd949b7c284a0dd5fe410f9696b118b8be306aa2a97e7bde840c6e6bbe' },
  ],
  terms: [
    { effectiveDate: '2026-11-28', textSha256: 'af274f8223e424aa864643d708a7b275a40ac27e28eea39033e2588540dff2f4' },
    { effectiveDate: '2026-11-26', textSha256: 'cd03498a2392d1db55b704012bc5c4ad51407ca628bd50e7834e8634a41a899b' },
    { effectiveDate: '2026-11-25', textSha256: 'b25a593b999fd0c2d7b58d893e1736b8dfe8f6ee610090dac78236c86f297cfb' },
    { effectiveDate: '2026-11-20', textSha256: '9933c5b99e90ae5511fc4dbc2d856ae9007005eafa12bce5e79094139b022ede' },
  ],
};
