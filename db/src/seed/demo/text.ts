import type { SeededRandom } from '../random.ts';

export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function lastName(fullName: string): string {
  return fullName.trim().split(/\s+/).slice(-1)[0] ?? fullName;
}

export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

export function weighted<T>(rng: SeededRandom, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = choices[choices.length - 1];
  if (!last) throw new Error('weighted pick from no choices');
  return last[0];
}
