import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { readYaml } from '../../pipeline/source/read-yaml';
import { listFiles } from '../../pipeline/source/walk';

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
  it('the fast parser reads every content file exactly as the positional parser does', async () => {
    const texts = await yamlTexts();
    expect(texts.length).toBeGreaterThan(100);
    for (const { file, text } of texts) {
      expect(readYaml(text, file).parsed?.data, file).toEqual(parseDocument(text).toJS());
    }
  });
  it('keeps dates and yes/no as text, and reads an empty block as null (YAML 1.2)', () => {
    expect(readYaml('date: 2026-01-05\nok: yes\nn: 010\n', 'f.md').parsed?.data).toEqual({ date: '2026-01-05', ok: 'yes', n: 10 });
    expect(readYaml('', 'f.md').parsed?.data).toBeNull();
  });
  it('still rejects a repeated key, with its line', () => {
    const { issues } = readYaml('title: a\ntitle: b\n', 'content/x.yaml');
    expect(issues[0]).toMatchObject({ code: 'DUPLICATE_KEY', message: expect.stringContaining('line 1'), file: 'content/x.yaml', line: 2 });
  });
});
