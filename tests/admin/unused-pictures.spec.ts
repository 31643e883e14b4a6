/**
 * A published change that stops showing a picture takes its file out of content/ with it,
 * unless another content file still shows it. Each test first gives its treatments pictures of
 * their own (copies, named for the test), so what it checks does not hang on the clinic's content.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { exists, openEditor, publish, replaceFirstPhoto, SITE } from './editor-helpers';

const NEW_PHOTO = new URL('cover.png', import.meta.url).pathname;

/**
 * A treatment's Portuguese page shows `src` as its first picture (as an earlier publication left
 * it; each language keeps its own list of pictures, so the others still show theirs).
 */
async function firstPictureIs(treatment: string, src: string): Promise<void> {
  const file = path.join(SITE, 'content/treatments', treatment, 'index.pt.md');
  const text = await fs.readFile(file, 'utf8');
  await fs.writeFile(file, text.replace(/^( {2}- src: ).*$/m, `$1${src}`));
}

/** A picture file of the test's own, a copy of one the site has. */
async function ownPicture(name: string): Promise<string> {
  const src = `images/treatments/${name}`;
  await fs.copyFile(path.join(SITE, 'content/images/hero.svg'), path.join(SITE, 'content', src));
  return src;
}

/** The treatment's first picture replaced in the editor, described, and the change published. */
async function replaceAndPublish(editor: Page, treatment: string): Promise<void> {
  await openEditor(editor, `collections/treatments/entries/${treatment}/index`);
  await replaceFirstPhoto(editor, 'pictures', NEW_PHOTO);
  await editor.locator('[id^="pictures-field"] [id^="alt-field"]').first().fill('Sorriso de perto, com dentes claros');
  await publish(editor);
}

test('the picture a publication replaced is removed from content/ when nothing else shows it', async ({
  page: editor,
}) => {
  const old = await ownPicture('dtm-antiga.svg');
  await firstPictureIs('dtm', old);
  await replaceAndPublish(editor, 'dtm');
  expect(await exists(`content/${old}`)).toBe(false);
});

test('a replaced picture another page still shows is kept', async ({ page: editor }) => {
  const shared = await ownPicture('compartilhada.svg');
  await firstPictureIs('protese', shared);
  await firstPictureIs('periodontia', shared);
  await replaceAndPublish(editor, 'protese');
  expect(await fs.readFile(path.join(SITE, 'content/treatments/protese/index.pt.md'), 'utf8')).not.toContain(shared);
  expect(await exists(`content/${shared}`)).toBe(true);
});
