// The images a lesson's Markdown shows: `![alt](address "title")`. Only images of the app itself (same origin)
// are saved; others are left to the network and show their alt text offline.
const IMAGE = /!\[[^\]]*\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g;

export function imageAddresses(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(IMAGE)) found.add(match[1]!);
  return [...found];
}

/** The absolute address of a same-origin image, or null for any other address (other sites, data:, javascript:). */
export function sameOriginImage(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
    return url.href;
  } catch {
    return null;
  }
}
