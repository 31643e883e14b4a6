import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { readYaml } from '../../pipeline/load/read-yaml';
import { readMarkdown } from '../../pipeline/load/read-markdown';
import { listFiles } from '../../pipeline/load/walk';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every YAML text the build reads: the data files and each Markdown file's front matter. */
async function yamlTexts(): Promise<{ file: string; text: string }[]> {
  const files = (await listFiles(path.join(ROOT, 'content'))).filter((f) => /\.(ya?ml|md)$/.test(f));
  return files.map((file) => {
    const raw = fs.readFileSync(file, 'utf8');
    return { file, text: file.endsWith('.md') ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1] ?? '') : raw };
  });
}

describe('YAML reading', () => {
  it('reads every content file as the yaml package does, positions found on demand', async () => {
    const texts = await yamlTexts();
    expect(texts.length).toBeGreaterThan(100);
    for (const { file, text } of texts) {
      expect(readYaml(text, file).parsed?.data, file).toEqual(parseDocument(text).toJS());
    }
  });
  it('keeps dates and yes/no as text, and reads an empty block as null (YAML 1.2)', () => {
    expect(readYaml('date: 2026-01-05\nok: yes\nn: 010\n', 'f.md').parsed?.data).toEqual({
      date: '2026-01-05',
      ok: 'yes',
      n: 10,
    });
    expect(readYaml('', 'f.md').parsed?.data).toBeNull();
  });
  it('still rejects a repeated key, with its line', () => {
    const { issues } = readYaml('title: a\ntitle: b\n', 'content/x.yaml');
    expect(issues[0]).toMatchObject({
      code: 'DUPLICATE_KEY',
      message: expect.stringContaining('line 1'),
      file: 'content/x.yaml',
      line: 2,
    });
  });
  it('reads front matter through gray-matter with read-yaml as its engine, in file lines', () => {
    const { doc, issues } = readMarkdown(
      '---\ntitle: A\ndate: 2025-08-25\nupdated: 2025-09-01\n---\n\nBody\n',
      'content/blog/posts/x/pt.md',
    );
    expect(issues).toEqual([]);
    expect(doc.front?.data).toEqual({ title: 'A', date: '2025-08-25', updated: '2025-09-01' });
    expect(doc.front?.locate(['date'])).toEqual({ line: 3, col: 7 });
    expect(doc.body).toBe('\nBody\n');
    expect(doc.bodyLine).toBe(6);
  });
  it('reads a block of only comments as no fields, and reports a front matter mistake at its file line', () => {
    expect(readMarkdown('---\n# nothing yet\n---\nBody\n', 'content/x/pt.md').doc.front?.data).toBeNull();
    const { issues } = readMarkdown('---\ntitle: a\ntitle: b\n---\nBody\n', 'content/x/pt.md');
    expect(issues).toEqual([
      expect.objectContaining({ code: 'DUPLICATE_KEY', line: 3, message: expect.stringContaining('line 2') }),
    ]);
  });
});
