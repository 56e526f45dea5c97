import fs from "node:fs"
import { approvedClinicOwner, json, placeOrder } from "./lib/http.mjs"
import { startBenchStack } from "./lib/stack.mjs"
const stack = await startBenchStack({ port: 9013, pgPort: 54313, name: "exp" })
const base = stack.backendUrl
const owner = await approvedClinicOwner(base)
const listing = await json(`${base}/store/user/products/`, { headers: { cookie: owner.cookie } })
const regionId = listing.body.region_id
const variantId = listing.body.products[0].variants[0].id
for (let i = 0; i < 5; i++) await placeOrder(base, owner, { regionId, variantId, quantity: 1 + (i % 2) })
fs.writeFileSync("/tmp/exp/cookie", owner.cookie)
fs.writeFileSync("/tmp/exp/region", regionId)
console.log("READY", base, "pid", stack.children[0].pid)
process.on("SIGTERM", async () => { await stack.stop(); process.exit(0) })
setInterval(() => {}, 1 << 30)
