import { z } from 'zod';
import { ExhibitDraftDataSchema, ExhibitDraftSchema, ModuleDraftSchema, ModuleEntitySchema } from '../builder-drafts.ts';
import { defaultOwnerFor, getExhibitType } from '../exhibit-types.ts';
import { PETITION_MODULE_TYPE_DETAILS, PETITION_MODULE_TYPES } from '../module-types.ts';
import { isVisibleByDefault, OWNED_BY } from '../owned-by.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * Modules and exhibits as POST /petition's callers send them (spec 1 §7): a module carries type, autogen,
 * entities and exhibits; an exhibit type, autogen, ownedBy, visible, name and "extra data". What the builder
 * sends besides (module name, visibility, data; exhibit data) is optional here and filled from the catalogue's
 * defaults, so the spec's callers and the builder both create the same rows. The output is the builder's
 * ModuleDraft, checked by the same schema.
 */

const EXHIBIT_FIELDS = new Set(['type', 'name', 'description', 'ownedBy', 'visible', 'autogen', 'data']);

const RequestExhibitSchema = lazySchema(() =>
  z
    .looseObject({
      type: ExhibitDraftSchema.shape.type,
      name: z.string().optional(),
      description: z.string().optional(),
      ownedBy: z.enum(OWNED_BY).optional(),
      visible: z.boolean().optional(),
      autogen: z.boolean().default(false),
      data: ExhibitDraftDataSchema.optional(),
    })
    .transform((exhibit) => {
      // "Extra data" (spec 1 §7): fields of the exhibit's type sent beside the known ones go into its data.
      const extra = Object.fromEntries(Object.entries(exhibit).filter(([key]) => !EXHIBIT_FIELDS.has(key)));
      return {
        type: exhibit.type,
        name: exhibit.name ?? getExhibitType(exhibit.type)?.name ?? exhibit.type,
        ...(exhibit.description === undefined ? {} : { description: exhibit.description }),
        ownedBy: exhibit.ownedBy,
        visible: exhibit.visible,
        autogen: exhibit.autogen,
        data: { ...extra, ...exhibit.data },
      };
    }),
);

export const RequestModuleSchema = lazySchema(() =>
  z
    .object({
      type: z.enum(PETITION_MODULE_TYPES),
      name: z.string().optional(),
      description: z.string().optional(),
      autogen: z.boolean().default(false),
      visible: z.boolean().default(true),
      entities: z.array(ModuleEntitySchema).default([]),
      data: z.looseObject({}).optional(),
      exhibits: z.array(RequestExhibitSchema).default([]),
    })
    .transform((module) => ({
      ...module,
      name: module.name?.trim() ? module.name : PETITION_MODULE_TYPE_DETAILS[module.type].name,
      data: module.data ?? {},
      exhibits: module.exhibits.map((exhibit) => {
        // The builder's default owner (spec 1 §3): the type's own, then the module's rule (employer documents
        // belong to the petitioner); customers see an exhibit unless the provider owns it.
        const ownedBy =
          exhibit.ownedBy ??
          defaultOwnerFor(exhibit.type, module.type, getExhibitType(exhibit.type)?.defaultOwnedBy ?? 'BENEFICIARY');
        return { ...exhibit, ownedBy, visible: exhibit.visible ?? isVisibleByDefault(ownedBy) };
      }),
    }))
    .pipe(ModuleDraftSchema),
);
