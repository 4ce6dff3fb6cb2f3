import { isOneOf } from './enum-helpers.ts';

/** Beneficiary archetypes; each has a preset module template (see archetype-templates.ts). */
export const ARCHETYPES = ['technology-founder', 'software-engineer', 'critical-employee', 'researcher-scientist'] as const;
export type Archetype = (typeof ARCHETYPES)[number];

export const ARCHETYPE_LABELS: Readonly<Record<Archetype, string>> = {
  'technology-founder': 'Technology Founder',
  'software-engineer': 'Software Engineer',
  'critical-employee': 'Critical Employee',
  'researcher-scientist': 'Researcher / Scientist',
};

export function isArchetype(value: unknown): value is Archetype {
  return isOneOf(ARCHETYPES, value);
}
