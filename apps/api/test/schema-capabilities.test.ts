import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './support/database.ts';
import { graphql } from './support/graphql-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { createWorld } from './support/world.ts';

/**
 * Every query, mutation and subscription intent of spec 1 §7 and spec 2 §7.1
 * must be expressible: this checks that the field each intent uses exists.
 */
const QUERY_FIELDS = {
  'logged-in user': 'loggedInUser',
  'user by id': 'userById',
  'all users; user by e-mail (condition)': 'allUsers',
  'all companies': 'allCompanies',
  'company by id with offices': 'companyById',
  'all petitions; by beneficiary or petitioner (condition)': 'allPetitions',
  'petition by id': 'petitionById',
  'petition picker search': 'searchPetitions',
  'compiled petitions': 'allCompiledPetitions',
  'module by id': 'moduleById',
  'module types': 'allModuleTypes',
  'exhibit types': 'allExhibitTypes',
  'exhibit by id': 'exhibitById',
  'exhibit files': 'allExhibitFiles',
  'file by id': 'fileById',
  'notes of a petition': 'allNotes',
  'pending tasks of a petition': 'allPendingPetitionTasks',
  'checklist sections': 'allChecklistSections',
  'checklist tasks': 'allChecklistTasks',
  'petition checklist items': 'allPetitionChecklistItems',
  'onboarding by petition': 'onboardingByPetitionId',
  'case strategies': 'allCaseStrategies',
  'user documents': 'allUserDocuments',
  'immigration documents': 'allImmigrationDocuments',
  'company documents': 'allCompanyDocuments',
  'provider documents': 'allProviderDocuments',
  'additional entities': 'allAdditionalEntities',
  'additional entity by id': 'additionalEntityById',
  'reusable exhibits': 'allReusableExhibits',
  'reusable exhibit by id': 'reusableExhibitById',
  employments: 'allUserEmployments',
  'company members': 'allCompanyMembers',
  'visa types': 'allVisaTypes',
  'user datum': 'userDatumByUserId',
};

const MUTATION_FIELDS = [
  'createExhibit',
  'updateExhibitById',
  'deleteExhibitById',
  'createModule',
  'updateModuleById',
  'deleteModuleById',
  'createExhibitFile',
  'updateExhibitFileByExhibitIdAndFileId',
  'deleteExhibitFileByExhibitIdAndFileId',
  'createPetitionForm',
  'updatePetitionFormById',
  'deletePetitionFormById',
  'updatePetitionById',
  'reorderExhibitFiles',
  'reorderExhibits',
  'reorderModules',
  'deleteUserDocumentByUserIdAndFileId',
  'deleteImmigrationDocumentByOwnerIdAndFileId',
  'deleteCompanyDocumentByCompanyIdAndFileId',
  'deleteProviderDocumentByOwnerIdAndFileId',
  'updateCaseStrategyById',
  'createCaseStrategy',
  'createNote',
  'updateNoteById',
  'deleteNoteById',
  'createPendingPetitionTask',
  'updatePendingPetitionTaskById',
  'deletePendingPetitionTaskById',
  'createPetitionChecklistItem',
  'updatePetitionChecklistItemById',
  'deletePetitionChecklistItemById',
  'updateImmigrationDocumentByOwnerIdAndFileId',
  'reorderImmigrationDocuments',
  'createCompanyMember',
  'updateCompanyMemberByCompanyIdAndUserId',
  'deleteCompanyMemberByCompanyIdAndUserId',
  'createCompanyOffice',
  'deleteCompanyOfficeById',
  'createUser',
  'createCompany',
  'createAdditionalEntity',
  'updateAdditionalEntityById',
  'createReusableExhibit',
  'updateReusableExhibitById',
  'reorderReusableSubExhibits',
  'reorderReusableExhibitFiles',
  'deleteReusableExhibitFileByReusableExhibitIdAndFileId',
  'createReusableExhibitEntity',
  'deleteReusableExhibitEntityByReusableExhibitIdAndEntityId',
  'createModuleEntity',
  'deleteModuleEntityByModuleIdAndEntityId',
  'deleteFileById',
  'updateFileById',
  'updateUserById',
  'updateUserDatumById',
  'updateCompanyById',
  'createUserEmployment',
  'updateUserEmploymentById',
  'updateOnboardingById',
];

const SUBSCRIPTION_FIELDS = [
  'exhibitFiles',
  'builderPetition',
  'module',
  'subExhibits',
  'exhibitBuilderFiles',
  'petitionUpdated',
  'immigrationDocuments',
  'companyDocuments',
];

let server: TestServer;
const fields = new Map<string, Set<string>>();

beforeAll(async () => {
  server = await startTestServer(testDatabaseUrl());
  // Introspection is for staff only (graphql/operation-guard-plugin.ts).
  const { staff } = await createWorld(server.pool);
  const token = await server.issuer.issueToken({ sub: staff.sub, name: staff.fullName });
  const result = await graphql<{ __schema: { types: { name: string; fields: { name: string }[] | null }[] } }>(
    server.url,
    token,
    '{ __schema { types { name fields { name } } } }',
  );
  for (const type of result.data?.__schema.types ?? []) fields.set(type.name, new Set((type.fields ?? []).map((f) => f.name)));
});
afterAll(async () => {
  await server?.close();
});

describe('schema covers the spec’s call catalogue', () => {
  it.each(Object.entries(QUERY_FIELDS))('query: %s → %s', (_intent, field) => {
    expect(fields.get('Query')?.has(field)).toBe(true);
  });
  it.each(MUTATION_FIELDS)('mutation: %s', (field) => {
    expect(fields.get('Mutation')?.has(field)).toBe(true);
  });
  it.each(SUBSCRIPTION_FIELDS)('subscription: %s', (field) => {
    expect(fields.get('Subscription')?.has(field)).toBe(true);
  });
  it('offers the computed fields the screens need', () => {
    expect([...(fields.get('Petition') ?? [])]).toEqual(expect.arrayContaining(['allFiles', 'latestI94Entry', 'visaClassLabel']));
    expect([...(fields.get('User') ?? [])]).toEqual(expect.arrayContaining(['isAdmin', 'petitionCount']));
    expect([...(fields.get('AdditionalEntity') ?? [])]).toContain('schema');
  });
});
