import { deflateSync } from 'node:zlib';
import { PAGE_OBJECTS } from './raw-pdf.ts';

/**
 * PDFs shaped like the hostile files of the public corpus that passed inspection (issue 29): PDF 1.5
 * files whose objects live in compressed object streams reached only through a cross-reference
 * stream, names spelled with `#xx` escapes of any letter, filter chains, and incremental updates that
 * append such a section. Written byte by byte: no library writes these shapes on purpose.
 */
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A filter of a stream's chain, applied in reverse order when encoding (the first listed is decoded first). */
export type Filter = 'FlateDecode' | 'ASCIIHexDecode' | 'ASCII85Decode' | 'RunLengthDecode';

export function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let index = 0; index < data.length; index += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, index, Math.min(index + 4, data.length));
    const used = Math.min(4, data.length - index);
    let value = chunk.readUInt32BE(0);
    if (used === 4 && value === 0) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, used + 1).join('');
  }
  return latin1(`${out}~>`);
}

function runLength(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let index = 0; index < data.length; index += 128) {
    const chunk = data.subarray(index, index + 128);
    parts.push(Buffer.from([chunk.length - 1]), chunk);
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

const ENCODERS: Record<Filter, (data: Buffer) => Buffer> = {
  FlateDecode: (data) => deflateSync(data),
  ASCIIHexDecode: (data) => latin1(`${data.toString('hex')}>`),
  ASCII85Decode: ascii85,
  RunLengthDecode: runLength,
};

/** The data encoded through the chain, and the /Filter entry naming it. */
export function encodeChain(data: Buffer, filters: readonly Filter[]): { data: Buffer; filter: string } {
  let encoded = data;
  for (const filter of [...filters].reverse()) encoded = ENCODERS[filter](encoded);
  if (filters.length === 0) return { data: encoded, filter: '' };
  const filter = filters.length === 1 ? `/Filter /${filters[0]}` : `/Filter [${filters.map((f) => `/${f}`).join(' ')}]`;
  return { data: encoded, filter };
}

export interface ObjectStreamSpec {
  /** The object stream's own number. */
  number: number;
  objects: ReadonlyArray<readonly [number, string]>;
  filters: readonly Filter[];
  /** How the dictionary spells /Type /ObjStm (escaped names are the point of some files). */
  typeName?: string;
}

export interface XrefStreamPdfSpec {
  /** Objects written plainly, by number. */
  plain: ReadonlyArray<readonly [number, string]>;
  objectStreams: readonly ObjectStreamSpec[];
  root: number;
}

/**
 * A PDF 1.5 file: plain objects, object streams and one cross-reference stream (no xref table), with
 * every object of an object stream reachable only through the stream's type-2 entries. `previous`
 * makes it an incremental update of that file (its bytes come first, /Prev points at its xref).
 */
export function xrefStreamPdf(spec: XrefStreamPdfSpec, previous?: Buffer): Buffer {
  const parts: Buffer[] = [previous ?? latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const entries = new Map<number, [type: number, field2: number, field3: number]>();
  const push = (bytes: Buffer) => {
    parts.push(bytes);
    length += bytes.length;
  };
  for (const [number, body] of spec.plain) {
    entries.set(number, [1, length, 0]);
    push(latin1(`${number} 0 obj\n${body}\nendobj\n`));
  }
  for (const stream of spec.objectStreams) {
    let offset = 0;
    const header: string[] = [];
    stream.objects.forEach(([number, body], index) => {
      header.push(`${number} ${offset}`);
      offset += body.length + 1;
      entries.set(number, [2, stream.number, index]);
    });
    const head = `${header.join(' ')}\n`;
    const content = latin1(head + stream.objects.map(([, body]) => `${body}\n`).join(''));
    const { data, filter } = encodeChain(content, stream.filters);
    entries.set(stream.number, [1, length, 0]);
    push(
      Buffer.concat([
        latin1(
          `${stream.number} 0 obj\n<< ${stream.typeName ?? '/Type /ObjStm'} /N ${stream.objects.length} /First ${head.length} ${filter} /Length ${data.length} >>\nstream\n`,
        ),
        data,
        latin1('\nendstream\nendobj\n'),
      ]),
    );
  }
  const previousXref = previous ? /startxref\s+(\d+)\s+%%EOF\s*$/.exec(previous.toString('latin1'))?.[1] : undefined;
  const previousSize = previous ? Number(/\/Size\s+(\d+)/.exec(previous.toString('latin1'))?.[1] ?? 0) : 0;
  const xrefNumber = Math.max(previousSize - 1, ...entries.keys()) + 1;
  entries.set(xrefNumber, [1, length, 0]);
  const numbers = [...entries.keys()].sort((a, b) => a - b);
  const rows = numbers.map((number) => {
    const [type, field2, field3] = entries.get(number)!;
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(field2, 1);
    row.writeUInt16BE(field3, 5);
    return row;
  });
  const index = numbers.map((number) => `${number} 1`).join(' ');
  const table = deflateSync(Buffer.concat(rows));
  const prev = previousXref ? ` /Prev ${previousXref}` : '';
  const xrefAt = length;
  push(
    Buffer.concat([
      latin1(
        `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /Index [${index}] /W [1 4 2] /Root ${spec.root} 0 R${prev} /Filter /FlateDecode /Length ${table.length} >>\nstream\n`,
      ),
      table,
      latin1(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`),
    ]),
  );
  return Buffer.concat(parts);
}

/** The page tree of raw-pdf.ts as numbered objects 1–5; the catalog gets `catalogExtra`. */
export function pageObjects(catalogExtra = '', pageExtra = ''): Array<[number, string]> {
  const content = 'BT /F1 14 Tf 20 100 Td (Evidence) Tj ET';
  return [
    [1, PAGE_OBJECTS.catalog(catalogExtra)],
    [2, PAGE_OBJECTS.pages],
    [3, PAGE_OBJECTS.page(pageExtra)],
    [4, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    [5, PAGE_OBJECTS.font],
  ];
}

const SCRIPT = '(app.alert\\(document.cookie\\))';

/**
 * The evasive shapes, each with the reason the service must give. Every one opens in a viewer and
 * would run its script (or launch) there.
 */
export const EVASIVE_PDFS: ReadonlyArray<{ label: string; make: () => Buffer; reason: RegExp }> = [
  {
    label: '/J#61vaScript and /#4A#53 (upper-case escapes of other letters)',
    make: () =>
      xrefStreamPdf({
        plain: [...pageObjects('/OpenAction 6 0 R'), [6, `<< /S /J#61vaScript /#4A#53 ${SCRIPT} >>`]],
        objectStreams: [],
        root: 1,
      }),
    reason: /JavaScript/,
  },
  {
    label: 'every letter of /JavaScript escaped',
    make: () =>
      xrefStreamPdf({
        plain: [...pageObjects('/OpenAction 6 0 R'), [6, `<< /S /#4a#61#76#61#53#63#72#69#70#74 /#4A#53 ${SCRIPT} >>`]],
        objectStreams: [],
        root: 1,
      }),
    reason: /JavaScript/,
  },
  {
    label: 'an OpenAction pointing into a FlateDecode object stream reached through an xref stream',
    make: () =>
      xrefStreamPdf({
        plain: pageObjects('/OpenAction 7 0 R'),
        objectStreams: [{ number: 6, objects: [[7, `<< /S /JavaScript /JS ${SCRIPT} >>`]], filters: ['FlateDecode'] }],
        root: 1,
      }),
    reason: /JavaScript/,
  },
  {
    label: 'the catalog and its action inside an object stream with [/ASCII85Decode /FlateDecode]',
    make: () =>
      xrefStreamPdf({
        plain: pageObjects().slice(1),
        objectStreams: [
          {
            number: 6,
            objects: [
              [1, PAGE_OBJECTS.catalog('/OpenAction 7 0 R')],
              [7, `<< /S /Java#53cript /J#53 ${SCRIPT} >>`],
            ],
            filters: ['ASCII85Decode', 'FlateDecode'],
          },
        ],
        root: 1,
      }),
    reason: /JavaScript/,
  },
  {
    label: 'a page /AA action in an object stream with [/ASCIIHexDecode /FlateDecode] and an escaped /Type',
    make: () =>
      xrefStreamPdf({
        plain: [pageObjects()[0]!, pageObjects()[1]!, pageObjects()[3]!, pageObjects()[4]!],
        objectStreams: [
          {
            number: 6,
            typeName: '/#54ype /Obj#53tm',
            objects: [
              [3, PAGE_OBJECTS.page('/AA << /O 7 0 R >>')],
              [7, `<< /S /#4Aava#53cript /#4a#53 ${SCRIPT} >>`],
            ],
            filters: ['ASCIIHexDecode', 'FlateDecode'],
          },
        ],
        root: 1,
      }),
    reason: /JavaScript/,
  },
  {
    label: '/JS as a hex string inside a RunLength + Flate object stream',
    make: () =>
      xrefStreamPdf({
        plain: pageObjects('/OpenAction 7 0 R'),
        objectStreams: [
          {
            number: 6,
            objects: [[7, `<< /S /Jav#61Script /JS <${Buffer.from('app.alert(1)').toString('hex')}> >>`]],
            filters: ['RunLengthDecode', 'FlateDecode'],
          },
        ],
        root: 1,
      }),
    reason: /JavaScript/,
  },
  {
    label: '/JS as a stream, the action in an object stream',
    make: () => {
      const script = encodeChain(latin1('app.launchURL("https://attacker.example/")'), ['ASCII85Decode', 'FlateDecode']);
      return xrefStreamPdf({
        plain: [
          ...pageObjects('/OpenAction 7 0 R'),
          [8, `<< ${script.filter} /Length ${script.data.length} >>\nstream\n${script.data.toString('latin1')}\nendstream`],
        ],
        objectStreams: [{ number: 6, objects: [[7, '<< /S /Java#53cript /#4A#53 8 0 R >>']], filters: ['FlateDecode'] }],
        root: 1,
      });
    },
    reason: /JavaScript/,
  },
  {
    label: 'an incremental update appending an object stream that replaces the catalog with an OpenAction',
    make: () => {
      const original = xrefStreamPdf({ plain: pageObjects(), objectStreams: [], root: 1 });
      return xrefStreamPdf(
        {
          plain: [],
          objectStreams: [
            {
              number: 7,
              objects: [
                [1, PAGE_OBJECTS.catalog('/OpenAction 8 0 R')],
                [8, `<< /S /#4A#61vaScript /JS ${SCRIPT} >>`],
              ],
              filters: ['ASCII85Decode', 'FlateDecode'],
            },
          ],
          root: 1,
        },
        original,
      );
    },
    reason: /JavaScript/,
  },
  {
    label: 'a launch action shadowed by a later harmless object of the same number the xref skips',
    make: () => {
      // The xref stream points at the first object 6 (the launch); a parser that keeps the last copy
      // of a number sees only the harmless one written after it.
      const file = xrefStreamPdf({
        plain: [...pageObjects('/OpenAction 6 0 R'), [6, '<< /S /L#61unch /Win << /F (cmd.exe) >> >>']],
        objectStreams: [],
        root: 1,
      });
      const text = file.toString('latin1');
      const at = text.lastIndexOf('startxref');
      return Buffer.concat([
        file.subarray(0, at),
        latin1('6 0 obj\n<< /S /GoTo /D [3 0 R /Fit] >>\nendobj\n'),
        file.subarray(at),
      ]);
    },
    reason: /launch/,
  },
];
