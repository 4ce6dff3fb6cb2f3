import { getDocument, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A text item's box where a viewer shows it, in points from the page's top left. */
export interface TextBox {
  str: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PageBoxes {
  width: number;
  height: number;
  boxes: TextBox[];
}

/**
 * Every page's text items as boxes, as pdf.js extracts them: from the baseline up by the font's size and down
 * by a quarter of it (descenders), as wide as pdf.js measures the run. Upright text only (the packets these
 * tests build have no turned pages).
 */
export async function textBoxes(bytes: Uint8Array): Promise<PageBoxes[]> {
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const pdf = await task.promise;
    const pages: PageBoxes[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const boxes = content.items.flatMap((item) => {
        if (!('str' in item) || item.str.trim() === '') return [];
        const [, , , d, x, y] = Util.transform(viewport.transform, item.transform) as number[];
        const size = Math.abs(d!) || item.height;
        return [{ str: item.str, left: x!, top: y! - size, right: x! + item.width, bottom: y! + size / 4 }];
      });
      pages.push({ width: viewport.width, height: viewport.height, boxes });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

export function intersects(a: TextBox, b: TextBox): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
