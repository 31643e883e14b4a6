/** How a picture slot crops: the shape it is shown in, and the point of the picture that stays in view. */
import { z } from 'zod';
import { RULE } from '../catalogue/rules';

export const RATIOS = ['3:2', '4:3', '1:1', '16:9', '4:5'] as const;
export const pictureRatio = z
  .enum(RATIOS)
  .describe('The shape the picture is shown in (width:height); a photo of another shape is cropped to it.');
export const focalPoint = z
  .string()
  .regex(/^(100|[1-9]?\d)% (100|[1-9]?\d)%$/, RULE.focus)
  .describe(
    'The point that stays in view when the picture is cropped: "50% 40%" is the middle, a little above centre.',
  );

/** A slot of a page: its shape, and the point kept in view for pictures that name none of their own. */
export const pictureSlot = (ratio: (typeof RATIOS)[number], focus = '50% 50%') =>
  z.strictObject({ ratio: pictureRatio.default(ratio), focus: focalPoint.default(focus) }).default({ ratio, focus });
