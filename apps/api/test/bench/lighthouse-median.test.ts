import { describe, expect, it } from 'vitest';
import { summarizeRoutes } from '../../bench/lighthouse-median.ts';

const run = (route: string, performance: number, accessibility = 100, account = 'beneficiary') => ({
  account,
  route,
  performance,
  accessibility,
  tag: `${route}@${performance}`,
});

describe('the Lighthouse bench summary of repeated audits', () => {
  it('reports each route by its median run, with every score lowest first', () => {
    const summaries = summarizeRoutes([
      run('/', 96),
      run('/docs', 81),
      run('/', 88),
      run('/docs', 99),
      run('/', 97),
      run('/docs', 93),
    ]);
    expect(summaries.map((summary) => [summary.median.tag, summary.performanceScores])).toEqual([
      ['/@96', [88, 96, 97]],
      ['/docs@93', [81, 93, 99]],
    ]);
  });

  it('takes the lower middle run of an even count and the lowest accessibility score of any run', () => {
    const [summary] = summarizeRoutes([run('/', 90, 100), run('/', 70, 97), run('/', 95, 100), run('/', 80, 100)]);
    expect(summary?.median.tag).toBe('/@80');
    expect(summary?.accessibility).toBe(97);
  });

  it('keeps the same route of two accounts apart', () => {
    const summaries = summarizeRoutes([run('/', 90), run('/', 60, 100, 'staffAdmin')]);
    expect(summaries.map((summary) => summary.median.account)).toEqual(['beneficiary', 'staffAdmin']);
  });
});
