/**
 * What a page is rendered with besides the site: its words, its pictures, its rendered
 * Markdown and its documents. The shapes are the render stages' (pipeline/render, images,
 * content), named here so that templates take them from the model.
 */
export type { Translate } from '../pipeline/render/i18n';
export type { ImageMap, ImageSet, ImageVariant } from '../pipeline/images/images';
export type { RenderedContent } from '../pipeline/content/content';
export type { DocIn, PageDocument } from '../pipeline/render/page-docs';
