/**
 * The builder view's read of one petition, twice: as the GraphQL operation the
 * web app sends, and as one hand-written SQL statement that builds the same
 * nested JSON (same rows, same order) for the raw-database comparison.
 */

/** Fields of an exhibit and of its files, shared by top-level and sub-exhibits. */
const EXHIBIT_FIELDS = /* GraphQL */ `
  fragment BuilderExhibit on Exhibit {
    id
    parentExhibitId
    exhibitType
    name
    status
    ownedBy
    visible
    orderIndex
    exhibitFilesByExhibitId(orderBy: ORDER_INDEX_ASC, first: 4) {
      nodes {
        orderIndex
        fileByFileId {
          id
          name
          mimeType
          createdAt
        }
      }
    }
  }
`;

/**
 * Literal pages (13 modules, at most 6 top-level exhibits a module, 2 sub-exhibits and 2 files an exhibit on
 * the large seed) keep the operation under the server's cost limit (src/graphql/operation-cost.ts); the
 * counts check against the SQL would catch a page that cut rows off.
 */
export const BUILDER_QUERY = /* GraphQL */ `
  query BuilderView($id: UUID!) {
    petitionById(id: $id) {
      id
      status
      metadata
      visaClass
      visaTypeByVisaClass {
        name
      }
      userByBeneficiaryId {
        id
        fullName
      }
      companyByCompanyId {
        id
        dbaName
        legalName
      }
      modulesByPetitionId(orderBy: ORDER_INDEX_ASC, first: 20) {
        nodes {
          id
          type
          name
          orderIndex
          visible
          exhibitsByModuleId(orderBy: ORDER_INDEX_ASC, condition: { parentExhibitId: null }, first: 10) {
            nodes {
              ...BuilderExhibit
              exhibitsByParentExhibitId(orderBy: ORDER_INDEX_ASC, first: 4) {
                nodes {
                  ...BuilderExhibit
                }
              }
            }
          }
        }
      }
    }
  }
  ${EXHIBIT_FIELDS}
`;

interface GqlFile {
  id: string;
  name: string;
  mimeType: string;
  createdAt: string;
}

interface GqlExhibit {
  id: string;
  parentExhibitId: string | null;
  exhibitType: string | null;
  name: string;
  status: string;
  ownedBy: string;
  visible: boolean;
  orderIndex: number;
  exhibitFilesByExhibitId: { nodes: { orderIndex: number; fileByFileId: GqlFile | null }[] };
  exhibitsByParentExhibitId?: { nodes: GqlExhibit[] };
}

export interface BuilderQueryData {
  petitionById: {
    id: string;
    status: string;
    metadata: unknown;
    visaClass: string;
    visaTypeByVisaClass: { name: string } | null;
    userByBeneficiaryId: { id: string; fullName: string } | null;
    companyByCompanyId: { id: string; dbaName: string; legalName: string | null } | null;
    modulesByPetitionId: {
      nodes: {
        id: string;
        type: string;
        name: string;
        orderIndex: number;
        visible: boolean;
        exhibitsByModuleId: { nodes: GqlExhibit[] };
      }[];
    };
  } | null;
}

/**
 * The same read as one SQL statement: the petition with its visa type,
 * beneficiary and company, its modules in order, their top-level exhibits in
 * order with their sub-exhibits in order, and each exhibit's files in order.
 * Ties on order_index break by primary key, as PostGraphile's orderBy does.
 * Run as the owner it sees every row; run as petition_studio_visitor it is
 * filtered by the same policies as the API.
 */
const FILES_OF = (exhibit: string) => `
  select coalesce(json_agg(json_build_object(
           'orderIndex', l.order_index,
           'file', case when f.id is null then null
                   else json_build_object('id', f.id, 'name', f.name, 'mimeType', f.mime_type, 'createdAt', f.created_at) end)
         order by l.order_index, l.exhibit_id, l.file_id), '[]'::json) as list
  from app_public.exhibit_files l
  left join app_public.files f on f.id = l.file_id
  where l.exhibit_id = ${exhibit}.id`;

const EXHIBIT_OBJECT = (exhibit: string, files: string) => `
  'id', ${exhibit}.id, 'parentExhibitId', ${exhibit}.parent_exhibit_id, 'exhibitType', ${exhibit}.exhibit_type,
  'name', ${exhibit}.name, 'status', ${exhibit}.status, 'ownedBy', ${exhibit}.owned_by, 'visible', ${exhibit}.visible,
  'orderIndex', ${exhibit}.order_index, 'files', ${files}.list`;

