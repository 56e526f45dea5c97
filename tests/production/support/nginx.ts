import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

/** The load balancer's template, shared with compose.yaml and docs/deploy.md. */
const TEMPLATE = path.resolve("deploy/nginx.conf.template")
const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx"

/** Fills ${NAME} from `vars` as the nginx image's envsubst does; every placeholder must have a value. */
export function renderNginxTemplate(vars: Record<string, string>): string {
  return fs.readFileSync(TEMPLATE, "utf8").replace(/\$\{([A-Z0-9_]+)\}/g, (_match, name: string) => {
    if (vars[name] === undefined) throw new Error(`deploy/nginx.conf.template needs ${name}`)
    return vars[name]
  })
}

/** Runs the store's load balancer: the rendered template, in nginx of its own under `dir` (see runNginx). */
export function startNginx(dir: string, vars: Record<string, string>): ChildProcess {
  fs.writeFileSync(path.join(dir, "store.conf"), renderNginxTemplate(vars))
  return runNginx(dir, path.join(dir, "store.conf"))
}

/**
 * Runs nginx in the foreground with `httpInclude` (an http-level file) inside a minimal main configuration (pid,
 * error log and temporary folders in `dir`, as nginx's Debian configuration would put them under /var).
 */
export function runNginx(dir: string, httpInclude: string): ChildProcess {
  if (!fs.existsSync(NGINX)) throw new Error(`test:production needs nginx at ${NGINX} (Debian: apt-get install nginx; .ci/run installs it)`)
  const user = process.getuid?.() === 0 ? "user root;\n" : ""
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${httpInclude};
}
`
  )
  const out = fs.openSync(path.join(dir, "nginx.out"), "a")
  return spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", out, out], detached: true })
}

/** The upstreams (backend instances) nginx passed the requests whose line carries `probe` (e.g. as their X-Request-Id: the log names no query string) to (retries name two). */
export function upstreamsOf(accessLog: string, probe: string): string[] {
  return fs
    .readFileSync(accessLog, "utf8")
    .split("\n")
    .filter((line) => line.includes(probe))
    .flatMap((line) => (/upstream="([^"]*)"/.exec(line)?.[1] ?? "").split(",").map((u) => u.trim()))
    .filter((upstream) => upstream !== "" && upstream !== "-")
}

/** Requests per backend instance from the access log (`upstream=` of each line; retried requests name both). */
export function requestsPerInstance(accessLog: string): Record<string, number> {
  const counts: Record<string, number> = {}
  if (!fs.existsSync(accessLog)) return counts
  for (const line of fs.readFileSync(accessLog, "utf8").split("\n")) {
    const upstreams = /upstream="([^"]*)"/.exec(line)?.[1]
    if (!upstreams || upstreams === "-") continue
    for (const upstream of upstreams.split(",").map((u) => u.trim()).filter(Boolean)) counts[upstream] = (counts[upstream] ?? 0) + 1
  }
  return counts
}
