/** One browser's cookies for the shop: it keeps what replies set and sends it back, as a browser does. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** The Cookie header this browser sends (empty when it holds none). */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Takes a reply's Set-Cookie headers: a cookie with Max-Age=0 (or an empty value) is gone. */
  take(setCookie: string | string[] | undefined): void {
    for (const line of typeof setCookie === 'string' ? [setCookie] : (setCookie ?? [])) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals < 1) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (gone || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
