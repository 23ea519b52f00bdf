/**
 * The cookies a client of the shop keeps, as a browser does: taken from each answer's Set-Cookie (an empty
 * value or an expiry in 1970 deletes one), sent back with every request.
 */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    cookies,
    /** The Cookie header to send; empty while the jar is. */
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    /** Keeps what the answer set, and forgets what it cleared. */
    take(response: Response) {
      for (const setCookie of response.headers.getSetCookie()) {
        const [pair = ''] = setCookie.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator);
        const value = pair.slice(separator + 1);
        if (value === '' || /expires=thu, 01 jan 1970/i.test(setCookie)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}
