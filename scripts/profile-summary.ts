/**
 * Summarises a V8 CPU profile (from `npm run bench -- --profile`, or `node --cpu-prof`): where
 * the main thread's samples fell, by function (self time) and by source file or package, and
 * the inclusive time of the functions that match `--focus` (e.g. a stage's entry point).
 * and of everything that runs inside one function (`--under name`).
 * Usage: tsx scripts/profile-summary.ts FILE.cpuprofile [--top 25] [--focus name,name] [--under name]
 */
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const file = process.argv[2];
if (!file) throw new Error('usage: tsx scripts/profile-summary.ts FILE.cpuprofile [--top N] [--focus a,b]');
const opt = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const TOP = Number(opt('top') ?? '25');
const focus = (opt('focus') ?? '').split(',').filter(Boolean);

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Each sample's time is the delta to the next one.
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
});

/** node_modules/<package> or the project-relative file; V8's own entries by name. */
function place(frame: CallFrame): string {
  const url = frame.url;
  if (!url) return `(${frame.functionName || 'native'})`;
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\/.*?\/(pipeline|scripts|templates|islands|\.cache)\//, '$1/');
}

const add = (m: Map<string, number>, k: string, v: number): void => void m.set(k, (m.get(k) ?? 0) + v);
const fns = new Map<string, number>();
const places = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const f = byId.get(id)!.callFrame;
  add(fns, `${f.functionName || '(anonymous)'} ${place(f)}:${f.lineNumber + 1}`, ms);
  add(places, place(f), ms);
  total += ms;
}

const show = (title: string, m: Map<string, number>): void => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${v.toFixed(0).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
};
console.log(
  `${file}: ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms profiled, ${total.toFixed(0)} ms in samples`,
);
show('self time by function', fns);
show('self time by file or package', places);

if (focus.length) {
  // Inclusive time: a sample counts once for each focused function on its stack.
  const incl = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const name = byId.get(n)!.callFrame.functionName;
      if (focus.includes(name) && !seen.has(name)) {
        seen.add(name);
        add(incl, name, ms);
      }
    }
  }
  show('inclusive time of the focused functions', incl);
}

const under = opt('under');
if (under) {
  // Inclusive time of each function called (directly or not) inside `under`, by name.
  const incl = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const stack: string[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
      stack.push(byId.get(n)!.callFrame.functionName || '(anonymous)');
    const at = stack.indexOf(under);
    if (at < 0) continue;
    for (const name of new Set(stack.slice(0, at))) add(incl, name, ms);
  }
  show(`inclusive time of what runs inside ${under}`, incl);
}
