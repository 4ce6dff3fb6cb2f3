/**
 * One file of the hostile-file corpus (issue 18): a refused file must get its status and a message
 * that starts with its name; an accepted one is stored in a harmless form (checked by the test that
 * uploads it).
 */
export interface CorpusEntry {
  category: string;
  label: string;
  name: string;
  /** The MIME type the browser claims. */
  type: string;
  make: () => Buffer | Promise<Buffer>;
  expected: { status: number; message: RegExp } | 'stored';
}

export const refused = (status: number, message: RegExp) => ({ status, message });
