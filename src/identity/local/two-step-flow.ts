import type { IdpUser } from "./local-identity"

/** An authenticator-app enrolment in progress: the text key and the same as a QR code (an image from /idp). */
export type TotpEnrolment = { secret: string; qr_code: string }

/**
 * What the two-step settings show besides the user's status, which belongs to /idp's answer (the user): an
 * enrolment in progress, an SMS code on its way, backup codes not yet acknowledged.
 */
export type TwoStepFlow = { enrolment?: TotpEnrolment; smsSent?: boolean; backupCodes?: string[] }

export type TwoStepEvent =
  | { type: "totp-started"; enrolment: TotpEnrolment }
  | { type: "sms-sent" }
  | { type: "enrolled"; backupCodes?: string[] }
  | { type: "codes-renewed"; backupCodes: string[] }
  | { type: "codes-saved" }
  | { type: "turned-off" }

/** One step at a time: starting one enrolment ends the other; finishing or turning off ends both. */
export function twoStepFlow(_flow: TwoStepFlow, event: TwoStepEvent): TwoStepFlow {
  switch (event.type) {
    case "totp-started":
      return { enrolment: event.enrolment }
    case "sms-sent":
      return { smsSent: true }
    case "enrolled":
      return event.backupCodes ? { backupCodes: event.backupCodes } : {}
    case "codes-renewed":
      return { backupCodes: event.backupCodes }
    case "codes-saved":
    case "turned-off":
      return {}
  }
}

/**
 * The flow as it may be shown next to the user /idp answered last, so the screen never contradicts the status:
 * no enrolment for a factor already on, no backup codes while two-step is off.
 */
export function visibleFlow(flow: TwoStepFlow, user: IdpUser): TwoStepFlow {
  return {
    enrolment: user.totp_enabled ? undefined : flow.enrolment,
    smsSent: user.sms_phone ? undefined : flow.smsSent,
    backupCodes: user.two_factor_enabled ? flow.backupCodes : undefined,
  }
}
