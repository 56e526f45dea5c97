import fs from "node:fs"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { simpleParser, type ParsedMail } from "mailparser"
import { SMTPServer } from "smtp-server"
import type { Certificate } from "./tls"

const USER = "clinic-store"
const PASSWORD = "smtp-relay-Pass-3c8f0a"

/**
 * The mail relay of the production run: a real SMTP server (smtp-server) offering STARTTLS with the run's certificate
 * and asking for a user and password, as a mail provider's relay does. Each message it accepts is kept as a file in
 * `dir` (`<n>.eml`, next to `<n>.json` with its envelope), for the test files to read (mailsTo).
 */
export async function startSmtpServer(dir: string, certificate: Certificate) {
  fs.mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    logger: false,
    cert: fs.readFileSync(certificate.certFile),
    key: fs.readFileSync(certificate.keyFile),
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER })
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        const name = String(++count).padStart(5, "0")
        fs.writeFileSync(path.join(dir, `${name}.eml`), Buffer.concat(chunks))
        fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ secure: session.secure, user: session.user, envelope: session.envelope }))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    env: { SMTP_URL: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`, MAIL_FROM: "Clinic Store <orders@shop.clinic-store.test>" },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type ReceivedMail = { secure: boolean; user: string; envelope: { mailFrom: { address: string }; rcptTo: { address: string }[] }; mail: ParsedMail }

/** Every mail the SMTP server accepted for `recipient`, oldest first. */
export async function mailsTo(dir: string, recipient: string): Promise<ReceivedMail[]> {
  const found: ReceivedMail[] = []
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json")).sort()) {
    const meta = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Omit<ReceivedMail, "mail">
    if (!meta.envelope.rcptTo.some((to) => to.address === recipient)) continue
    found.push({ ...meta, mail: await simpleParser(fs.readFileSync(path.join(dir, file.replace(/\.json$/, ".eml")))) })
  }
  return found
}
