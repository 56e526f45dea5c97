// @vitest-environment node
import { createActor, createMachine, setup } from "xstate"
import { describe, expect, it } from "vitest"
import { createInspectionHub, type InspectorChannel, type InspectorMessage } from "../../src/dev/inspection-hub"
import { applyMessage, childrenOf, emptyFeed, stateText } from "../../src/dev/inspector-feed"

/** A channel that keeps what the hub posts and lets the test speak as the inspector page. */
function fakeChannel() {
  const posted: InspectorMessage[] = []
  let listener: ((event: MessageEvent<InspectorMessage>) => void) | undefined
  const channel: InspectorChannel = {
    postMessage: (message) => posted.push(structuredClone(message)),
    addEventListener: (_type, handler) => (listener = handler),
  }
  return { channel, posted, say: (message: InspectorMessage) => listener?.({ data: message } as MessageEvent<InspectorMessage>) }
}

const child = createMachine({ id: "light", initial: "off", states: { off: { on: { TOGGLE: "on" } }, on: { on: { TOGGLE: "off" } } } })
const parent = setup({ actors: { light: child } }).createMachine({
  id: "room",
  initial: "open",
  invoke: { src: "light", id: "lamp", systemId: "lamp" },
  states: { open: { on: { FLIP: { actions: ({ self }) => self.getSnapshot().children.lamp?.send({ type: "TOGGLE" }) } } } },
})

describe("inspection hub", () => {
  it("tells the inspector each actor with its parent, system id, machine and state, and each event", () => {
    const { channel, posted } = fakeChannel()
    const inspect = createInspectionHub(channel, "tab-1", () => "/cart")
    const room = createActor(parent, { inspect, systemId: "room" }).start()
    room.send({ type: "FLIP" })

    const feed = posted.reduce(applyMessage, emptyFeed)
    const page = feed.pages["tab-1"]!
    expect(page.page).toBe("/cart")
    const [root] = childrenOf(page, null)
    expect(root).toMatchObject({ name: "room", systemId: "room", machineId: "room", parentId: null, value: "open" })
    const [lamp] = childrenOf(page, root!.id)
    expect(lamp).toMatchObject({ name: "lamp", machineId: "light", value: "on", history: ["off", "on"] })
    expect(feed.events.map((event) => `${event.actorName} ${event.type}`)).toEqual(expect.arrayContaining(["room FLIP", "lamp TOGGLE"]))
  })

  it("answers an inspector that opens later with everything it holds", () => {
    const { channel, posted, say } = fakeChannel()
    const inspect = createInspectionHub(channel, "tab-2", () => "/")
    createActor(child, { inspect }).start().send({ type: "TOGGLE" })
    posted.length = 0
    say({ kind: "hello" })
    expect(posted).toHaveLength(1)
    const feed = applyMessage(emptyFeed, posted[0]!)
    expect(Object.values(feed.pages["tab-2"]!.actors).map((actor) => actor.value)).toEqual(["on"])
    expect(feed.events.map((event) => event.type)).toContain("TOGGLE")
    // A page that is left leaves the tree.
    expect(applyMessage(feed, { kind: "gone", source: "tab-2" }).pages).toEqual({})
  })

  it("writes nested and parallel states as text", () => {
    expect(stateText("idle")).toBe("idle")
    expect(stateText({ preparing: "checkingDetails" })).toBe("preparing.checkingDetails")
    expect(stateText({ a: "x", b: { c: "y" } })).toBe("a.x, b.c.y")
  })
})
