import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** Counts the zod schemas built while `work` runs: zod gives each new schema its `_zod` internals with defineProperty. */
async function schemasBuiltDuring(work: () => Promise<unknown>): Promise<number> {
  const defineProperty = Object.defineProperty;
  let built = 0;
  const spy = vi.spyOn(Object, 'defineProperty').mockImplementation((target, key, descriptor) => {
    if (key === '_zod') built += 1;
    return defineProperty(target, key, descriptor);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return built;
}

describe('lazySchema', () => {
  it('builds its schema on first use, once', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(1, 'Required') }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Priya' })).toEqual({ name: 'Priya' });
    expect(schema.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Required');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('answers what zod and form resolvers ask of a schema', () => {
    const schema = lazySchema(() => z.object({ name: z.string(), age: z.number().optional() }));
    expect(schema instanceof z.ZodObject).toBe(true);
    expect('_zod' in schema).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['name', 'age']);
    // Composed into, derived from and nested in other schemas.
    const wider = schema.extend({ email: z.email() });
    expect(wider.safeParse({ name: 'A', email: 'nope' }).success).toBe(false);
    const list = z.array(schema).min(1);
    expect(list.parse([{ name: 'A' }])).toEqual([{ name: 'A' }]);
    expect(schema.optional().parse(undefined)).toBeUndefined();
  });

  it('stands for an object of schemas spread into another', () => {
    const fields = lazySchema(() => ({ city: z.string().min(1), zip: z.string().regex(/^\d{5}$/) }));
    const address = z.object({ ...fields, country: z.string() });
    expect(address.safeParse({ city: 'Austin', zip: '7870', country: 'US' }).success).toBe(false);
    expect(address.parse({ city: 'Austin', zip: '78701', country: 'US' }).zip).toBe('78701');
  });
});

describe('the domain package', () => {
  it('builds no schema when it is imported (each page builds only those it uses, when it uses them)', async () => {
    vi.resetModules();
    const built = await schemasBuiltDuring(() => import('./index.ts'));
    expect(built).toBe(0);
  });
});
