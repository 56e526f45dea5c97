import fs from "node:fs"
import path from "node:path"
import { runCommand } from "../../support/run-command"

/** The names the test's certificate covers: the public origin, and Stripe's API host as the instances resolve it. */
export const STRIPE_API_HOST = "api.stripe.com"

export type Certificate = { certFile: string; keyFile: string; pem: string }

/**
 * A self-signed certificate made with `openssl req -x509` for this run: it serves the TLS edge (localhost, 127.0.0.1),
 * the Stripe-compatible server's stand-in for api.stripe.com, the identity issuer's key set and the SMTP server's
 * STARTTLS. Every process of the run trusts it as its one extra authority (NODE_EXTRA_CA_CERTS, or `ca`).
 */
export async function makeCertificate(dir: string): Promise<Certificate> {
  const certFile = path.join(dir, "edge-cert.pem")
  const keyFile = path.join(dir, "edge-key.pem")
  const names = ["DNS:localhost", "IP:127.0.0.1", `DNS:${STRIPE_API_HOST}`].join(",")
  await runCommand("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost", "-addext", `subjectAltName=${names}`, "-keyout", keyFile, "-out", certFile], {})
  return { certFile, keyFile, pem: fs.readFileSync(certFile, "utf8") }
}
