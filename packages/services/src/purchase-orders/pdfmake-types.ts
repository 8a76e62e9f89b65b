// The part of pdfmake 0.3's server API the agreement uses. Written here rather than taken from @types/pdfmake, whose
// declarations pull the DOM library into every program that imports the services (decision 0060).
type Alignment = 'left' | 'right' | 'center' | 'justify';
type Margins = number | [number, number] | [number, number, number, number];
interface Style {
  bold?: boolean;
  italics?: boolean;
  fontSize?: number;
  color?: string;
  fillColor?: string;
  alignment?: Alignment;
  margin?: Margins;
  lineHeight?: number;
  font?: string;
}
type Content =
  | string
  | Content[]
  | (Style & {
      text?: Content;
      stack?: Content[];
      columns?: (Content & { width?: number | string })[];
      columnGap?: number;
      ul?: Content[];
      ol?: Content[];
      table?: { headerRows?: number; widths?: (number | string)[]; body: Content[][]; dontBreakRows?: boolean };
      layout?: 'noBorders' | 'lightHorizontalLines' | 'headerLineOnly';
      canvas?: { type: 'line'; x1: number; y1: number; x2: number; y2: number; lineWidth?: number }[];
      width?: number | string;
      style?: string;
      unbreakable?: boolean;
    });
interface DocumentDefinition {
  info?: { title?: string; author?: string };
  pageSize?: 'LETTER' | 'A4';
  pageMargins?: Margins;
  defaultStyle?: Style;
  styles?: Record<string, Style>;
  footer?: (page: number, pages: number) => Content;
  content: Content[];
}
interface Pdfmake {
  setFonts(fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(doc: DocumentDefinition): { getBuffer(): Promise<Buffer> };
}
export type { Alignment, Content, DocumentDefinition, Pdfmake };
