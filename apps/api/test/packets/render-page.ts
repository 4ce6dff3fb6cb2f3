import { createCanvas } from '@napi-rs/canvas';
import { getDocument, Util, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

export interface RenderedPage {
  width: number;
  height: number;
  /** RGBA, rows from the top of the page as a viewer shows it (its /Rotate applied). */
  pixels: Uint8ClampedArray;
  /** Text items where a viewer shows them: x from the left, y of the baseline from the top, and upright or not. */
  texts: Array<{ str: string; x: number; y: number; upright: boolean }>;
}

/** One page as a PDF viewer shows it (pdf.js onto @napi-rs/canvas, as the OCR's pdf-pages.ts renders). */
export async function renderPage(bytes: Uint8Array, pageNumber: number, scale = 0.5): Promise<RenderedPage> {
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const page = await (await task.promise).getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const width = Math.ceil(viewport.width);
    const height = Math.ceil(viewport.height);
    const canvas = createCanvas(width, height);
    await page.render({ canvas: canvas as unknown as RenderCanvas, viewport, background: '#ffffff' }).promise;
    const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    const content = await page.getTextContent();
    const texts = content.items.flatMap((item) => {
      if (!('str' in item) || item.str.trim() === '') return [];
      const [a, b, , , x, y] = Util.transform(viewport.transform, item.transform) as number[];
      return [{ str: item.str, x: x!, y: y!, upright: a! > 0 && Math.abs(b!) < 1e-6 }];
    });
    return { width, height, pixels, texts };
  } finally {
    await task.destroy();
  }
}

/** The pixel's colour at (x, y) from the top left. */
export function colourAt(page: RenderedPage, x: number, y: number): [number, number, number] {
  const offset = (Math.round(y) * page.width + Math.round(x)) * 4;
  return [page.pixels[offset]!, page.pixels[offset + 1]!, page.pixels[offset + 2]!];
}

/** The bounding box of the page's non-white pixels above `maxY` (the Bates band below it is left out). */
export function inkBox(page: RenderedPage, maxY: number) {
  let [left, top, right, bottom] = [page.width, page.height, -1, -1];
  for (let y = 0; y < Math.min(maxY, page.height); y++) {
    for (let x = 0; x < page.width; x++) {
      const offset = (y * page.width + x) * 4;
      if (page.pixels[offset]! > 240 && page.pixels[offset + 1]! > 240 && page.pixels[offset + 2]! > 240) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}
