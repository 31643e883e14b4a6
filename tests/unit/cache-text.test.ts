/**
 * The cache folder's JSON is written in ASCII and read back as the same values, whatever the
 * texts hold (accents, Arabic, emoji, line separators); a file an older build wrote in UTF-8
 * still reads back as it was.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isAscii } from 'node:buffer';
import { afterAll, expect, it } from 'vitest';
import { asciiJson, readCacheText } from '../../pipeline/cache/cache-text';

const VALUE = {
  title: 'Clareamento dental: cuidados após a sessão',
  ar: 'تبييض الأسنان',
  de: 'Wurzelkanalbehandlung „Schritt für Schritt“',
  emoji: 'Sorria 😀',
  separators: 'a\u2028b\u2029c',
  quotes: 'He said "\\u00e9" and \\',
  nested: [{ x: 'ção' }, 1, null, true],
};

let dir: string;
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

it('writes ASCII only, and reads back the same values', async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cache-text-'));
  const text = asciiJson(VALUE);
  expect(isAscii(Buffer.from(text))).toBe(true);
  const file = path.join(dir, 'a.json');
  await fs.writeFile(file, text);
  expect(JSON.parse(await readCacheText(file))).toEqual(VALUE);
});

it('reads a file written in UTF-8 by an older build as it was', async () => {
  const file = path.join(dir, 'u.json');
  await fs.writeFile(file, JSON.stringify(VALUE));
  expect(isAscii(await fs.readFile(file))).toBe(false);
  expect(JSON.parse(await readCacheText(file))).toEqual(VALUE);
});
