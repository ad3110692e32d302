/**
 * A SHA-256 digest through Web Crypto, which Node and browsers both provide: a key derived from
 * data in a layer that may not import Node's `node:crypto` (src/data builds Astro's page keys).
 */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
