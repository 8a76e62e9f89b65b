import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alignment, Content, DocumentDefinition, Pdfmake } from './pdfmake-types.ts';
import type { Agreement } from '@kc/domain/purchase-orders/agreement';

// The Roboto files that ship with pdfmake: the only files the renderer may read, and it may fetch no URL at all, so an
// order's text can never make the server read a local file or call out (decision 0060).
const require = createRequire(import.meta.url);
// pdfmake is CommonJS and ships no types of its own: loaded with require, typed by pdfmake-types.ts.
const pdfmake = require('pdfmake') as Pdfmake;
const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONTS = {
  Roboto: {
    normal: join(fontDir, 'Roboto-Regular.ttf'),
    bold: join(fontDir, 'Roboto-Medium.ttf'),
    italics: join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
};
const FONT_FILES = new Set(Object.values(FONTS.Roboto));
pdfmake.setFonts(FONTS);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

const GREY = '#5f6b7a';
type CellStyle = { bold?: boolean; alignment?: Alignment; color?: string; fillColor?: string };
const cell = (text: string, extra: CellStyle = {}): Content => ({ text, ...extra });

const fieldsTable = (fields: Agreement['sections'][number]['fields']): Content => ({
  table: {
    widths: [110, '*'],
    body: fields.map((f) => [cell(f.label, { color: GREY }), cell(f.value)]),
  },
  layout: 'noBorders',
  margin: [0, 0, 0, 6],
});

/** The agreement as a pdfmake document: the same model the screen shows (packages/domain agreement.ts). */
export function agreementDocument(a: Agreement): DocumentDefinition {
  const sections: Content[] = a.sections.map((s) => ({
    stack: [{ text: s.title, style: 'section' }, fieldsTable(s.fields)],
    unbreakable: true,
  }));
  const lines: Content[][] = [
    ['Qty', 'Product', 'Description', 'Note', 'Unit price', 'Amount'].map((h, i) =>
      cell(h, { bold: true, alignment: i === 0 || i >= 4 ? 'right' : 'left', fillColor: '#eef1f4' }),
    ),
    ...a.lines.map((l) => [
      cell(l.quantity, { alignment: 'right' }),
      cell(l.product),
      cell(l.description),
      cell(l.note),
      cell(l.unitPrice, { alignment: 'right' }),
      cell(l.amount, { alignment: 'right' }),
    ]),
  ];
  const totals: Content[][] = a.totals.map((t, i) => [
    cell(t.label, { alignment: 'right', bold: i === a.totals.length - 1 }),
    cell(t.value, { alignment: 'right', bold: i === a.totals.length - 1 }),
  ]);
  const signature = (s: Agreement['signatures'][number]): Content => ({
    stack: [
      { text: `${s.party}: ${s.name}`, bold: true, margin: [0, 0, 0, 8] },
      ...s.fields.map((f): Content => ({
        columns: [
          { text: f, width: 80, color: GREY },
          {
            canvas: [{ type: 'line', x1: 0, y1: 12, x2: 150, y2: 12, lineWidth: 0.7 }],
            width: '*',
          },
        ],
        margin: [0, 0, 0, 10],
      })),
    ],
  });
  return {
    info: { title: `${a.title} — ${a.reference}`, author: a.provider.name },
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 48],
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 16, bold: true },
      section: { fontSize: 10, bold: true, margin: [0, 6, 0, 3] },
    },
    footer: (page, pages) => ({
      text: `${a.reference} — page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: GREY,
    }),
    content: [
      {
        columns: [
          {
            stack: [
              { text: a.title, style: 'title' },
              { text: a.reference, fontSize: 11, margin: [0, 2, 0, 0] },
            ],
          },
          {
            stack: [{ text: a.provider.name, bold: true }, a.provider.address, a.provider.phone],
            alignment: 'right',
          },
        ],
        margin: [0, 0, 0, 10],
      },
      { columns: [sections.filter((_, i) => i % 2 === 0), sections.filter((_, i) => i % 2 === 1)], columnGap: 20 },
      { text: 'Items', style: 'section' },
      {
        table: { headerRows: 1, widths: [28, 80, '*', 80, 62, 62], body: lines, dontBreakRows: true },
        layout: 'lightHorizontalLines',
      },
      {
        table: { widths: ['*', 80], body: totals },
        layout: 'noBorders',
        margin: [0, 6, 0, 0],
      },
      ...(a.notes.length
        ? [
            { text: 'Notes', style: 'section' } as Content,
            { ul: a.notes.map((n) => `${n.label}: ${n.value}`) } as Content,
          ]
        : []),
      { text: 'Terms', style: 'section', margin: [0, 12, 0, 3] },
      {
        ol: a.terms.map((t): Content => ({
          text: [{ text: `${t.title}. `, bold: true }, t.text],
          margin: [0, 0, 0, 3],
        })),
      },
      {
        columns: a.signatures.map(signature),
        columnGap: 30,
        margin: [0, 24, 0, 0],
        unbreakable: true,
      },
    ],
  };
}

/** Renders the agreement to PDF bytes. */
export async function renderAgreementPdf(a: Agreement): Promise<Buffer> {
  return pdfmake.createPdf(agreementDocument(a)).getBuffer();
}
