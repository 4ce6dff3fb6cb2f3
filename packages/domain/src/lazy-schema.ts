/**
 * A schema (or an object holding schemas: a contract, a map of schemas by key) built the first time it is used,
 * not when its module loads (issue 35).
 *
 * Building a zod schema costs microseconds, and this package declares hundreds of them at the top level of its
 * modules: a browser that loads the web app built every one of them while evaluating its first chunks, in the
 * long task that holds a phone's first screen (about two thirds of that task on the petition page). Wrapped, a
 * schema costs nothing until a form, a request or a test first reads it, and each page builds only the ones
 * it uses.
 *
 * The wrapper is a Proxy that stands for the schema in every way zod and its callers look at one: properties and
 * methods (`parse`, `shape`, `extend`, …), `in` (zod's own checks, the form resolver's `'_zod' in schema`),
 * `instanceof z.ZodObject` (zod answers that from `_zod.traits`) and keys. Schemas nested in another wrapped
 * schema are built when the outer one is.
 */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => (built ??= build());
  return new Proxy({} as Schema, {
    get: (_target, key): unknown => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may report a property only as configurable, since its own target ({}) does not hold it.
      return descriptor ? { ...descriptor, configurable: true } : undefined;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
  });
}
