import { describe, expect, it } from "vitest"
import { signedInCustomer, uniqueEmail } from "./support/client"
import { clinicBody } from "./support/clinic-fixtures"
import { mailsTo, waitForMail } from "./support/mail"

/** The staff notification address the test stack sets (STAFF_NOTIFICATION_EMAIL, as a mailbox with a display name). */
const STAFF = "staff-notices@example.test"

describe("staff are mailed each new application (STAFF_NOTIFICATION_EMAIL)", () => {
  it("a clinic signed up: the mail names the clinic, its type and the owner, and links to the clinic's back-office page", async () => {
    const owner = await signedInCustomer(uniqueEmail("owner"))
    const body = clinicBody({ name: `Neuroklinik Østerbro ${owner.id.slice(-6)}`, type: "Fertility Clinic" })
    const clinicId = (await owner.agent.post("/store/clinics").send(body).expect(201)).body.clinic.id as string
    const mail = await waitForMail(STAFF, new RegExp(`New clinic application: ${body.clinic.name}`))
    expect(mail.text).toContain(`Test Customer (${owner.email}) signed up ${body.clinic.name} (Fertility Clinic) and waits for approval.`)
    expect(mail.text).toContain(`/app/a/clinics/${clinicId}`)
    expect(mail.html).toContain(`/app/a/clinics/${clinicId}`)
    expect(new URL(/https?:\/\/\S+\/app\/a\/clinics\/\S+/.exec(mail.text)![0]).pathname).toBe(`/app/a/clinics/${clinicId}`)
  })

  it("an individual applied: the mail names her as she gave her name, and links to her application", async () => {
    const applicant = await signedInCustomer(uniqueEmail("individual"))
    const lastName = `Ærøskøbing-${applicant.id.slice(-6)}`
    await applicant.agent.post("/store/application").send({ first_name: "Sigrid", last_name: lastName }).expect(201)
    const mail = await waitForMail(STAFF, new RegExp(`New application: Sigrid ${lastName}`))
    expect(mail.text).toContain(`Sigrid ${lastName} (${applicant.email}) applied to order as an individual and waits for approval.`)
    expect(mail.text).toContain(`/app/a/applications/${applicant.id}`)
  })

  it("goes to the configured address only, once per application, and not to the applicant", async () => {
    const owner = await signedInCustomer(uniqueEmail("owner"))
    const body = clinicBody({ name: `Once Clinic ${owner.id.slice(-6)}` })
    await owner.agent.post("/store/clinics").send(body).expect(201)
    await waitForMail(STAFF, new RegExp(`New clinic application: ${body.clinic.name}`))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await mailsTo(STAFF)).filter((mail) => mail.subject.includes(body.clinic.name))).toHaveLength(1)
    expect((await mailsTo(owner.email)).filter((mail) => /application/i.test(mail.subject))).toEqual([])
    expect((await mailsTo("admin@example.com")).filter((mail) => mail.subject.includes(body.clinic.name))).toEqual([])
  })
})
