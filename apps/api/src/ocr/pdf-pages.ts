import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Pages of a scan worth reading: an identity document's data page is the first or the second. */
const MAX_PAGES = 2;
/** A page's longer side in pixels: an A4 scan's zone then has characters about 25 px wide. */
const RENDER_SIDE = 2400;

type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

export class UnreadablePdfError extends Error {
  constructor() {
    super('The PDF cannot be rendered');
    this.name = 'UnreadablePdfError';
  }
}

/**
 * Renders the first pages of a PDF scan to PNG images with pdf.js (scripts
 * off, no system fonts) onto @napi-rs/canvas.
 */
export async function renderPdfPages(bytes: Buffer, maxPages = MAX_PAGES): Promise<Buffer[]> {
  // A copy: pdf.js transfers (detaches) the buffer it is given.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise.catch(() => {
      throw new UnreadablePdfError();
    });
    const images: Buffer[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number += 1) {
      const page = await pdf.getPage(number);
      const unscaled = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: RENDER_SIDE / Math.max(unscaled.width, unscaled.height) });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      // pdf.js draws on any canvas with the DOM's 2D API, which @napi-rs/canvas implements.
      await page.render({ canvas: canvas as unknown as RenderCanvas, viewport, background: '#ffffff' }).promise;
      images.push(canvas.toBuffer('image/png'));
      page.cleanup();
    }
    if (images.length === 0) throw new UnreadablePdfError();
    return images;
  } finally {
    await task.destroy();
  }
}
