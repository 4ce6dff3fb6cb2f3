/** Test support shared by the domain's and the apps' tests ('@app/domain/testing'); nothing here runs in the app. */
export * from './passport-check-fixtures.ts';
