/** Writing a cache file so that a build killed mid-write never leaves it half written. */
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';

/** Writes `file` whole or not at all: a temporary file beside it, renamed over it. Saves may overlap: each has its own. */
export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}
