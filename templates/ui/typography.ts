/** A dash never starts a line in a heading: the space before it does not break. */
export const noDashAtLineStart = (text: string): string => text.replace(/ ([–—])/g, '\u00a0$1');
