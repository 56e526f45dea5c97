import { randomBytes, randomInt } from "node:crypto"
import { Secret, TOTP } from "otpauth"
import { toString as qrCodeSvg } from "qrcode"
import { sendSms } from "./outbox"
import { sha256, updateSession, type IdpSession } from "./sessions"
import { useBackupCodeHash, useTotpStep } from "../persistence/idp-user"
import { updateUser, type Db, type IdpUser } from "./users"

const TOTP_ISSUER = "Clinic Store"
const SMS_CODE_MINUTES = 10
const BACKUP_CODE_COUNT = 10

/** A TOTP generator for a base32 secret (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpFor(secret: string, label = "user"): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) })
}

/** The otpauth:// URI as a QR code an authenticator app scans: an SVG data URL (the `qrcode` library draws it). */
export async function totpQrCode(otpauthUrl: string): Promise<string> {
  const svg = await qrCodeSvg(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`
}

/** A new random base32 TOTP secret (160 bits). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The time step `code` belongs to (one period of drift either way), or undefined when it is not a current code. */
function totpStep(secret: string, code: string): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined
  const delta = totpFor(secret).validate({ token: code, window: 1 })
  return delta === null ? undefined : TOTP.counter({ period: 30 }) + delta
}

/** True when `code` is the secret's current code (one period of drift either way). */
export function totpMatches(secret: string, code: string): boolean {
  return totpStep(secret, code) !== undefined
}

/** True (and the step is recorded, so the same code cannot be replayed) when `code` is a fresh TOTP code. */
async function useTotpCode(db: Db, user: IdpUser, code: string): Promise<boolean> {
  const step = user.totp_secret ? totpStep(user.totp_secret, code) : undefined
  if (step === undefined) return false
  return useTotpStep(db, user.id, step)
}

/** Sends a fresh 6-digit code to `phone` (dev outbox) and keeps its hash on the session for 10 minutes. */
export async function sendSmsCode(db: Db, session: IdpSession, phone: string, pendingPhone?: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
  await updateSession(db, session.id, {
    sms_code_hash: sha256(code),
    sms_code_expires_at: new Date(Date.now() + SMS_CODE_MINUTES * 60_000),
    sms_pending_phone: pendingPhone ?? null,
  })
  sendSms(phone, code)
}

/** True (and the code is used up) when `code` is the session's unexpired SMS code. */
export async function smsCodeMatches(db: Db, session: IdpSession, code: string): Promise<boolean> {
  const live = session.sms_code_hash && session.sms_code_expires_at && new Date(session.sms_code_expires_at) > new Date()
  if (!live || sha256(code) !== session.sms_code_hash) return false
  await updateSession(db, session.id, { sms_code_hash: null, sms_code_expires_at: null })
  return true
}

function normaliseBackupCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase()
}

/** Hash of a backup code as stored. */
export function hashBackupCode(code: string): string {
  return sha256(normaliseBackupCode(code))
}

/** New single-use backup codes (shown once), stored hashed on the user; replaces any earlier set. */
export async function regenerateBackupCodes(db: Db, user: IdpUser): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const raw = randomBytes(5).toString("hex")
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
  await updateUser(db, user.id, { backup_code_hashes: codes.map(hashBackupCode) })
  return codes
}

/** True (and the code is used up) when `code` is one of the user's unused backup codes. */
async function useBackupCode(db: Db, user: IdpUser, code: string): Promise<boolean> {
  const hash = hashBackupCode(code)
  if (!user.backup_code_hashes.includes(hash)) return false
  return useBackupCodeHash(db, user.id, hash)
}

/** Which second factor `code` satisfies for a sign-in, if any: TOTP, the SMS code sent, or a backup code. */
export async function checkSecondFactor(db: Db, user: IdpUser, session: IdpSession, rawCode: string): Promise<"totp" | "sms" | "backup_code" | undefined> {
  const code = rawCode.trim()
  if (await useTotpCode(db, user, code)) return "totp"
  if (user.sms_phone && (await smsCodeMatches(db, session, code))) return "sms"
  if (await useBackupCode(db, user, code)) return "backup_code"
  return undefined
}
