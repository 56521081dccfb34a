// Where GoTrue may send a browser after an email link or OAuth: the site URL's host, or an entry of the allow list
// (globs: `*` within a host label or path segment, `**` across them). Anything else falls back to the site URL,
// which is what prevents open redirects through the auth server.

function globToRegExp(glob) {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      pattern += '.*';
      i += 1;
    } else if (c === '*') {
      pattern += '[^./]*';
    } else if (c === '?') {
      pattern += '[^./]';
    } else {
      pattern += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
    }
  }
  return new RegExp(`^${pattern}$`);
}

export function createRedirects({ siteUrl, allowList }) {
  const globs = allowList.map(globToRegExp);
  const site = new URL(siteUrl);

  function isAllowed(candidate) {
    let url;
    try {
      url = new URL(candidate);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.hostname === site.hostname && url.port === site.port) return true;
    const bare = `${url.origin}${url.pathname}${url.search}`;
    return globs.some((glob) => glob.test(bare) || glob.test(`${bare}/`) || glob.test(candidate));
  }

  return {
    isAllowed,
    /** The redirect a request asked for, if allowed; otherwise the site URL. */
    pick(requested) {
      return requested && isAllowed(requested) ? requested : siteUrl;
    },
  };
}

/** Appends values to a URL's fragment (implicit flow) keeping the ones already there. */
export function withFragment(target, values) {
  const url = new URL(target);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const [name, value] of Object.entries(values)) fragment.set(name, String(value));
  url.hash = fragment.toString();
  return url.toString();
}

export function withQuery(target, values) {
  const url = new URL(target);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, String(value));
  return url.toString();
}
