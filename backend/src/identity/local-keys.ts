import { randomBytes } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { exportJWK, generateKeyPair, importJWK, type JWK, type KeyLike } from "jose"

/** The local identity provider's signing key: generated once, kept in an ignored file. */
export type LocalKeys = { kid: string; privateKey: KeyLike; publicJwk: JWK }

type KeyFile = { kid: string; privateJwk: JWK; publicJwk: JWK }

/** Where the key pair lives: `IDP_KEY_FILE`, or `backend/.data/idp-keys.json`. */
function keyFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.IDP_KEY_FILE || path.resolve(__dirname, "..", "..", ".data", "idp-keys.json")
}

async function createKeyFile(file: string): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true })
  const kid = randomBytes(12).toString("hex")
  const content: KeyFile = {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: "RS256", use: "sig" },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" },
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  try {
    fs.writeFileSync(file, JSON.stringify(content, null, 2), { flag: "wx", mode: 0o600 })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err
  }
}

async function load(file: string): Promise<LocalKeys> {
  if (!fs.existsSync(file)) await createKeyFile(file)
  const stored = JSON.parse(fs.readFileSync(file, "utf8")) as KeyFile
  const privateKey = (await importJWK(stored.privateJwk, "RS256")) as KeyLike
  return { kid: stored.kid, privateKey, publicJwk: stored.publicJwk }
}

let cached: { file: string; keys: Promise<LocalKeys> } | undefined

/** The local provider's keys, generating the file on first use. */
export function localKeys(): Promise<LocalKeys> {
  const file = keyFilePath()
  if (!cached || cached.file !== file) {
    const keys = load(file)
    keys.catch(() => (cached = undefined))
    cached = { file, keys }
  }
  return cached.keys
}
