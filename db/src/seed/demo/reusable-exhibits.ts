import { getExhibitType, type ExhibitTypeId } from '@app/domain';
import { makeReusableExhibit, makeReusableExhibitEntity, makeReusableExhibitFile } from '../factories/index.ts';
import type { SampleFileKind } from '../sample-files.ts';
import type { DemoContext } from './context.ts';
import type { EntityIndex } from './entities.ts';
import type { CompanyRecord } from './records.ts';
import { REUSABLE_EXHIBITS } from './reusable-exhibit-fixtures.ts';
import { SCREENSHOT_TYPES } from './story-data.ts';
import { slug } from './text.ts';

/** Staff's reusable exhibit repository: parents with files and entities, some with sub-exhibits. */
export function buildReusableExhibits(
  ctx: DemoContext,
  entities: EntityIndex,
  northwind: CompanyRecord,
  staffAuthorId: string,
): void {
  const { rng, at } = ctx;
  REUSABLE_EXHIBITS.forEach((item, index) => {
    const id = rng.uuid();
    const definition = getExhibitType(item.type);
    const createdAt = at(rng.int(30, 400));
    ctx.add(
      'reusable_exhibits',
      makeReusableExhibit({
        id,
        parent_id: null,
        name: item.name,
        description: `<p>${item.name}. ${definition.description}</p>`,
        visible: item.visible ?? true,
        deleted: item.deleted ?? false,
        owned_by: item.ownedBy ?? 'PLYMOUTH',
        exhibit_type: item.type,
        module_type: definition.moduleType,
        order_index: index,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
    const attach = (reusableId: string, name: string, type: ExhibitTypeId, count: number) => {
      const kind: SampleFileKind = SCREENSHOT_TYPES.has(type) ? 'png' : 'pdf';
      for (let n = 0; n < count; n++) {
        ctx.add(
          'reusable_exhibit_files',
          makeReusableExhibitFile({
            reusable_exhibit_id: reusableId,
            file_id: ctx.addFile({
              name: `${slug(name)}${count > 1 ? `-${n + 1}` : ''}.${kind}`,
              kind,
              ownerId: staffAuthorId,
              createdAt,
              title: name,
            }),
            order_index: n,
            created_at: createdAt,
          }),
        );
      }
    };
    attach(id, item.name, item.type, item.files ?? 0);
    const entityIds = [
      ...(item.entities ?? []).map((name) => entities.byName(name)?.id),
      ...(item.northwindEntity ? [northwind.entityId] : []),
    ];
    for (const entityId of entityIds) {
      if (entityId)
        ctx.add(
          'reusable_exhibit_entities',
          makeReusableExhibitEntity({
            reusable_exhibit_id: id,
            entity_id: entityId,
            created_at: createdAt,
            updated_at: createdAt,
          }),
        );
    }
    item.children?.forEach((child, childIndex) => {
      const childId = rng.uuid();
      const childDefinition = getExhibitType(child.type);
      ctx.add(
        'reusable_sub_exhibits',
        makeReusableExhibit({
          id: childId,
          parent_id: id,
          name: child.name,
          description: `<p>${childDefinition.description}</p>`,
          visible: true,
          deleted: false,
          owned_by: 'PLYMOUTH',
          exhibit_type: child.type,
          module_type: definition.moduleType,
          order_index: childIndex,
          created_at: createdAt,
          updated_at: createdAt,
        }),
      );
      attach(childId, `${item.name}: ${child.name}`, child.type, child.files ?? 0);
    });
  });
}
