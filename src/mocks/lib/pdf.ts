/**
 * A small hand-written PDF 1.4 writer: A4 pages of text in Helvetica (regular and bold) with
 * the WinAnsi encoding, so Portuguese accents print. The file is built as a string of 8-bit
 * characters (every byte one character), so the xref offsets are plain string positions.
 */

export interface PdfLine {
  text: string;
  /** Font size in points; 10 by default. */
  size?: number;
  bold?: boolean;
  /** A label printed in bold before the text, which then starts at the value column. */
  label?: string;
  /** Extra space above the line, in points. */
  gapBefore?: number;
  /** Draws a thin rule under the line. */
  rule?: boolean;
}

export interface PdfDocument {
  /** The document title (Info dictionary). */
  title: string;
  lines: readonly PdfLine[];
  /** For the Info dictionary's CreationDate. */
  createdAt: Date;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const VALUE_COLUMN = 200;
const LINE_FACTOR = 1.45;

/** WinAnsi (cp1252) bytes 0x80-0x9F; 0xA0-0xFF are the same as Latin-1. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Helvetica advance widths (1/1000 em) of the printable ASCII characters, from its AFM. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584,
  556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278,
  469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260,
  334, 584,
] as const;

/** The WinAnsi byte of one character; '?' for what the encoding cannot show. */
function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code === 0x09 || code === 0x0a || code === 0x0d) return 0x20;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[char] ?? 0x3f;
}

/** A PDF string literal in WinAnsi: delimiters escaped, bytes over 0x7F as octal escapes (the file stays ASCII). */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text.normalize('NFC')) {
    const byte = winAnsiByte(char);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x80) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** Approximate width in points (accented letters as their base letter; bold a little wider). */
function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const char of text.normalize('NFD').replace(/\p{M}/gu, '')) {
    const code = char.codePointAt(0) ?? 0;
    units += HELVETICA_WIDTHS[code - 0x20] ?? 556;
  }
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

/** Breaks a text into lines no wider than `width` (a word longer than that is cut). */
function wrap(text: string, width: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size, bold) <= width || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

function textAt(x: number, y: number, font: 'F1' | 'F2', size: number, text: string): string {
  return `BT /${font} ${size} Tf 1 0 0 1 ${x} ${y.toFixed(2)} Tm ${pdfString(text)} Tj ET\n`;
}

/**
 * The content stream of each page: a line that does not fit goes on to a new page. Several pages
 * are numbered at their foot; a single page is left as it always was.
 */
function contentStreams(lines: readonly PdfLine[]): string[] {
  const pages: string[] = [];
  let content = '0 g\n';
  let y = PAGE_HEIGHT - MARGIN;
  const advance = (by: number): void => {
    y -= by;
    if (y >= MARGIN) return;
    pages.push(content);
    content = '0 g\n';
    y = PAGE_HEIGHT - MARGIN - by;
  };
  for (const line of lines) {
    const size = line.size ?? 10;
    const bold = line.bold ?? false;
    const x = line.label === undefined ? MARGIN : VALUE_COLUMN;
    const parts = wrap(line.text, PAGE_WIDTH - MARGIN - x, size, bold);
    y -= line.gapBefore ?? 0;
    for (const [index, part] of parts.entries()) {
      advance(size * LINE_FACTOR);
      if (index === 0 && line.label !== undefined) content += textAt(MARGIN, y, 'F2', size, line.label);
      content += textAt(x, y, bold ? 'F2' : 'F1', size, part);
    }
    if (line.rule) {
      y -= 6;
      content += `0.6 w ${MARGIN} ${y.toFixed(2)} m ${PAGE_WIDTH - MARGIN} ${y.toFixed(2)} l S\n`;
    }
  }
  pages.push(content);
  if (pages.length === 1) return pages;
  return pages.map((page, index) => `${page}${textAt(MARGIN, MARGIN / 2, 'F1', 8, `Página ${index + 1} de ${pages.length}`)}`);
}

/** 'D:20250615120000Z' */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

const pageObject = (content: number): string =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${content} 0 R >>`;
const streamObject = (content: string): string => `<< /Length ${content.length} >>\nstream\n${content}endstream`;

/**
 * The whole file as 8-bit characters. Objects 1 to 7 are the catalog, the page tree, the first
 * page, the two fonts, its content and the Info dictionary; each further page and its content follow.
 */
function pdfText(document: PdfDocument): string {
  const [first = '', ...others] = contentStreams(document.lines);
  const kids = [3, ...others.map((_, index) => 8 + index * 2)];
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`,
    pageObject(6),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    streamObject(first),
    `<< /Title ${pdfString(document.title)} /Producer ${pdfString('Painel (demonstração)')} /CreationDate ${pdfString(pdfDate(document.createdAt))} >>`,
    ...others.flatMap((content, index) => [pageObject(9 + index * 2), streamObject(content)]),
  ];
  // The second line's bytes over 0x7F tell transfer tools the file is binary.
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return file;
}

/** The PDF file's bytes. */
export function pdfBytes(document: PdfDocument): Uint8Array<ArrayBuffer> {
  const text = pdfText(document);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index) & 0xff;
  return bytes;
}