export const BUILDER_SQL = `
select json_build_object(
  'id', p.id, 'status', p.status, 'metadata', p.metadata, 'visaClass', p.visa_class, 'visaTypeName', v.name,
  'beneficiary', case when b.id is null then null else json_build_object('id', b.id, 'fullName', b.full_name) end,
  'company', case when c.id is null then null
             else json_build_object('id', c.id, 'dbaName', c.dba_name, 'legalName', c.legal_name) end,
  'modules', mods.list) as petition
from app_public.petitions p
left join app_public.visa_types v on v.id = p.visa_class
left join app_public.users b on b.id = p.beneficiary_id
left join app_public.companies c on c.id = p.company_id
cross join lateral (
  select coalesce(json_agg(json_build_object(
           'id', m.id, 'type', m.type, 'name', m.name, 'orderIndex', m.order_index, 'visible', m.visible,
           'exhibits', ex.list)
         order by m.order_index, m.id), '[]'::json) as list
  from app_public.modules m
  cross join lateral (
    select coalesce(json_agg(json_build_object(${EXHIBIT_OBJECT('e', 'ef')}, 'subExhibits', sub.list)
           order by e.order_index, e.id), '[]'::json) as list
    from app_public.exhibits e
    cross join lateral (${FILES_OF('e')}) ef
    cross join lateral (
      select coalesce(json_agg(json_build_object(${EXHIBIT_OBJECT('s', 'sf')}) order by s.order_index, s.id), '[]'::json) as list
      from app_public.exhibits s
      cross join lateral (${FILES_OF('s')}) sf
      where s.parent_exhibit_id = e.id
    ) sub
    where e.module_id = m.id and e.parent_exhibit_id is null
  ) ex
  where m.petition_id = p.id
) mods
where p.id = $1`;

interface SqlExhibit {
  id: string;
  files: { orderIndex: number; file: { id: string } | null }[];
  subExhibits?: SqlExhibit[];
}

export interface BuilderSqlRow {
  id: string;
  modules: { id: string; exhibits: SqlExhibit[] }[];
}

/** What the check compares: ids in order at every level, and the totals. */
export interface BuilderShape {
  modules: number;
  exhibits: number;
  subExhibits: number;
  files: number;
  /** module id > exhibit id [> sub-exhibit id] : file ids, one line per exhibit, in order. */
  outline: string[];
}

function exhibitLines(prefix: string, id: string, fileIds: string[]): string {
  return `${prefix}${id}: ${fileIds.join(',')}`;
}

export function shapeOfGraphQL(data: BuilderQueryData): BuilderShape {
  const petition = data.petitionById;
  if (!petition) throw new Error('petitionById returned null');
  const shape: BuilderShape = { modules: 0, exhibits: 0, subExhibits: 0, files: 0, outline: [] };
  const visit = (prefix: string, exhibit: GqlExhibit, isSub: boolean) => {
    shape.exhibits += 1;
    if (isSub) shape.subExhibits += 1;
    const fileIds = exhibit.exhibitFilesByExhibitId.nodes.map((link) => link.fileByFileId?.id ?? 'null');
    shape.files += fileIds.length;
    shape.outline.push(exhibitLines(prefix, exhibit.id, fileIds));
    for (const sub of exhibit.exhibitsByParentExhibitId?.nodes ?? []) visit(`${prefix}${exhibit.id} > `, sub, true);
  };
  for (const module of petition.modulesByPetitionId.nodes) {
    shape.modules += 1;
    shape.outline.push(`module ${module.id}`);
    for (const exhibit of module.exhibitsByModuleId.nodes) visit(`${module.id} > `, exhibit, false);
  }
  return shape;
}

export function shapeOfSql(row: BuilderSqlRow): BuilderShape {
  const shape: BuilderShape = { modules: 0, exhibits: 0, subExhibits: 0, files: 0, outline: [] };
  const visit = (prefix: string, exhibit: SqlExhibit, isSub: boolean) => {
    shape.exhibits += 1;
    if (isSub) shape.subExhibits += 1;
    const fileIds = exhibit.files.map((link) => link.file?.id ?? 'null');
    shape.files += fileIds.length;
    shape.outline.push(exhibitLines(prefix, exhibit.id, fileIds));
    for (const sub of exhibit.subExhibits ?? []) visit(`${prefix}${exhibit.id} > `, sub, true);
  };
  for (const module of row.modules) {
    shape.modules += 1;
    shape.outline.push(`module ${module.id}`);
    for (const exhibit of module.exhibits) visit(`${module.id} > `, exhibit, false);
  }
  return shape;
}

/**
 * Counts straight from the tables as the owner, with the exhibit policy's
 * customer rule written out (`owned_by <> 'PLYMOUTH' or visible`) for the
 * beneficiary; sub-exhibits under a hidden parent are not reachable in the
 * nested view and are not counted.
 */
export const EXPECTED_COUNTS_SQL = `
with reachable as (
  select e.* from app_public.exhibits e
  left join app_public.exhibits parent on parent.id = e.parent_exhibit_id
  where e.petition_id = $1
    and ($2 or e.owned_by <> 'PLYMOUTH' or e.visible)
    and (e.parent_exhibit_id is null or $2 or parent.owned_by <> 'PLYMOUTH' or parent.visible)
)
select (select count(*) from app_public.modules m where m.petition_id = $1)::int as modules,
       (select count(*) from reachable)::int as exhibits,
       (select count(*) from reachable where parent_exhibit_id is not null)::int as sub_exhibits,
       (select count(*) from app_public.exhibit_files l join reachable r on r.id = l.exhibit_id)::int as files`;
