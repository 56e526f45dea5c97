/**
 * English texts, the reference for every language: add a section per feature (`cart`, `clinic`, ...);
 * da.ts and es.ts must have the same keys (the type {@link Messages} enforces it). `{name}` marks a variable.
 */
export const messages = {
  identity: {
    email: "Email",
    password: "Password",
    firstName: "First name",
    lastName: "Last name",
    signIn: "Sign in",
    signUp: "Create account",
    signOut: "Sign out",
    signingIn: "Signing in…",
    signingUp: "Creating your account…",
    signedInAs: "Signed in as {email}",
    secondFactorTitle: "Two-step verification",
    secondFactorHint: "Enter the code from your authenticator app, the code we sent by SMS, or one of your backup codes.",
    code: "Verification code",
    verify: "Verify",
    save: "Save",
    saved: "Saved",
    errors: {
      emailInvalid: "Enter a valid email address",
      passwordRequired: "Enter a password",
      passwordTooLong: "The password can be at most 72 bytes long",
      passwordBreached: "This password appears in a list of passwords exposed in data breaches: choose another",
      passwordWeak: "This password is too easy to guess: use a longer passphrase or mix more words and characters",
      nameTooLong: "Names can be at most 256 characters long",
      invalidCredentials: "The email address or password is not correct",
      invalidCode: "The verification code is not correct",
      emailTaken: "An account with this email address already exists",
      network: "The sign-in service cannot be reached. Try again in a moment.",
      tooManyAttempts: "Too many attempts. Wait a few minutes, then try again.",
      tooManyAttemptsWait: "Too many attempts. Try again in {wait}.",
      unknown: "Something went wrong. Try again.",
      imageType: "The image must be a JPG, PNG, GIF or WEBP file",
      imageTooLarge: "The image must be smaller than 10 MB",
      phoneInvalid: "Enter the number in international form, e.g. +4512345678",
    },
    profile: {
      title: "Your profile",
      loading: "Loading your profile…",
      image: "Profile image",
      uploadImage: "Upload image",
      twoStepTitle: "Two-step verification",
      twoStepOn: "Two-step verification is on",
      twoStepOff: "Two-step verification is off",
      totpStart: "Set up an authenticator app",
      totpSecret: "Add this key to your authenticator app: {secret}",
      totpOff: "Turn off the authenticator app",
      phone: "Phone number",
      smsSend: "Send code by SMS",
      smsSent: "We sent a code to your phone",
      smsOff: "Turn off SMS codes",
      backupCodes: "Backup codes",
      backupCodesHint: "Keep these single-use codes somewhere safe: each signs you in once if you lose your phone.",
      backupCodesNew: "Create new backup codes",
    },
  },
}

/** The shape every language's texts must have. */
export type Messages = typeof messages
