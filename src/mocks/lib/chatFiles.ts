import type { ChatAttachment, ChatMessage, Patient } from '../types';
import { brazilianDateTime } from './evolution';
import { pdfBytes } from './pdf';
import type { PdfLine } from './pdf';
import { pngBytes } from './png';
import type { Rgb } from './png';

/**
 * The files of the chats' attachments, made on request from what the message says: small real
 * PDFs (an exam, a prescription, guidance) and PNG pictures (a photo, an image of an exam).
 */
export const CONTENT_TYPES: Readonly<Record<ChatAttachment['FileType'], string>> = { pdf: 'application/pdf', png: 'image/png' };
const IMAGE_WIDTH = 160;
const IMAGE_HEIGHT = 120;

/** 'hemograma-2025-05-03.pdf' -> 'hemograma'. */
const baseName = (name: string): string => name.replace(/-\d{4}-\d{2}-\d{2}\.\w+$/, '');

const documents: Readonly<Record<string, { title: string; lines: readonly string[] }>> = {
  hemograma: {
    title: 'Hemograma completo',
    lines: ['Hemoglobina: 11,8 g/dL (ref. 12,0 a 16,0)', 'Leucócitos: 3.200/mm³ (ref. 4.000 a 11.000)', 'Neutrófilos: 1.650/mm³', 'Plaquetas: 182.000/mm³'],
  },
  'receita-ondansetrona': { title: 'Receituário', lines: ['Ondansetrona 8 mg, 30 comprimidos.', 'Tomar 1 comprimido de 8 em 8 horas em caso de náusea.'] },
  'receita-gel-bucal': { title: 'Receituário', lines: ['Lidocaína gel 2%, 1 bisnaga.', 'Aplicar nas lesões da boca antes das refeições.'] },
  'orientacoes-nauseas': {
    title: 'Orientações para náuseas',
    lines: ['Faça refeições pequenas e frequentes.', 'Prefira alimentos frios ou em temperatura ambiente.', 'Beba líquidos aos poucos, entre as refeições.'],
  },
  'laudo-tomografia': {
    title: 'Tomografia computadorizada de tórax e abdome',
    lines: ['Técnica: aquisição helicoidal com contraste endovenoso.', 'Impressão: redução das lesões descritas no exame anterior.'],
  },
  'guia-alimentacao': {
    title: 'Guia de alimentação durante o tratamento',
    lines: ['Lave bem frutas e verduras.', 'Evite carnes e ovos crus ou malpassados.', 'Mantenha-se hidratado: 2 litros de líquidos por dia.'],
  },
  'atestado-medico': { title: 'Atestado médico', lines: ['Atesto, para os devidos fins, que o paciente esteve em tratamento quimioterápico nesta data.'] },
};

function attachmentPdf(attachment: ChatAttachment, message: ChatMessage, patient: Patient): Uint8Array<ArrayBuffer> {
  const document = documents[baseName(attachment.Name)] ?? { title: attachment.Name, lines: [message.Message] };
  const lines: PdfLine[] = [
    { text: document.title, size: 16, bold: true, rule: true },
    { label: 'Paciente:', text: patient.Name, gapBefore: 10 },
    { label: 'Data:', text: brazilianDateTime(message.DateAndTime) },
    { label: 'Enviado por:', text: message.SenderName },
    ...document.lines.map((text, index): PdfLine => ({ text, gapBefore: index === 0 ? 12 : 0 })),
    { text: 'Documento de demonstração do Painel.', size: 8, gapBefore: 24 },
  ];
  return pdfBytes({ title: document.title, lines, createdAt: new Date(message.DateAndTime) });
}

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number): boolean => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** A picture for each kind of image: skin with a redness, a mouth with sores, a CT slice. */
const pictures: Readonly<Record<string, (x: number, y: number) => Rgb>> = {
  'foto-cateter': (x, y) => {
    if (x > 60 && x < 100 && y > 40 && y < 80) return [236, 236, 230];
    if (inEllipse(x, y, 80, 60, 44, 34)) return [214, 120, 110];
    return [222 - y / 6, 180 - y / 8, 150 - y / 10];
  },
  'foto-boca': (x, y) => {
    if (inEllipse(x, y, 55, 50, 6, 5) || inEllipse(x, y, 104, 70, 7, 5)) return [245, 240, 225];
    if (inEllipse(x, y, 80, 60, 62, 42)) return [196, 84, 96];
    return [120, 40, 50];
  },
  'imagem-tomografia': (x, y) => {
    if (inEllipse(x, y, 62, 58, 18, 26) || inEllipse(x, y, 98, 58, 18, 26)) return [30, 30, 30];
    if (inEllipse(x, y, 80, 60, 66, 48)) return [150 + (x % 7), 150 + (y % 5), 150];
    return [0, 0, 0];
  },
};

function attachmentPng(attachment: ChatAttachment): Uint8Array<ArrayBuffer> {
  const picture = pictures[baseName(attachment.Name)] ?? ((x: number, y: number): Rgb => [x, y, 128]);
  return pngBytes(IMAGE_WIDTH, IMAGE_HEIGHT, picture);
}

/** The attachment's bytes and content type. */
export function attachmentFile(attachment: ChatAttachment, message: ChatMessage, patient: Patient): { bytes: Uint8Array<ArrayBuffer>; contentType: string } {
  const bytes = attachment.FileType === 'png' ? attachmentPng(attachment) : attachmentPdf(attachment, message, patient);
  return { bytes, contentType: CONTENT_TYPES[attachment.FileType] };
}
