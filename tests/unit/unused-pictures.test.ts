/** Which pictures a content file names, as the removal of unused pictures reads them (editor/server/unused-pictures.ts). */
import { describe, expect, it } from 'vitest';
import { picturesDropped, picturesNamed } from '../../editor/server/unused-pictures';

describe('picturesNamed', () => {
  it('reads shared pictures from content/ and a page folder picture beside its page; never outside content/', () => {
    const text =
      'pictures:\n  - src: images/results/x.svg\n  - src: "cover.png"\n---\n![a](/images/b.jpg) ![c](../../../y.png)\n';
    expect([...picturesNamed('content/treatments/dtm/index.pt.md', text)].sort()).toEqual([
      'content/images/b.jpg',
      'content/images/results/x.svg',
      'content/treatments/dtm/cover.png',
    ]);
  });
});

describe('picturesDropped', () => {
  it('lists what the old text named and the new one does not; a new file drops nothing', () => {
    expect(
      picturesDropped([
        {
          path: 'content/home.yaml',
          before: 'a: images/a.svg\nb: images/b.svg\n',
          raw: 'a: images/a.svg\nb: images/c.svg\n',
        },
        { path: 'content/team.yaml', raw: 'x: images/z.svg\n' },
      ]),
    ).toEqual(['content/images/b.svg']);
  });
});
