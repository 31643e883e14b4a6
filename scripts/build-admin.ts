/**
 * `npm run build:admin`, after `npm run build`: the editor at dist/admin/, saving to the
 * clinic's Git host instead of the local files (README "Editing online"). Only this command
 * puts it there: a plain build never has /admin/ and no page links to it.
 *
 * Environment (CI variables):
 *   ADMIN_BACKEND        github (default), gitlab, gitea or git-gateway
 *   ADMIN_REPO           owner/name of the repository (not for git-gateway)
 *   ADMIN_BRANCH         the branch the site is built from (default main)
 *   ADMIN_BASE_URL       the OAuth provider's address (GitHub needs one; see README)
 *   ADMIN_AUTH_ENDPOINT  its path, if not "auth"
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../pipeline/config';
import { adminPage, adminScript, DECAP_DIST, decapFiles } from '../editor/server/admin-files';
import { decapConfigYaml, type BackendBlock } from '../editor/server/decap-config';
import { readContentOptions } from '../editor/server/content-options';
import { FRAME_GUARD, policyMeta } from '../pipeline/outputs/hosting';
import { z } from 'zod';

const env = process.env;
const dist = path.join(ROOT, 'dist');
const out = path.join(dist, 'admin');

const backend: BackendBlock = { name: env.ADMIN_BACKEND ?? 'github', branch: env.ADMIN_BRANCH ?? 'main' };
if (backend.name !== 'git-gateway') {
  if (!env.ADMIN_REPO)
    throw new Error('Set ADMIN_REPO (owner/name of the site repository) for the editor to save there.');
  backend.repo = env.ADMIN_REPO;
}
if (env.ADMIN_BASE_URL) backend.base_url = env.ADMIN_BASE_URL;
if (env.ADMIN_AUTH_ENDPOINT) backend.auth_endpoint = env.ADMIN_AUTH_ENDPOINT;

const html = await fs.readFile(path.join(dist, '404.html'), 'utf8').catch(() => {
  throw new Error('dist/ is empty: run npm run build first.');
});
// The inner pages' stylesheet (its name carries a content hash) styles the editor's preview.
const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
const site = z
  .object({ url: z.string().optional() })
  .parse(parse(await fs.readFile(path.join(ROOT, 'content/site.yaml'), 'utf8')));

await fs.rm(out, { recursive: true, force: true });
await fs.mkdir(path.join(out, 'decap'), { recursive: true });
await fs.writeFile(
  path.join(out, 'config.yml'),
  decapConfigYaml({ options: readContentOptions(path.join(ROOT, 'content')), backend, siteUrl: site.url }),
);
await fs.writeFile(path.join(out, 'admin.js'), await adminScript());
// Hosts that read _headers (Netlify: a later matching rule overrides a header) would give the
// editor the site's policy, which blocks it (its config check compiles code; it calls the Git
// host's API): /admin/ gets a policy of its own.
const gitApi =
  {
    github: 'https://api.github.com',
    gitlab: 'https://gitlab.com',
    gitea: 'https://gitea.com',
    'git-gateway': 'https://api.netlify.com',
  }[backend.name] ?? '';
const auth = backend.base_url ? new URL(backend.base_url).origin : '';
const policy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  `connect-src 'self' ${[gitApi, auth, 'https://*.githubusercontent.com'].filter(Boolean).join(' ')}`,
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
// GitHub Pages sends no headers: the same policy as a <meta> (frame-ancestors aside, which a
// meta cannot carry), and a framing defence that needs none: the page stays hidden unless it
// is the top window (a framed copy sends the top window to it instead), and with scripts
// blocked in the frame it stays hidden.
const guarded = adminPage({ previewStyle: css }).replace(
  '<meta charset="utf-8">',
  `<meta charset="utf-8">\n${policyMeta(policy)}`,
);
await fs.writeFile(path.join(out, 'index.html'), guarded);
await fs.writeFile(path.join(out, 'frame-guard.js'), FRAME_GUARD);
const headersFile = path.join(dist, '_headers');
const headers = await fs.readFile(headersFile, 'utf8').catch(() => '');
if (headers && !headers.includes('\n/admin/*\n')) {
  await fs.writeFile(
    headersFile,
    `${headers.trimEnd()}\n\n# The editor (npm run build:admin): its own policy; on Cloudflare Pages add "! Content-Security-Policy" first.\n/admin/*\n  Content-Security-Policy: ${policy}\n  Cache-Control: no-cache\n`,
  );
}

const files = await decapFiles();
await Promise.all(files.map((f) => fs.copyFile(path.join(DECAP_DIST, f), path.join(out, 'decap', f))));
console.log(
  `The editor is in dist/admin/ (${files.length + 4} files), saving to ${backend.name}${backend.repo ? ` ${backend.repo}` : ''} (${backend.branch}).`,
);
