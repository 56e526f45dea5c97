import { describe, expect, it } from "vitest"
import { mayPerform, removalVerdict, roleChange, type ClinicRole } from "../../backend/src/domain/membership-rules"

const owner = { id: "o", role: "owner" as ClinicRole }
const admin = { id: "a", role: "admin" as ClinicRole }
const admin2 = { id: "a2", role: "admin" as ClinicRole }
const member = { id: "m", role: "member" as ClinicRole }
const member2 = { id: "m2", role: "member" as ClinicRole }

describe("membership rules", () => {
  it("gives each role exactly its clinic-wide actions", () => {
    const table = Object.fromEntries(
      (["owner", "admin", "member"] as ClinicRole[]).map((role) => [
        role,
        (["read", "update", "delete-clinic", "invite", "promote", "demote", "transfer"] as const).filter((a) => mayPerform(role, a)),
      ])
    )
    expect(table).toEqual({
      owner: ["read", "update", "delete-clinic", "invite", "promote", "demote", "transfer"],
      admin: ["read", "update", "invite"],
      member: ["read"],
    })
  })

  it("decides removals: owner removes anyone else, admin only members, everyone but the owner may leave", () => {
    expect(removalVerdict(owner, admin).allowed).toBe(true)
    expect(removalVerdict(owner, member).allowed).toBe(true)
    expect(removalVerdict(admin, member).allowed).toBe(true)
    expect(removalVerdict(admin, admin).allowed).toBe(true)
    expect(removalVerdict(member, member).allowed).toBe(true)
    expect(removalVerdict(admin, admin2)).toMatchObject({ allowed: false, kind: "not_allowed" })
    expect(removalVerdict(admin, owner)).toMatchObject({ allowed: false, kind: "not_allowed" })
    expect(removalVerdict(member, member2)).toMatchObject({ allowed: false, kind: "not_allowed" })
    expect(removalVerdict(owner, owner)).toMatchObject({ allowed: false, kind: "conflict" })
  })

  it("promotes only members and demotes only admins", () => {
    expect(roleChange("promote", "member")).toBe("admin")
    expect(roleChange("promote", "admin")).toBeNull()
    expect(roleChange("promote", "owner")).toBeNull()
    expect(roleChange("demote", "admin")).toBe("member")
    expect(roleChange("demote", "member")).toBeNull()
    expect(roleChange("demote", "owner")).toBeNull()
  })
})
