// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { MAIL_FRAME } from "../../backend/src/mail/copy/frame"
import type { MailContent } from "../../backend/src/mail/kinds"
import { mailDocument, renderMail } from "../../backend/src/mail/render"

// The mail's parts are rendered from its copy by react-email; links point into the store.
const STORE = "https://shop.example.com"
const LOCALES = ["en", "da", "es"] as const
const INJECTED = `<script>alert("x")</script><img src=x onerror=alert(1)>`

/** One mail of every kind, some with values a customer or staff member typed (names, reasons, replies). */
const CONTENTS: MailContent[] = [
  { kind: "email_code", code: "482913" },
  { kind: "password_reset", link: `${STORE}/reset-password?token=abc&email=a%40b.example` },
  { kind: "invite", clinic_name: `Nordic ${INJECTED}`, inviter: `O'Neil "Owner"`, link: `${STORE}/sign-up?email=ida%40x.example&next=%2Fapply&invite=inv_1` },
  { kind: "application_decision", decision: "rejected", clinic_name: "Nordic Clinic", reason: `We need a <referral> & more`, link: `${STORE}/` },
  {
    kind: "order_placed",
    display_id: 1042,
    reference: `PO <7>`,
    items: [{ title: "Vitamin D test · Rapid", quantity: 2, total: "DKK 1,630.00" }],
    totals: { subtotal: "DKK 1,304.00", discount: null, shipping: "DKK 0.00", tax: "DKK 326.00", total: "DKK 1,630.00", includes_tax: true },
    payment: "Paid by card",
    next: { card: { brand: "Visa", last4: "4242" }, ships_within_days: 2 },
    link: `${STORE}/orders/order_1`,
  },
  { kind: "results_ready", display_id: 1042, link: `${STORE}/login?next=%2Forders%2Forder_1&lang=da` },
  { kind: "results_corrected", display_id: 1042, link: `${STORE}/login?next=%2Forders%2Forder_1` },
  { kind: "lab_order_update", status: "kit_sent", test: "Vitamin D test", display_id: 1042, link: `${STORE}/orders/order_1` },
  { kind: "membership_changed", change: "promoted", clinic_name: "Nordic Clinic", link: `${STORE}/clinic` },
  { kind: "contact_reply", name: `Ida ${INJECTED}`, subject: "Delivery", reply: `Within <5> days & free` },
  { kind: "approval_requested", member: "Ida Member", clinic_name: "Nordic Clinic", total: "DKK 9,000.00", limit: "per_order", link: `${STORE}/clinic/approvals` },
  { kind: "approval_decided", decision: "rejected", clinic_name: "Nordic Clinic", total: "DKK 9,000.00", display_id: null, reason: `Too <much>`, link: `${STORE}/cart` },
]

/** Text as HTML shows it: React's entities for & < > " '. */
function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!)
}

async function rendered(locale: (typeof LOCALES)[number], content: MailContent) {
  return { mail: await renderMail({ to: "ida@clinic.example", locale, content }), document: mailDocument({ locale, content }) }
}

describe("mail rendering (react-email): a branded HTML part and a text part with the same content", () => {
  beforeEach(() => {
    vi.stubEnv("STORE_URL", STORE)
    vi.stubEnv("INVOICE_SELLER_NAME", "Clinic Store ApS")
    vi.stubEnv("INVOICE_SELLER_ADDRESS", "Nørregade 1|1165 København K|Denmark")
    vi.stubEnv("INVOICE_SELLER_VAT", "DK12345678")
    vi.stubEnv("INVOICE_SELLER_EMAIL", "hello@shop.example.com")
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  for (const locale of LOCALES) {
    for (const content of CONTENTS) {
      it(`${locale} ${content.kind}: the text part says the copy, code, link and footer; the HTML part says the same, escaped`, async () => {
        const { mail, document } = await rendered(locale, content)
        const { copy, frame } = document
        expect(mail.subject).toBe(copy.subject)

        // The text part: the copy's paragraphs, code and link in order, then the footer with the contact details.
        const body = [...copy.paragraphs, ...(copy.code ? [copy.code] : []), ...(copy.action ? [`${copy.action.label}: ${copy.action.url}`] : [])]
        const footer = ["Clinic Store ApS", "Nørregade 1, 1165 København K, Denmark", `${frame.vat} DK12345678`, "hello@shop.example.com", `${frame.contact}: ${STORE}/contact`]
        expect(mail.text).toBe(`${body.join("\n\n")}\n\n-- \n${footer.join("\n")}\n`)

        // The HTML part: in the recipient's language, the store's name, every paragraph and the code, escaped.
        expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`))
        expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>')
        expect(mail.html).toContain(`>${MAIL_FRAME[locale].storeName}</a>`)
        for (const paragraph of copy.paragraphs) expect(mail.html).toContain(`>${escaped(paragraph)}</p>`)
        if (copy.code) expect(mail.html).toContain(`>${copy.code}</p>`)
        // The main link is a button (an <a> styled as one) and written out under it.
        if (copy.action) {
          const href = `href="${escaped(copy.action.url)}"`
          // The button and the written-out link (the header links the home page too, which may be the same).
          expect(mail.html.split(href).length).toBeGreaterThanOrEqual(3)
          expect(mail.html).toMatch(new RegExp(`<a ${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} style="[^"]*background-color:#0b6e6e[^"]*"[^>]*>(?:(?!</a>).)*${escaped(copy.action.label)}`))
        }
        // The footer: the seller's name, address, VAT number, mail address and contact page.
        for (const line of footer.slice(0, 3)) expect(mail.html).toContain(`>${escaped(line)}</p>`)
        expect(mail.html).toContain('href="mailto:hello@shop.example.com"')
        expect(mail.html).toContain(`href="${STORE}/contact"`)
        // Nothing a person typed becomes markup.
        expect(mail.html).not.toMatch(/<script|<img|<referral|<much>|<5>|<7>/)
      })
    }
  }

  it("injected values stay text: a clinic name with markup is shown escaped in the HTML and as typed in the text", async () => {
    const { mail } = await rendered("en", CONTENTS[2])
    expect(mail.html).toContain("Nordic &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;")
    expect(mail.text).toContain(`Nordic ${INJECTED}`)
    expect(mail.html).toContain("O&#x27;Neil &quot;Owner&quot;")
  })

  it("a link's & is an entity in the HTML and the same address in the text", async () => {
    const { mail } = await rendered("da", CONTENTS[1])
    expect(mail.html).toContain(`href="${STORE}/reset-password?token=abc&amp;email=a%40b.example"`)
    expect(mail.text).toContain(`Vælg en ny adgangskode: ${STORE}/reset-password?token=abc&email=a%40b.example`)
  })

  it("without a seller mail address the footer leaves it out and keeps the contact page", async () => {
    vi.stubEnv("INVOICE_SELLER_EMAIL", "")
    const { mail } = await rendered("es", CONTENTS[0])
    expect(mail.html).not.toContain("mailto:")
    expect(mail.text).toMatch(/-- \nClinic Store ApS\n.+\nNIF-IVA DK12345678\n¿Preguntas\? Contáctanos: https:\/\/shop\.example\.com\/contact\n$/)
  })
})
