import { describe, expect, it, vi } from "vitest"
import { ownedClinic } from "./support/clinic-fixtures"
import { request, staff, uniqueEmail } from "./support/client"
import { sql } from "./support/db"
import { verifiedCustomer, waitForMail, type Mail } from "./support/mail"

// Clinics and invites are built through the HTTP API; generous time on a busy machine (no timing asserted).
vi.setConfig({ testTimeout: 120_000 })

/** Text as the HTML part shows it: React's entities for & < > " '. */
function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!)
}

/** The text part's content and its footer (after the "-- " signature line). */
function partsOf(mail: Mail): { paragraphs: string[]; footer: string[] } {
  const [content, footer] = mail.text.split("\n\n-- \n")
  return { paragraphs: content.split("\n\n"), footer: footer.trim().split("\n") }
}

/** An invite mail to a new address from a clinic whose name (typed by its owner) holds markup. */
async function inviteFromMarkupClinic(to: string) {
  const { owner, clinicId } = await ownedClinic()
  const clinicName = `Nordic <em>Kids</em> & "Teens" ${clinicId.slice(-6)}`
  await sql(`update clinic set name = $1 where id = $2`, [clinicName, clinicId])
  await sql(`update customer set first_name = 'Olivia', last_name = 'O''Neil' where id = $1`, [owner.id])
  const invite = await owner.agent.post("/store/invites/").send({ to }).expect(201)
  return { clinicName, inviteId: invite.body.invite.id as string }
}

describe("mail parts: every sent mail carries a branded HTML part and a text part with the same content", () => {
  it("an invite in the outbox: text and HTML say the same paragraphs, link and footer; the HTML escapes the clinic's name", async () => {
    const to = uniqueEmail("parts")
    const { clinicName, inviteId } = await inviteFromMarkupClinic(to)
    const mail = await waitForMail(to, /invited you/)
    expect(mail.subject).toBe(`Olivia O'Neil invited you to ${clinicName} on Clinic Store`)

    // The text part: the copy, the link after its label, then the store's contact details.
    const { paragraphs, footer } = partsOf(mail)
    expect(paragraphs[0]).toContain(`invited you to join ${clinicName}`)
    const action = /^Open the invite: (http:\/\/store\.test\/sign-up\?\S+)$/.exec(paragraphs.at(-1)!)
    expect(action).not.toBeNull()
    const link = new URL(action![1])
    expect(link.searchParams.get("invite")).toBe(inviteId)
    expect(footer[0]).toBe("Clinic Store")
    expect(footer.at(-1)).toBe("Questions? Contact us: http://store.test/contact")

    // The HTML part: a whole document in English with the store's name, the same paragraphs escaped, the link as a
    // button and written out, the same footer; the clinic's markup is text.
    expect(mail.html).toMatch(/^<!DOCTYPE html/)
    expect(mail.html).toMatch(/<html[^>]* lang="en"/)
    expect(mail.html).toContain(">Clinic Store</a>")
    for (const paragraph of paragraphs.slice(0, -1)) expect(mail.html).toContain(`>${escaped(paragraph)}</p>`)
    expect(mail.html).toContain(escaped(clinicName))
    expect(mail.html).not.toContain("<em>Kids</em>")
    const href = `href="${escaped(link.href)}"`
    expect(mail.html).toMatch(new RegExp(`<a ${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} style="[^"]*background-color:[^"]*"[^>]*>.*Open the invite</span>`))
    expect(mail.html).toContain(`>${escaped(link.href)}</a>`)
    for (const line of footer.slice(0, -1)) expect(mail.html).toContain(escaped(line))
    expect(mail.html).toContain('href="http://store.test/contact"')

    // The local outbox page shows the HTML part (sandboxed) and the text part.
    const page = await request().get("/dev/mail").query({ to }).expect(200)
    expect(page.text).toContain(`<iframe title="HTML part: ${escaped(mail.subject).replace(/&#x27;/g, "&#39;")}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="`)
    expect(page.text).toContain(escaped(mail.html).replace(/&#x27;/g, "&#39;"))
  })

  it("a mail in the recipient's language: lang and footer in Danish, the same in staff's preview of the stored mail", async () => {
    const member = await verifiedCustomer(uniqueEmail("parts-da"))
    await sql(`update customer set metadata = coalesce(metadata, '{}'::jsonb) || '{"locale":"da"}' where id = $1`, [member.id])
    const { owner } = await ownedClinic()
    await owner.agent.post("/store/invites/").send({ to: member.email }).expect(201)
    const mail = await waitForMail(member.email, /har inviteret dig/)
    expect(mail.html).toMatch(/<html[^>]* lang="da"/)
    const { paragraphs, footer } = partsOf(mail)
    expect(paragraphs.at(-1)).toMatch(/^Åbn invitationen: http:\/\/store\.test\/login\?/)
    expect(footer).toContain("CVR/momsnummer DK12345678")
    expect(footer.at(-1)).toBe("Spørgsmål? Kontakt os: http://store.test/contact")
    expect(mail.html).toContain(">CVR/momsnummer DK12345678</p>")
    expect(mail.html).toContain("Hvis knappen ikke virker, så åbn dette link:")

    const admin = await staff()
    const [notification] = (await admin.get("/admin/notifications").query({ to: member.email, limit: 5 }).expect(200)).body.notifications as { id: string }[]
    const preview = await admin.get(`/admin/notifications/${notification.id}/preview`).expect(200)
    expect(preview.body.preview).toMatchObject({ resendable: true, subject: mail.subject, text: mail.text, html: mail.html })
  })
})
