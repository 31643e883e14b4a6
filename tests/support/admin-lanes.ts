/**
 * The sites the editor's browser tests edit: one per Playwright worker, each a copy of the
 * site in its own folder, served by its own watcher on its own port (base port + worker).
 * ADMIN_PORT (else PW_PORT + 100) is the base; ADMIN_WORKERS the number of copies (2).
 */
import os from 'node:os';
import path from 'node:path';

export interface AdminLane {
  port: number;
  site: string;
}

const base = (): number => Number(process.env.ADMIN_PORT ?? Number(process.env.PW_PORT ?? 4173) + 100);

/** The copy worker `index` (Playwright's TEST_PARALLEL_INDEX, 0 to workers - 1) edits. */
export function adminLane(index: number): AdminLane {
  const port = base() + index;
  return { port, site: path.join(os.tmpdir(), `clinic-admin-${port}`) };
}

export function adminLanes(): AdminLane[] {
  const count = Number(process.env.ADMIN_WORKERS ?? 2);
  if (!Number.isInteger(count) || count < 1) throw new Error(`ADMIN_WORKERS must be a whole number from 1: ${count}`);
  return Array.from({ length: count }, (_, i) => adminLane(i));
}
