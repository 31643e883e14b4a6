/**
 * The editor on a host that sends no frame-ancestors (GitHub Pages): shown only as the top
 * window; framed, it stays hidden and sends the top window to itself. The policy meta carries
 * everything of the policy a meta can.
 */
import { expect, it } from 'vitest';
import { parseHTML } from 'linkedom';
import { FRAME_GUARD, metaPolicy, policyMeta } from '../../pipeline/outputs/hosting';

function run(framed: boolean): { hidden: boolean; topHref: string } {
  const { document } = parseHTML(
    '<html><head><style id="frame-guard">html{display:none !important}</style></head><body></body></html>',
  );
  const self = { location: { href: 'https://clinic.example/admin/' } };
  const top = framed ? { location: { href: 'https://evil.example/' } } : self;
  const win = Object.assign(self, { top, self });
  new Function('window', 'document', FRAME_GUARD)(win, document);
  return { hidden: document.getElementById('frame-guard') !== null, topHref: top.location.href };
}

it('the editor shows as the top window, and stays hidden in a frame while the top window is sent to it', () => {
  expect(run(false)).toEqual({ hidden: false, topHref: 'https://clinic.example/admin/' });
  expect(run(true)).toEqual({ hidden: true, topHref: 'https://clinic.example/admin/' });
});

it('the meta policy is the header policy without what a meta cannot carry, and is escaped', () => {
  const policy = "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'";
  expect(metaPolicy(policy)).toBe("default-src 'self'; script-src 'self' 'unsafe-eval'");
  const { document } = parseHTML(`<html><head>${policyMeta(`${policy}; img-src "x"`)}</head></html>`);
  expect(document.querySelector('meta')?.getAttribute('content')).toBe(
    `default-src 'self'; script-src 'self' 'unsafe-eval'; img-src "x"`,
  );
});
