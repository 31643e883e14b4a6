/**
 * Picture fields: thumbnails that show once their picture has loaded, and a picture replaced
 * asks for its new description (new-picture.ts). Decap's image field asks for a picture's
 * thumbnail once, gets an empty stand-in while it loads, and never asks again: every picture a
 * page already had showed an empty box. The field is drawn again, with a new `getAsset`, when
 * the pictures Decap holds change; its control and its checks are Decap's own.
 */
import * as React from 'react';
import {
  type Cms,
  type ControlProps,
  type DecapState,
  type ImmutableRecord,
  plain,
  replaceControl,
  useDecapState,
} from './decap';
import { askForNewDescription, hintPortrait } from './new-picture';

const pictures = (state: DecapState): unknown => state.medias;

export function thumbnailsThatLoad(cms: Cms): void {
  const image = cms.getWidget('image');
  if (!image) return;
  const Control = image.control;
  // biome-ignore lint/correctness/noComponentHookFactories: made once, when the widget is registered, never during a render
  function ImageControl(props: ControlProps) {
    const loaded = useDecapState(pictures);
    const { getAsset } = props;
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new function each time the pictures change is the point
    const fresh = React.useMemo(
      () => getAsset && ((path: string, field: ImmutableRecord) => getAsset(path, field)),
      [getAsset, loaded],
    );
    const { onChange, value, field } = props;
    const root = React.useRef<HTMLDivElement>(null);
    const change = React.useCallback(
      (next: unknown) => {
        onChange(next);
        // Replaced (not chosen for the first time, not removed): its description is asked for anew.
        const before = plain(value);
        if (before && plain(next) && plain(next) !== before)
          setTimeout(() => askForNewDescription(root.current, String(field.get('name'))), 0);
        if (plain(next)) setTimeout(() => hintPortrait(root.current, String(field.get('name'))), 0);
      },
      [onChange, value, field],
    );
    return (
      <div ref={root}>
        <Control {...props} getAsset={fresh} onChange={change} />
      </div>
    );
  }
  replaceControl(cms, 'image', image, ImageControl);
}
