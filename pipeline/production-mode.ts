/**
 * Imported first by the entry points: React reads NODE_ENV when it is loaded, and its
 * development build renders several times slower (and warns in ways editors do not need).
 */
process.env.NODE_ENV ??= 'production';
export {};
