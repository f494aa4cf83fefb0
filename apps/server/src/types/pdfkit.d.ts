// The part of pdfkit 0.20 that Zaino uses (the package ships no types; DESIGN.md §1 pins no
// @types/pdfkit). Extend it when a document needs more.
declare module 'pdfkit' {
  import { Readable } from 'node:stream';

  interface PDFDocumentOptions {
    size?: string | [number, number];
    layout?: 'portrait' | 'landscape';
    margin?: number;
    compress?: boolean;
    lang?: string;
    bufferPages?: boolean;
    info?: {
      Title?: string;
      Author?: string;
      Subject?: string;
      Creator?: string;
      Producer?: string;
      CreationDate?: Date;
    };
  }

  interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    continued?: boolean;
    lineGap?: number;
    lineBreak?: boolean;
    ellipsis?: boolean | string;
  }

  export default class PDFDocument extends Readable {
    constructor(options?: PDFDocumentOptions);
    x: number;
    y: number;
    page: {
      width: number;
      height: number;
      margins: { top: number; bottom: number; left: number; right: number };
    };
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    rect(x: number, y: number, w: number, h: number): this;
    fill(color?: string): this;
    link(x: number, y: number, w: number, h: number, url: string): this;
    addPage(options?: PDFDocumentOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    end(): void;
  }
}
