import { jsonParse } from 'postgraphile/@dataplan/json';
import { loadOneWithPgClient, type PgResource } from 'postgraphile/@dataplan/pg';
import { context, lambda, listen, SafeError, type Step } from 'postgraphile/grafast';
import { extendSchema } from 'postgraphile/utils';

/**
 * Live updates by id, fed by the NOTIFY triggers of migration 0010 and later ones
 * (channel '<topic>:<id>', payload {event, subject, editorSession}). The subject is usually the id
 * itself; `customerPetitions` (migration 0106) listens on an account's id and names the petition.
 *
 * A page that edits passes its editor session id with its requests (header, see request-context.ts) and
 * with its subscription (`editorSession`); `echo` then tells it which events are its own changes coming
 * back, which it need not refetch (issue 35: one round trip per drag).
 *
 * NOTIFY ignores row-level security, so every subscription first checks, as
 * the subscriber and under RLS, that the record is visible; otherwise it fails
 * with 'Not found' and the client gets no events. Each event then re-reads the
 * record under RLS.
 */
interface SubscriptionSpec {
  field: string;
  argument: string;
  topic: string;
  payloadType: string;
  /** Field of the payload type and the table its record comes from. */
  recordField: string;
  recordType: string;
  resource: string;
  /** SQL returning a row when the caller may subscribe to $1. */
  accessCheck: string;
  description: string;
}

const SPECS: SubscriptionSpec[] = [
  {
    field: 'petitionUpdated',
    argument: 'petitionId',
    topic: 'petition_updated',
    payloadType: 'PetitionSubscriptionPayload',
    recordField: 'petition',
    recordType: 'Petition',
    resource: 'petitions',
    accessCheck: 'select 1 from app_public.petitions where id = $1',
    description: 'The petition itself changed (status, metadata, …).',
  },
  {
    field: 'builderPetition',
    argument: 'petitionId',
    topic: 'builder_petition',
    payloadType: 'PetitionSubscriptionPayload',
    recordField: 'petition',
    recordType: 'Petition',
    resource: 'petitions',
    accessCheck: 'select 1 from app_public.petitions where id = $1',
    description:
      'Anything in the builder view of the petition changed: the petition, its modules, exhibits, exhibit files, notes, pending tasks, checklist items or compiled packets.',
  },
  {
    // Channel per customer account, subject the petition (migration 0106): what per-petition listeners cannot know;
    // and the company's employer onboarding, subject the company (migration 0108).
    field: 'customerPetitions',
    argument: 'accountId',
    topic: 'customer_petitions',
    payloadType: 'PetitionSubscriptionPayload',
    recordField: 'petition',
    recordType: 'Petition',
    resource: 'petitions',
    // The same readers as the account's petitions under RLS: the person, any member of the company, staff.
    accessCheck:
      'select 1 where app_private.current_user_is_admin() or $1::uuid = app_private.current_user_id() or $1::uuid in (select app_private.member_company_ids())',
    description:
      "The petitions of a customer account (a beneficiary's user id or a company's id) changed: one was added, removed or moved, or a petition's onboarding changed; or the company's own employer onboarding changed, whose events name the company and read no petition (the person, the company's members and staff only).",
  },
  {
    field: 'module',
    argument: 'moduleId',
    topic: 'module',
    payloadType: 'ModuleSubscriptionPayload',
    recordField: 'module',
    recordType: 'Module',
    resource: 'modules',
    accessCheck: 'select 1 from app_public.modules where id = $1',
    description: 'The module, its exhibits or their files changed.',
  },
  {
    field: 'subExhibits',
    argument: 'parentExhibitId',
    topic: 'sub_exhibits',
    payloadType: 'ExhibitSubscriptionPayload',
    recordField: 'exhibit',
    recordType: 'Exhibit',
    resource: 'exhibits',
    accessCheck: 'select 1 from app_public.exhibits where id = $1',
    description: 'The sub-exhibits of an exhibit (or their files) changed; the payload carries the parent.',
  },
  {
    field: 'exhibitFiles',
    argument: 'exhibitId',
    topic: 'exhibit_files',
    payloadType: 'ExhibitSubscriptionPayload',
    recordField: 'exhibit',
    recordType: 'Exhibit',
    resource: 'exhibits',
    accessCheck: 'select 1 from app_public.exhibits where id = $1',
    description: 'Files were attached to, removed from or reordered in the exhibit.',
  },
  {
    field: 'exhibitBuilderFiles',
    argument: 'reusableExhibitId',
    topic: 'exhibit_builder_files',
    payloadType: 'ReusableExhibitSubscriptionPayload',
    recordField: 'reusableExhibit',
    recordType: 'ReusableExhibit',
    resource: 'reusable_exhibits',
    accessCheck: 'select 1 from app_public.reusable_exhibits where id = $1',
    description: 'Files of a reusable exhibit in the exhibit builder changed.',
  },
  {
    field: 'immigrationDocuments',
    argument: 'ownerId',
    topic: 'immigration_documents',
    payloadType: 'UserSubscriptionPayload',
    recordField: 'user',
    recordType: 'User',
    resource: 'users',
    accessCheck: 'select 1 where $1::uuid = app_private.current_user_id() or app_private.current_user_is_admin()',
    description: "A person's immigration documents changed (the person and staff only).",
  },
  {
    field: 'notifications',
    argument: 'userId',
    topic: 'notifications',
    payloadType: 'UserSubscriptionPayload',
    recordField: 'user',
    recordType: 'User',
    resource: 'users',
    accessCheck: 'select 1 where $1::uuid = app_private.current_user_id()',
    description: "The person's own notifications changed: one arrived or was read (the person only).",
  },
  {
    field: 'companyDocuments',
    argument: 'workspaceId',
    topic: 'company_documents',
    payloadType: 'CompanySubscriptionPayload',
    recordField: 'company',
    recordType: 'Company',
    resource: 'companies',
    accessCheck: 'select 1 where app_private.current_user_is_admin() or $1::uuid in (select app_private.member_company_ids())',
    description: 'The documents of a company (workspace) changed (its members and staff only).',
  },
  {
    // Staff's Entities page follows the company's employer live (migration 0138).
    field: 'companyUpdated',
    argument: 'companyId',
    topic: 'company_updated',
    payloadType: 'CompanySubscriptionPayload',
    recordField: 'company',
    recordType: 'Company',
    resource: 'companies',
    accessCheck: 'select 1 where app_private.current_user_is_admin() or $1::uuid in (select app_private.member_company_ids())',
    description:
      'The company, its team (members, signatories, their names, e-mail addresses, sign-in and telephones) or its offices and worksites changed (its members and staff only).',
  },
  {
    // A person's entity page follows the person (migration 0138).
    field: 'personUpdated',
    argument: 'personId',
    topic: 'person_updated',
    payloadType: 'UserSubscriptionPayload',
    recordField: 'user',
    recordType: 'User',
    resource: 'users',
    accessCheck: 'select 1 where $1::uuid = app_private.current_user_id() or app_private.current_user_is_admin()',
    description: "A person's name, e-mail address, first sign-in or bio changed (the person and staff only).",
  },
];

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REFUSED_EVENT = JSON.stringify({ refused: true });

