/**
 * TLS to PostgreSQL (node-postgres' `ssl` option), from DATABASE_SSL and DATABASE_SSL_CA:
 * - unset, "" or "false": no TLS (PostgreSQL on the same host or a private network);
 * - "true" or "verify": TLS that verifies the server's certificate and host name, against DATABASE_SSL_CA (a PEM
 *   file's path) when set, else the system's trusted certificates;
 * - "insecure-no-verify": TLS without checking the certificate (anyone on the path can read and change the
 *   traffic). Only when asked for by this name; never implied by another value.
 * Any other value is refused, so a typo never silently turns verification off.
 */
const fs = require("node:fs")

const INSECURE = "insecure-no-verify"

function databaseSsl(env = process.env, readFile = (file) => fs.readFileSync(file, "utf8")) {
  const mode = (env.DATABASE_SSL ?? "").trim().toLowerCase()
  if (mode === "" || mode === "false") {
    if (env.DATABASE_SSL_CA) throw new Error("DATABASE_SSL_CA is set but DATABASE_SSL is not: set DATABASE_SSL=verify to use it")
    return undefined
  }
  if (mode === INSECURE) return { rejectUnauthorized: false }
  if (mode === "true" || mode === "verify") {
    const caFile = env.DATABASE_SSL_CA?.trim()
    if (!caFile) return { rejectUnauthorized: true }
    let ca
    try {
      ca = readFile(caFile)
    } catch (err) {
      throw new Error(`DATABASE_SSL_CA=${caFile} cannot be read: ${err.message}`)
    }
    if (!ca.includes("-----BEGIN CERTIFICATE-----")) throw new Error(`DATABASE_SSL_CA=${caFile} holds no PEM certificate`)
    return { rejectUnauthorized: true, ca }
  }
  throw new Error(`DATABASE_SSL=${env.DATABASE_SSL} is not a mode: false, verify (or true), or ${INSECURE}`)
}

module.exports = { databaseSsl }
