import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, type PDFDocument, type PDFObject } from '@cantoo/pdf-lib';

/**
 * The structure-tree keys (StructParents of the pages, StructParent of their annotations) of the pages a form keeps,
 * read before the other pages are removed: the parent tree keeps these entries only.
 */
export function structureKeysOf(doc: PDFDocument, pages: readonly number[]): Set<number> {
  const keys = new Set<number>();
  const keyOf = (dict: PDFDict, name: string) => {
    const value = dict.lookup(PDFName.of(name));
    if (value instanceof PDFNumber) keys.add(value.asNumber());
  };
  for (const index of pages) {
    const page = doc.getPage(index).node;
    keyOf(page, 'StructParents');
    for (const annot of page.Annots()?.asArray() ?? []) {
      const dict = annot instanceof PDFRef ? doc.context.lookup(annot) : annot;
      if (dict instanceof PDFDict) keyOf(dict, 'StructParent');
    }
  }
  return keys;
}

/**
 * After pages were removed: drops the structure elements (the tagged PDF's reading order for screen readers) of
 * those pages, so the kept pages stay tagged and the removed pages' 1.5 MB of elements leave the file. An element
 * goes when its page (/Pg) or its annotation (/Obj) no longer exists, or when all its children went; the parent
 * tree keeps the kept pages' keys (`keptKeys`), the ID tree the kept elements.
 */
export function pruneStructureTree(doc: PDFDocument, keptKeys: ReadonlySet<number>): void {
  const root = doc.catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict);
  if (!root) return;
  const { context } = doc;
  const gone = (value: PDFObject | undefined) => value instanceof PDFRef && context.lookup(value) === undefined;
  const kept = new Set<PDFDict>();

  /** Whether a kid (an element, a marked-content number or reference, an object reference) stays. */
  const keep = (kid: PDFObject): boolean => {
    const dict = kid instanceof PDFRef ? context.lookup(kid) : kid;
    if (!(dict instanceof PDFDict)) return !(kid instanceof PDFRef); // an MCID, or a reference to nothing
    if (gone(dict.get(PDFName.of('Pg'))) || gone(dict.get(PDFName.of('Obj')))) return false;
    const children = dict.lookup(PDFName.of('K'));
    if (children instanceof PDFArray) {
      const before = children.size();
      const left = children.asArray().filter(keep);
      if (before > 0 && left.length === 0) return false;
      dict.set(PDFName.of('K'), context.obj(left));
    } else if (children !== undefined && !keep(dict.get(PDFName.of('K'))!)) {
      return false;
    }
    kept.add(dict);
    return true;
  };
  const top = root.get(PDFName.of('K'));
  if (top) {
    const topDict = top instanceof PDFRef ? context.lookup(top) : top;
    if (topDict instanceof PDFArray) root.set(PDFName.of('K'), context.obj(topDict.asArray().filter(keep)));
    else if (!keep(top)) root.delete(PDFName.of('K'));
  }

  const parentTree = root.lookupMaybe(PDFName.of('ParentTree'), PDFDict);
  if (parentTree) {
    const pairs = treeLeaves(doc, parentTree, 'Nums').filter(([key]) => key instanceof PDFNumber && keptKeys.has(key.asNumber()));
    root.set(PDFName.of('ParentTree'), context.obj({ Nums: pairs.flat() }));
  }
  const idTree = root.lookupMaybe(PDFName.of('IDTree'), PDFDict);
  if (idTree) {
    const pairs = treeLeaves(doc, idTree, 'Names').filter(([, value]) => {
      const element = value instanceof PDFRef ? context.lookup(value) : value;
      return element instanceof PDFDict && kept.has(element);
    });
    root.set(PDFName.of('IDTree'), context.obj({ Names: pairs.flat() }));
  }
}

/** The key–value pairs of a number or name tree, in order (its /Kids walked down to its /Nums or /Names). */
function treeLeaves(doc: PDFDocument, node: PDFDict, leafKey: 'Nums' | 'Names'): Array<[PDFObject, PDFObject]> {
  const leaves = node.lookup(PDFName.of(leafKey));
  if (leaves instanceof PDFArray) {
    const items = leaves.asArray();
    return Array.from({ length: Math.floor(items.length / 2) }, (_, i) => [items[2 * i]!, items[2 * i + 1]!]);
  }
  const kids = node.lookup(PDFName.of('Kids'));
  if (!(kids instanceof PDFArray)) return [];
  return kids.asArray().flatMap((kid) => {
    const child = kid instanceof PDFRef ? doc.context.lookup(kid) : kid;
    return child instanceof PDFDict ? treeLeaves(doc, child, leafKey) : [];
  });
}
