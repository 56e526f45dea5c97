import fs from "node:fs"
import path from "node:path"
import { STRIPE_API_HOST } from "./tls"

/**
 * The instances reach Stripe at api.stripe.com over HTTPS, as in production (STRIPE_API_BASE is refused there). On
 * this machine that name is answered by the TLS edge in front of the Stripe-compatible server: each instance runs in
 * a mount namespace of its own whose /etc/hosts names the edge's address for it (a container's extra hosts entry),
 * and trusts the run's certificate (NODE_EXTRA_CA_CERTS). The machine's own /etc/hosts is left alone.
 */
export function hostsFile(dir: string, stripeAddress: string): string {
  const file = path.join(dir, "instance-hosts")
  fs.writeFileSync(file, `${fs.readFileSync("/etc/hosts", "utf8").trimEnd()}\n${stripeAddress} ${STRIPE_API_HOST}\n`)
  return file
}

/** The command and arguments that run `command args` with `hosts` as its /etc/hosts (util-linux's unshare, as root). */
export function withHosts(hosts: string, command: string, args: string[]): { command: string; args: string[] } {
  return { command: "unshare", args: ["--mount", "--propagation", "private", "sh", "-c", 'mount --bind "$0" /etc/hosts && exec "$@"', hosts, command, ...args] }
}
