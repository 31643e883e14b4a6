/** Tiny cookie helpers (the browser's own API is a single string). */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** A Set-Cookie string for document.cookie: path /, SameSite Lax, Secure on https. */
export function cookieString(name: string, value: string, days: number, secure: boolean): string {
  const maxAge = Math.round(days * 24 * 60 * 60);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function expiredCookie(name: string): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
