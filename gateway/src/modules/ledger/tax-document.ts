import { bookingReference, isUuid } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import type { AppDeps } from '../../context.js';
import { notFound, unauthenticated } from '../../errors.js';
import { privateFileHandler, type PrivateFile } from '../media/private-file.js';
import { escapeHtml } from '../messages/templates.js';
import { invoiceOf, type InvoiceRow } from './invoices.js';

type Lang = 'en' | 'hi';

/** The printable document's words (the tax invoice and the credit note), in English and Hindi. */
const WORDS = {
  en: {
    INV: 'Tax invoice',
    CN: 'Credit note',
    number: 'Number',
    date: 'Date',
    booking: 'Booking',
    customer: 'Customer',
    gstin: 'GSTIN',
    line: 'Description',
    amount: 'Amount',
    dakshina: "Pandit's dakshina (religious service, exempt from GST)",
    samagri: 'Samagri',
    fee: 'Platform fee ({{p}}%)',
    gst: 'GST on the platform fee ({{p}}%)',
    total: 'Total',
    cnNote: "This credit note reverses the amounts above of the booking's tax invoice (a refund).",
    print: 'Print this page or save it as PDF from the browser.',
  },
  hi: {
    INV: 'कर चालान',
    CN: 'क्रेडिट नोट',
    number: 'संख्या',
    date: 'तारीख़',
    booking: 'बुकिंग',
    customer: 'ग्राहक',
    gstin: 'जीएसटीआईएन',
    line: 'विवरण',
    amount: 'राशि',
    dakshina: 'पंडित जी की दक्षिणा (धार्मिक सेवा, जीएसटी से मुक्त)',
    samagri: 'सामग्री',
    fee: 'प्लेटफ़ॉर्म शुल्क ({{p}}%)',
    gst: 'प्लेटफ़ॉर्म शुल्क पर जीएसटी ({{p}}%)',
    total: 'कुल',
    cnNote: 'यह क्रेडिट नोट बुकिंग के कर चालान की ऊपर लिखी राशियाँ लौटाता है (रिफ़ंड)।',
    print: 'इस पेज को प्रिंट करें या ब्राउज़र से पीडीएफ़ के रूप में सहेजें।',
  },
} as const;

const money = (paise: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(paise / 100);
const day = (at: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(at);

/** The document as a printable HTML page (no script, no outside resource): print it or save it as PDF. */
export function taxDocumentHtml(d: InvoiceRow, customerName: string, lang: Lang): string {
  const w = WORDS[lang];
  const e = escapeHtml;
  const rows: Array<[string, number]> = [
    [w.dakshina, d.dakshina],
    ...(d.samagri ? [[w.samagri, d.samagri] as [string, number]] : []),
    [w.fee.replace('{{p}}', String(d.feePercent)), d.platformFee],
    [w.gst.replace('{{p}}', String(d.gstPercent)), d.gst],
  ];
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${e(`${w[d.series]} ${d.number}`)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;color:#222;max-width:720px;margin:24px auto;padding:0 16px}',
    'table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:6px 8px;text-align:left}',
    '.r{text-align:right}@media print{.np{display:none}}</style></head><body>',
    `<h1>${e(w[d.series])}</h1>`,
    `<p><strong>${e(d.sellerName)}</strong><br>${e(d.sellerAddress)}<br>${e(w.gstin)}: ${e(d.sellerGstin)}</p>`,
    '<table>',
    `<tr><th>${e(w.number)}</th><td>${e(d.number)}</td></tr>`,
    `<tr><th>${e(w.date)}</th><td>${e(day(d.issuedAt, lang))}</td></tr>`,
    `<tr><th>${e(w.booking)}</th><td>${e(bookingReference(d.bookingId))}</td></tr>`,
    `<tr><th>${e(w.customer)}</th><td>${e(customerName)}</td></tr>`,
    '</table><br><table>',
    `<tr><th>${e(w.line)}</th><th class="r">${e(w.amount)}</th></tr>`,
    ...rows.map(([label, paise]) => `<tr><td>${e(label)}</td><td class="r">${e(money(paise, lang))}</td></tr>`),
    `<tr><th>${e(w.total)}</th><th class="r">${e(money(d.total, lang))}</th></tr>`,
    '</table>',
    d.series === 'CN' ? `<p>${e(w.cnNote)}</p>` : '',
    `<p class="np" style="color:#666;font-size:13px">${e(w.print)}</p>`,
    '</body></html>',
  ].join('');
}

/**
 * A tax invoice or credit note as a file (issue #36): the booking's customer and admins; anyone else, and an id that
 * is not a document, NOT_FOUND (nobody learns that a number exists); no session, UNAUTHENTICATED.
 */
export async function taxDocumentFile(ctx: Context, id: string, lang: Lang): Promise<PrivateFile> {
  const viewer = ctx.viewer;
  if (!viewer) throw unauthenticated();
  if (!isUuid(id)) throw notFound('Document');
  const [row] = await ctx.em
    .getConnection()
    .execute<Array<Record<string, unknown>>>(
      `select i.*, u.name as customer_name from invoices i left join users u on u.id = i.customer_id where i.id = ?`,
      [id],
      'all',
    );
  if (!row) throw notFound('Document');
  const d = invoiceOf(row);
  if (viewer.role !== 'admin' && d.customerId !== viewer.id) throw notFound('Document');
  return {
    contentType: 'text/html; charset=utf-8',
    data: Buffer.from(taxDocumentHtml(d, typeof row.customer_name === 'string' ? row.customer_name : '', lang)),
  };
}

/** GET /api/tax-documents/:id?lang=hi — the printable invoice or credit note (taxDocumentFile). */
export const taxDocumentHandler = (app: AppDeps) =>
  privateFileHandler(app, (ctx, req) => taxDocumentFile(ctx, String(req.params.id ?? ''), req.query.lang === 'hi' ? 'hi' : 'en'));
