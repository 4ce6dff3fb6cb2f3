/** One bad environment variable: its name and what is wrong with it (never its value when secret). */
export interface ConfigProblem {
  variable: string;
  problem: string;
}

/**
 * The environment does not describe a server that can start. The message is one line meant for the
 * person starting the server (main.ts prints it without a stack trace), naming each bad variable.
 */
export class ConfigError extends Error {
  readonly problems: readonly ConfigProblem[];

  constructor(problems: ConfigProblem[]) {
    super(`Invalid configuration: ${problems.map(({ variable, problem }) => `${variable} ${problem}`).join('; ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }

  /** The first bad variable's name. */
  get variable(): string {
    return this.problems[0]?.variable ?? '';
  }
}
