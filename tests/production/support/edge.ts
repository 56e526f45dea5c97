import type { ChildProcess } from "node:child_process"
import fs from "node:fs"
import https from "node:https"
import path from "node:path"
import { runNginx } from "./nginx"
import { PUBLIC_BUCKET } from "./s3"
import { STRIPE_API_HOST, type Certificate } from "./tls"

/**
 * The TLS edge in front of the store's nginx, as a cloud load balancer would stand there (docs/deploy.md): a second
 * nginx with the run's certificate. It terminates HTTPS on the public origin and passes requests to the store's
 * nginx from its own address (`fromAddress`, the template's TRUSTED_PROXY), appending the client's address to
 * X-Forwarded-For and saying the scheme in X-Forwarded-Proto; it serves the public bucket's files under the same
 * origin (/clinic-public/, S3_PUBLIC_URL). On `stripeAddress`:443 it stands in for api.stripe.com in front of the
 * Stripe-compatible server (the instances resolve that name there: support/instance-hosts.ts).
 */
export type EdgeOptions = {
  port: number
  fromAddress: string
  nginxPort: number
  s3Port: number
  stripePort: number
  stripeAddress: string
  certificate: Certificate
}

function edgeConfig(dir: string, o: EdgeOptions): string {
  const tls = `ssl_certificate ${o.certificate.certFile};\n    ssl_certificate_key ${o.certificate.keyFile};`
  return `log_format edge '$remote_addr "$request_method $uri" $status';
server {
    listen ${o.port} ssl;
    server_name localhost;
    ${tls}
    access_log ${dir}/edge-access.log edge;
    client_max_body_size 16m;
    location /${PUBLIC_BUCKET}/ {
        proxy_pass http://127.0.0.1:${o.s3Port}/${PUBLIC_BUCKET}/;
    }
    location / {
        proxy_pass http://127.0.0.1:${o.nginxPort};
        proxy_bind ${o.fromAddress};
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
server {
    listen ${o.stripeAddress}:443 ssl;
    server_name ${STRIPE_API_HOST};
    ${tls}
    access_log ${dir}/stripe-access.log edge;
    location / {
        proxy_pass http://127.0.0.1:${o.stripePort};
    }
}
`
}

/** Starts the edge in `dir` (its own configuration, logs and pid). */
export function startEdge(dir: string, options: EdgeOptions): ChildProcess {
  fs.mkdirSync(dir, { recursive: true })
  const include = path.join(dir, "edge.conf")
  fs.writeFileSync(include, edgeConfig(dir, options))
  return runNginx(dir, include)
}

/** Resolves once `url` answers 200 over HTTPS with the run's certificate, or fails after 30 s. */
export async function waitForEdge(url: string, ca: string, alive: () => boolean, dir: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`The TLS edge exited during start-up. Its log: ${dir}/error.log`)
    const status = await new Promise<number>((resolve) => https.get(url, { ca }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on("error", () => resolve(0)))
    if (status === 200) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The TLS edge did not answer ${url} within 30 s. Its log: ${dir}/error.log`)
}
