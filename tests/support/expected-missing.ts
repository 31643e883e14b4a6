/**
 * Pages that the site links to before they exist. The one place such a list may live;
 * the link check fails on any other missing target, and on an entry here that now exists.
 */
export const EXPECTED_MISSING: readonly string[] = [];
