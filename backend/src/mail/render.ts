import type { StoreLocale } from "@clinic-store/contract"
import { Body } from "@react-email/body"
import { Button } from "@react-email/button"
import { Container } from "@react-email/container"
import { Head } from "@react-email/head"
import { Hr } from "@react-email/hr"
import { Html } from "@react-email/html"
import { Link } from "@react-email/link"
import { Preview } from "@react-email/preview"
import { render } from "@react-email/render"
import { Section } from "@react-email/section"
import { Text } from "@react-email/text"
import { createElement as h, type CSSProperties, type ReactNode } from "react"
import { sellerFromEnv } from "../invoices/seller"
import { da } from "./copy/da"
import { en } from "./copy/en"
import { es } from "./copy/es"
import { MAIL_FRAME, type MailFrameCopy } from "./copy/frame"
import type { MailCatalogue, MailContent, MailCopy, MailRequest } from "./kinds"
import { storeLink } from "./links"
import type { OutgoingMail } from "./outbox"

const CATALOGUES: Record<StoreLocale, MailCatalogue> = { en, da, es }

function copyOf(locale: StoreLocale, content: MailContent): MailCopy {
  const render = CATALOGUES[locale][content.kind] as (content: MailContent) => MailCopy
  return render(content)
}

/** The footer of every mail: the store's legal name, address, VAT number, mail address and contact page. */
type MailFooter = { lines: string[]; email: string | null; contact: { label: string; url: string } }

/**
 * One mail as both parts say it: the copy of its kind in the recipient's language, framed by the store's name and
 * the footer. The HTML part and the text part are rendered from this one value, so they carry the same content.
 */
export type MailDocument = { locale: StoreLocale; copy: MailCopy; frame: MailFrameCopy; footer: MailFooter }

/** The mail a request stands for: its copy, and the frame and footer in the same language (seller: `INVOICE_SELLER_*`). */
export function mailDocument({ locale, content }: Pick<MailRequest, "locale" | "content">, env: NodeJS.ProcessEnv = process.env): MailDocument {
  const frame = MAIL_FRAME[locale]
  const seller = sellerFromEnv(env)
  const lines = [seller.name, seller.address.join(", "), seller.vat ? `${frame.vat} ${seller.vat}` : ""].filter(Boolean)
  return { locale, copy: copyOf(locale, content), frame, footer: { lines, email: seller.email, contact: { label: frame.contact, url: storeLink("/contact", env) } } }
}

// The storefront's colours (src/app/styles.css): text, muted text, primary, its soft tint, borders, the page.
const COLOURS = { text: "#1c2430", muted: "#56627a", primary: "#0b6e6e", soft: "#e3f2f1", border: "#d6dde6", page: "#f6f8fa" }
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

// Inline styles (mail programs drop style sheets). One column up to 600 px that shrinks with the screen; long links
// wrap instead of widening the mail past a phone's 390 px.
const STYLE = {
  body: { margin: 0, padding: "16px 8px", backgroundColor: COLOURS.page, fontFamily: FONT, color: COLOURS.text },
  card: { width: "100%", maxWidth: "600px", backgroundColor: "#ffffff", border: `1px solid ${COLOURS.border}`, borderRadius: "12px" },
  header: { padding: "20px 24px 0" },
  brand: { fontSize: "20px", fontWeight: 700, color: COLOURS.primary, textDecoration: "none" },
  mark: { display: "inline-block", width: "14px", height: "14px", marginRight: "8px", borderRadius: "50%", backgroundColor: COLOURS.primary, border: `4px solid ${COLOURS.soft}`, verticalAlign: "-3px" },
  content: { padding: "8px 24px 24px" },
  paragraph: { fontSize: "16px", lineHeight: "24px", margin: "12px 0", overflowWrap: "anywhere" },
  code: { fontSize: "28px", lineHeight: "36px", letterSpacing: "6px", fontWeight: 700, fontFamily: "Menlo, Consolas, monospace", margin: "20px 0" },
  button: { display: "inline-block", backgroundColor: COLOURS.primary, color: "#ffffff", fontSize: "16px", fontWeight: 600, lineHeight: "24px", padding: "12px 20px", borderRadius: "8px", textDecoration: "none", maxWidth: "100%" },
  fallback: { fontSize: "13px", lineHeight: "20px", color: COLOURS.muted, margin: "16px 0 0", overflowWrap: "anywhere" },
  link: { color: COLOURS.primary, textDecoration: "underline" },
  rule: { borderColor: COLOURS.border, margin: "0" },
  footer: { padding: "16px 24px 20px" },
  footerLine: { fontSize: "13px", lineHeight: "20px", color: COLOURS.muted, margin: "0", overflowWrap: "anywhere" },
} satisfies Record<string, CSSProperties>

