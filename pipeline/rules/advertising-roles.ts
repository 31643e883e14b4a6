/**
 * Fields the advertising rules (validate/claims.ts) read otherwise than every other text, as
 * their schema says with `.meta({ advertising })`: the field and what it is are declared once,
 * beside the field, and the rules name no file or field of their own.
 */
import { z } from 'zod';

/**
 * `names`: names as registered (the specialties' names in content/team.yaml), the source a
 * claim is checked against and not a claim: no superlative or specialist is looked for there.
 * `payment-answer`: the answer to how payment works, the one text that may name payment terms.
 * `legal`: a legal text, not advertising (the privacy policy's pages): no advertising rule reads it.
 */
export type AdvertisingRole = 'names' | 'payment-answer' | 'legal';

const ROLES: readonly AdvertisingRole[] = ['names', 'payment-answer', 'legal'];

/** Which advertising rules read a text of this role: payment terms, and claims (superlatives, guarantees, specialists). */
export function rulesFor(role: AdvertisingRole | undefined): { payment: boolean; claims: boolean } {
  return { payment: role !== 'payment-answer' && role !== 'legal', claims: role !== 'names' && role !== 'legal' };
}

/** The role a schema declares, on it or on a wrapper around it; and the schema inside the wrappers. */
function unwrapped(schema: z.ZodType): { core: z.ZodType; role: AdvertisingRole | undefined } {
  let core = schema;
  let role: AdvertisingRole | undefined;
  for (;;) {
    const declared = core.meta()?.advertising;
    role ??= ROLES.find((r) => r === declared);
    if (core instanceof z.ZodOptional || core instanceof z.ZodNullable || core instanceof z.ZodDefault)
      core = core.unwrap() as z.ZodType;
    else if (core instanceof z.ZodPipe) core = core.def.in as z.ZodType;
    else return { core, role };
  }
}

/** The schema of what a value holds under `key`: an object's field, a record's or a list's item. */
function child(schema: z.ZodType, key: string | number): z.ZodType | undefined {
  if (schema instanceof z.ZodObject) return typeof key === 'string' ? schema.shape[key] : undefined;
  if (schema instanceof z.ZodRecord) return schema.valueType as z.ZodType;
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  return undefined;
}

/** The role of the value at `path` (keys and indices from the file's root): the nearest one declared on the way. */
export function advertisingRoleAt(schema: z.ZodType, path: readonly (string | number)[]): AdvertisingRole | undefined {
  let { core, role } = unwrapped(schema);
  for (const key of path) {
    const next = child(core, key);
    if (!next) return role;
    const inner = unwrapped(next);
    core = inner.core;
    role = inner.role ?? role;
  }
  return role;
}
