/**
 * Written into every page that has other versions, right after their offers' markup, and run
 * while the page is still being read: the browser-language offer is decided before the first
 * paint, so showing it moves nothing (lib/language-offer.ts).
 */
import { showOffer } from './lib/language-offer';
import { browserStores } from './lib/storage';

showOffer(document, navigator.languages ?? [navigator.language], browserStores(), location.search);
