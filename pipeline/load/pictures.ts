/**
 * Where a picture named in a page lives, as a key relative to content/ ("images/blog/x.svg",
 * "blog/posts/x/foto.jpg"). A path starting with "/" or "images/" names the shared folder
 * content/images/; any other relative path is read from the page's own folder, where the
 * visual editor saves uploads (Decap's media_folder '' beside the entry).
 */
import path from 'node:path';

/** `file`: the page, relative to the project root ("content/blog/posts/x/index.pt.md"). */
export function pictureKey(file: string, value: string): string {
  const clean = value.split(/[?#]/)[0] ?? value;
  if (clean.startsWith('/')) return clean.replace(/^\/+/, '');
  if (clean.startsWith('images/')) return clean;
  const folder = path.posix.dirname(file.replace(/^content\//, ''));
  return path.posix.normalize(path.posix.join(folder, clean));
}
