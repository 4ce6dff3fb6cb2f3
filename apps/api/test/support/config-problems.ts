import { ConfigError, loadConfig } from '../../src/config/index.ts';

/** What loadConfig says is wrong with an environment ('' when it accepts it): the tests of each setting read it. */
export function configProblems(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
}