/**
 * Stands in for the LISTEN/NOTIFY subscriber when access is refused: one
 * 'refused' event (answered with 'Not found') and the end of the stream.
 */
const REFUSED_SUBSCRIBER = {
  subscribe(): AsyncIterable<string> {
    return (async function* refused() {
      yield REFUSED_EVENT;
    })();
  },
};

interface TopicEvent {
  event: string;
  subject: string;
  /** The editor session (page) whose request made the change, if it sent one (migration 0055). */
  editorSession?: string | null;
  /** Set by the subscription's plan: the change came from the subscriber's own editor session. */
  echo?: boolean;
}

export const LiveUpdatesPlugin = extendSchema((build) => {
  const resources = build.input.pgRegistry.pgResources as Record<string, PgResource>;
  const payloadTypes = new Map<string, SubscriptionSpec>();
  for (const spec of SPECS) payloadTypes.set(spec.payloadType, spec);

  const typeDefs = /* GraphQL */ `
    ${[...payloadTypes.values()]
      .map(
        (spec) => `
    type ${spec.payloadType} {
      """INSERT, UPDATE or DELETE."""
      event: String!
      """Id of the record the change was about."""
      subjectId: UUID!
      """
      True when a request carrying this subscription's editorSession made the change: the subscriber's own edit
      coming back, whose result it already has.
      """
      echo: Boolean!
      ${spec.recordField}: ${spec.recordType}
    }`,
      )
      .join('\n')}
    extend type Subscription {
      ${SPECS.map((s) => `"""${s.description}"""\n      ${s.field}(${s.argument}: UUID!, editorSession: String): ${s.payloadType}`).join('\n      ')}
    }
  `;

  const subscriptionPlans: Record<string, unknown> = {};
  for (const spec of SPECS) {
    const resource = resources[spec.resource];
    if (!resource) throw new Error(`LiveUpdatesPlugin: no resource ${spec.resource}`);
    subscriptionPlans[spec.field] = {
      subscribePlan(_$root: Step, fieldArgs: { getRaw: (name: string) => Step<string> }) {
        const $id = fieldArgs.getRaw(spec.argument);
        const $allowed = loadOneWithPgClient(resource.executor, $id, async (pgClient, ids) =>
          Promise.all(
            ids.map(async (id) => {
              if (typeof id !== 'string' || !UUID_PATTERN.test(id)) return false;
              const result = await pgClient.query({ text: spec.accessCheck, values: [id] });
              return result.rows.length > 0;
            }),
          ),
        );
        const $topic = lambda($id, (id) => `${spec.topic}:${String(id).toLowerCase()}`);
        // A refused subscriber gets a stream that fails at once, so the client
        // is told immediately and never learns when the record changes.
        const $subscriber = lambda([$allowed, context().get('pgSubscriber')], ([allowed, subscriber]) =>
          allowed ? subscriber : REFUSED_SUBSCRIBER,
        );
        return listen($subscriber as never, $topic as never, jsonParse as never);
      },
      plan($event: Step<TopicEvent & { refused?: boolean }>, fieldArgs: { getRaw: (name: string) => Step<string | null> }) {
        return lambda([$event, fieldArgs.getRaw('editorSession')], ([event, editorSession]) => {
          if (event.refused) throw new SafeError('Not found', { code: 'NOT_FOUND' });
          return { ...event, echo: editorSession != null && event.editorSession === editorSession };
        });
      },
    };
  }

  const payloadPlans: Record<string, unknown> = {};
  for (const spec of payloadTypes.values()) {
    const resource = resources[spec.resource]!;
    payloadPlans[spec.payloadType] = {
      event($event: Step<TopicEvent>) {
        return lambda($event, (e) => e.event);
      },
      subjectId($event: Step<TopicEvent>) {
        return lambda($event, (e) => e.subject);
      },
      echo($event: Step<TopicEvent>) {
        return lambda($event, (e) => e.echo === true);
      },
      [spec.recordField]($event: Step<TopicEvent>) {
        return resource.get({ id: lambda($event, (e) => e.subject) });
      },
    };
  }

  return { typeDefs, plans: { Subscription: subscriptionPlans, ...payloadPlans } as never };
});
