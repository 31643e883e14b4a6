/** The clinic's district and city as each language writes them (site.yaml address.place_names). */
import { DEFAULT_LANG, type Lang } from './languages';

type Place = { district?: string; city?: string };

export interface Address {
  district: string;
  city: string;
  place_names?: Partial<Record<Lang, Place>>;
}

/** The district and city in `lang`: its own spelling where site.yaml gives one, else the Portuguese. */
export function placeIn(address: Address, lang: Lang): { district: string; city: string } {
  const own = lang === DEFAULT_LANG ? undefined : address.place_names?.[lang];
  return { district: own?.district ?? address.district, city: own?.city ?? address.city };
}