/** The HTML part, built from react-email's components (React escapes every value placed in it). */
function MailHtml({ document }: { document: MailDocument }): ReactNode {
  const { locale, copy, frame, footer } = document
  const storeHome = storeLink("/")
  return h(
    Html,
    { lang: locale, dir: "ltr" },
    h(Head, null, h("title", null, copy.subject), h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" })),
    h(Preview, null, copy.paragraphs[0] ?? copy.subject),
    h(
      Body,
      { style: STYLE.body },
      h(
        Container,
        { style: STYLE.card },
        h(Section, { style: STYLE.header }, h(Link, { href: storeHome, style: STYLE.brand }, h("span", { style: STYLE.mark, "aria-hidden": "true" }), frame.storeName)),
        h(
          Section,
          { style: STYLE.content },
          ...copy.paragraphs.map((paragraph, index) => h(Text, { key: `p${index}`, style: STYLE.paragraph }, paragraph)),
          copy.code ? h(Text, { key: "code", style: STYLE.code }, copy.code) : null,
          copy.action
            ? h(
                Section,
                { key: "action", style: { marginTop: "20px" } },
                h(Button, { href: copy.action.url, style: STYLE.button }, copy.action.label),
                h(Text, { style: STYLE.fallback }, `${frame.linkFallback} `, h(Link, { href: copy.action.url, style: STYLE.link }, copy.action.url))
              )
            : null
        ),
        h(Hr, { style: STYLE.rule }),
        h(
          Section,
          { style: STYLE.footer },
          ...footer.lines.map((line, index) => h(Text, { key: `f${index}`, style: STYLE.footerLine }, line)),
          footer.email ? h(Text, { key: "email", style: STYLE.footerLine }, h(Link, { href: `mailto:${footer.email}`, style: STYLE.link }, footer.email)) : null,
          h(Text, { key: "contact", style: STYLE.footerLine }, `${footer.contact.label}: `, h(Link, { href: footer.contact.url, style: STYLE.link }, footer.contact.url))
        )
      )
    )
  )
}

/**
 * The text part: the same paragraphs, code and link as the HTML part (the link after its label, so a mail program
 * without HTML still shows where it leads), then the same footer after a "-- " signature line.
 */
function mailText({ copy, footer }: MailDocument): string {
  const body = [...copy.paragraphs, ...(copy.code ? [copy.code] : []), ...(copy.action ? [`${copy.action.label}: ${copy.action.url}`] : [])]
  const signature = [...footer.lines, ...(footer.email ? [footer.email] : []), `${footer.contact.label}: ${footer.contact.url}`]
  return `${body.join("\n\n")}\n\n-- \n${signature.join("\n")}\n`
}

/** The mail for a request, in the recipient's language: a branded HTML part and a text part with the same content. */
export async function renderMail({ to, locale, content }: MailRequest): Promise<OutgoingMail> {
  const document = mailDocument({ locale, content })
  const html = await render(h(MailHtml, { document }))
  return { to, subject: document.copy.subject, text: mailText(document), html }
}
