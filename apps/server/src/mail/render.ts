import { MAIL_TEXTS, type MailContent } from '@academy/contract/email';
import { ACADEMY_NAME } from '@academy/contract/site';

/** The content id of the logo every mail carries inline (attached by the sender). */
export const LOGO_CID = 'logo@academy';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type RenderedMail = { subject: string; text: string; html: string };

/** One mail in two parts: plain text for every client, HTML with the academy's header and logo. */
export function renderMail(content: MailContent): RenderedMail {
  const facts = content.facts ?? [];
  const actions = content.actions ?? [];
  const footer = content.footer ?? { text: MAIL_TEXTS.footer };
  const text = [
    ACADEMY_NAME,
    '',
    ...(content.heading ? [content.heading, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(facts.length ? [...facts.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...actions.map((a) => `${a.label}: ${a.url}`),
    ...(actions.length ? [''] : []),
    '--',
    footer.text,
    ...(footer.link ? [`${footer.link.label}: ${footer.link.url}`] : []),
  ].join('\n');

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0b1f3a;padding:20px 24px;color:#ffffff;font-size:20px;font-weight:bold">
<img src="cid:${LOGO_CID}" width="40" height="40" alt="" style="vertical-align:middle;margin-right:12px;border:0">${escapeHtml(ACADEMY_NAME)}</td></tr>
${content.image ? `<tr><td style="padding:0"><img src="${escapeHtml(content.image.url)}" width="600" alt="${escapeHtml(content.image.alt)}" style="display:block;width:100%;height:auto;border:0"></td></tr>` : ''}
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${content.heading ? `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;color:#0b1f3a">${escapeHtml(content.heading)}</h1>` : ''}
${content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
${
  facts.length
    ? `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">${facts
        .map(
          ([k, v]) =>
            `<tr><th align="left" style="padding:6px 12px 6px 0;color:#566273;font-weight:normal;vertical-align:top">${escapeHtml(k)}</th><td style="padding:6px 0">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
${actions
  .map(
    (a, i) =>
      `<a href="${escapeHtml(a.url)}" style="display:inline-block;margin:8px 8px 0 0;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;${i === 0 ? 'background:#f2b705;color:#0b1f3a' : 'background:#e6e9ee;color:#1b2430'}">${escapeHtml(a.label)}</a>`,
  )
  .join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8f9fb;color:#566273;font-size:13px">${escapeHtml(footer.text)}${
    footer.link ? ` · <a href="${escapeHtml(footer.link.url)}" style="color:#566273">${escapeHtml(footer.link.label)}</a>` : ''
  }</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
