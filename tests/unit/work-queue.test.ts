/**
 * The watch process's work, one job at a time: a build or a save's check asked while the
 * editor's previews wait goes before them (a publication no longer waits behind the previews
 * Decap asks for as the form changes); each kind in the order asked.
 */
import { describe, expect, it } from 'vitest';
import { workQueue } from '../../pipeline/dev/work-queue';

describe("the watch process's work queue", () => {
  it('runs one job at a time, builds and checks before the previews waiting, each kind in order', async () => {
    const queue = workQueue();
    const done: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(name);
      running--;
    };
    queue.add(job('build 1'), true);
    queue.add(job('preview 1'), false);
    queue.add(job('preview 2'), false);
    queue.add(job('check'), true);
    queue.add(job('build 2'), true);
    await expect.poll(() => done.length).toBe(5);
    expect(done).toEqual(['build 1', 'check', 'build 2', 'preview 1', 'preview 2']);
    expect(most).toBe(1);
  });

  it('goes on after a job that failed', async () => {
    const queue = workQueue();
    const done: string[] = [];
    queue.add(() => Promise.reject(new Error('refused')), true);
    queue.add(async () => void done.push('next'), false);
    await expect.poll(() => done).toEqual(['next']);
  });
});
