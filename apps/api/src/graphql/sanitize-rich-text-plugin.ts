import { sanitizeRichText } from '../rich-text/sanitize-html.ts';

/**
 * Rich-text columns (HTML written by the shared editor, spec 2 §2.5), by table. Only these are
 * sanitised: sanitising plain text as HTML would escape its '<' and '&'. Notes and entity data are
 * left out until they are decided to hold HTML (see the report of issue 13).
 */
export const RICH_TEXT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  exhibits: ['description'],
  modules: ['description'],
  reusable_exhibits: ['description'],
};

interface PgCodecLike {
  attributes?: Record<string, unknown>;
  extensions?: { pg?: { schemaName?: string; name?: string } };
}

type ApplyInput = (target: unknown, value: unknown, info: unknown) => unknown;

/** The table and column an input field writes, when it is a rich-text column of app_public. */
function richTextColumn(codec: PgCodecLike | undefined, attribute: unknown): string | null {
  const pg = codec?.extensions?.pg;
  if (!codec?.attributes || pg?.schemaName !== 'app_public' || !pg.name) return null;
  const columns = RICH_TEXT_COLUMNS[pg.name];
  const column = Object.entries(codec.attributes).find(([, candidate]) => candidate === attribute)?.[0];
  return column && columns?.includes(column) ? column : null;
}

/**
 * Sanitises rich-text columns written through GraphQL (create and update mutations, by id or node
 * id): the input field's `apply`, which sets the column on the insert or update, receives the HTML
 * reduced to the editor's allow-list first. Conditions (filters) are left alone. Whatever a client
 * sends, the database only ever holds HTML the editor could have produced.
 */
export const SanitizeRichTextPlugin: GraphileConfig.Plugin = {
  name: 'SanitizeRichTextPlugin',
  version: '1.0.0',
  description: 'Sanitises rich-text HTML columns on create and update',
  schema: {
    hooks: {
      GraphQLInputObjectType_fields_field(field, _build, context) {
        const scope = context.scope as {
          pgCodec?: PgCodecLike;
          pgAttribute?: unknown;
          isPgConnectionConditionInputField?: boolean;
        };
        const apply = (field as { apply?: ApplyInput }).apply;
        if (!apply || scope.isPgConnectionConditionInputField) return field;
        if (!richTextColumn(scope.pgCodec, scope.pgAttribute)) return field;
        return {
          ...field,
          apply: (target: unknown, value: unknown, info: unknown) =>
            apply(target, typeof value === 'string' ? sanitizeRichText(value) : value, info),
        } as typeof field;
      },
    },
  },
};
