/**
 * The cache folder's JSON, written in ASCII (every other character as a \u escape): a new build
 * process reads tens of megabytes of it back on a large blog before anything else, and bytes
 * known to be ASCII become a string without UTF-8 decoding, several times faster. A file of an
 * older build, in UTF-8, is still read as UTF-8.
 */
import fs from 'node:fs/promises';
import { isAscii } from 'node:buffer';

const BEYOND_ASCII = /[\u0080-\uffff]/g;
const escaped = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON.stringify, in ASCII: JSON's own syntax is ASCII, so only characters inside strings are escaped. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(BEYOND_ASCII, escaped);
}

/** A cache file's text (rejects as fs.readFile does when it is missing). */
export async function readCacheText(file: string): Promise<string> {
  const bytes = await fs.readFile(file);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}
