import { describe, expect, it } from 'vitest';
import { codeFrame, formatIssue } from '../../pipeline/errors';
import { didYouMean } from '../../pipeline/error-catalog';
import { readYaml } from '../../pipeline/load/read-yaml';

describe('editor messages', () => {
  it('shows two lines around the problem with a caret under the column', () => {
    const frame = codeFrame('a: 1\nb: 2\nc: 3\nd: 4\ne: 5', 3, 4);
    expect(frame).toBe(['  1 | a: 1', '  2 | b: 2', '> 3 | c: 3', '    |    ^', '  4 | d: 4', '  5 | e: 5'].join('\n'));
  });
  it('suggests the closest known name for a near-miss, and nothing for a far one', () => {
    expect(didYouMean('ortodontics', ['orthodontics', 'implantology'])).toBe('orthodontics');
    expect(didYouMean('telefone', ['name', 'url'])).toBeUndefined();
  });
  it('reports YAML syntax errors at file:line:col with a hint', () => {
    const { issues } = readYaml('name: ok\nlist:\n  - a\n - b\n', 'content/x.yaml');
    expect(issues.length).toBeGreaterThan(0);
    const text = formatIssue(issues[0]!);
    expect(text).toMatch(/content\/x\.yaml:4:\d+/);
    expect(text).toContain('Como corrigir:');
  });
  it('locates nested fields, adding the front matter offset', () => {
    const { parsed } = readYaml('a:\n  b:\n    - x\n    - y\n', 'f.md', { lineOffset: 1 });
    expect(parsed?.locate(['a', 'b', 1])).toEqual({ line: 5, col: 7 });
    expect(parsed?.locateKey(['a', 'b'])).toEqual({ line: 3, col: 3 });
  });
});
