import fs from "node:fs"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { simpleParser, type ParsedMail } from "mailparser"
import { SMTPServer, type SMTPServerAddress } from "smtp-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { renderMail } from "../../backend/src/mail/render"
import { deliverMail } from "../../backend/src/mail/transport"

// Mail over a real SMTP conversation (smtp-server, the nodemailer project's SMTP server) as production sends it.
type Received = { from: string; to: string[]; mail: ParsedMail }
const received: Received[] = []
const REFUSED = "nobody@refused.example"
let server: SMTPServer
let smtpUrl: string

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) callback(Object.assign(new Error("no such mailbox"), { responseCode: 550 }))
      else callback()
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const envelope = session.envelope
          received.push({ from: (envelope.mailFrom as SMTPServerAddress).address, to: envelope.rcptTo.map((r) => r.address), mail })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve))
})

const MAIL = {
  to: "ida@clinic.example",
  subject: "Olivia Owner invited you to Nordic Clinic on Clinic Store",
  text: "Open the invite: https://shop.example.com/apply?invite=1",
  html: '<p>Open <a href="https://shop.example.com/apply?invite=1">the invite</a></p>',
}

describe("mail over SMTP (SMTP_URL set)", () => {
  it("delivers one message to the recipient from MAIL_FROM, with the plain text and the HTML part", async () => {
    await deliverMail(MAIL, { SMTP_URL: smtpUrl, MAIL_FROM: "Clinic Store <mail@shop.example.com>" })
    expect(received).toHaveLength(1)
    const [{ from, to, mail }] = received
    expect(from).toBe("mail@shop.example.com")
    expect(to).toEqual(["ida@clinic.example"])
    expect(mail.from?.text).toBe('"Clinic Store" <mail@shop.example.com>')
    expect(mail.subject).toBe(MAIL.subject)
    expect(mail.text?.trim()).toBe(MAIL.text)
    expect(mail.html).toContain('<a href="https://shop.example.com/apply?invite=1">the invite</a>')
  })

  it("sends a store mail as multipart/alternative: the text part and the branded HTML part as rendered", async () => {
    const mail = await renderMail({
      to: "ida@clinic.example",
      locale: "da",
      content: { kind: "invite", clinic_name: "Nordic <Clinic>", inviter: "Olivia Owner", link: "https://shop.example.com/sign-up?invite=inv_1&next=%2Fapply" },
    })
    await deliverMail(mail, { SMTP_URL: smtpUrl })
    const { mail: got } = received.at(-1)!
    expect(got.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" })
    expect(got.text?.trim()).toBe(mail.text.trim())
    expect(got.html).toBe(mail.html)
    expect(got.html).toContain('lang="da"')
    expect(got.html).toContain("Nordic &lt;Clinic&gt;")
  })

  it("fails the delivery, naming the server's refusal, when the server refuses the recipient", async () => {
    await expect(deliverMail({ ...MAIL, to: REFUSED }, { SMTP_URL: smtpUrl })).rejects.toThrow(/550/)
  })
})

describe("mail without SMTP_URL", () => {
  it("goes to the local outbox in development", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "outbox-")), "mail.log")
    const previous = process.env.MAIL_OUTBOX_FILE
    process.env.MAIL_OUTBOX_FILE = file
    try {
      await deliverMail(MAIL, { NODE_ENV: "development" })
      expect(JSON.parse(fs.readFileSync(file, "utf8").trim())).toMatchObject(MAIL)
    } finally {
      if (previous === undefined) delete process.env.MAIL_OUTBOX_FILE
      else process.env.MAIL_OUTBOX_FILE = previous
    }
  })

  it("is refused in production rather than kept on the server's disk", async () => {
    await expect(deliverMail(MAIL, { NODE_ENV: "production" })).rejects.toThrow("SMTP_URL is not set")
  })
})
