import http from "node:http"
import net from "node:net"

/**
 * A TCP proxy in front of PostgreSQL, so a test can take the database away from the backend instances and give it
 * back without stopping the PostgreSQL server (with SCALE_OUT_POSTGRES_URL an external one others share). Controlled over HTTP from
 * the test files (they run in other processes than the global setup): POST /down closes every connection and
 * refuses new ones, POST /up accepts them again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  let up = true
  const server = net.createServer((client) => {
    if (!up) return void client.destroy()
    const upstream = net.connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on("close", () => sockets.delete(socket))
      socket.on("error", () => socket.destroy())
    }
    client.pipe(upstream).pipe(client)
    client.on("close", () => upstream.destroy())
    upstream.on("close", () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const control = http.createServer((req, res) => {
    if (req.method === "POST" && (req.url === "/down" || req.url === "/up")) {
      up = req.url === "/up"
      if (!up) for (const socket of sockets) socket.destroy()
      res.end(up ? "up" : "down")
    } else {
      res.statusCode = 404
      res.end()
    }
  })
  await new Promise<void>((resolve) => control.listen(0, "127.0.0.1", resolve))
  return {
    port: (server.address() as net.AddressInfo).port,
    controlUrl: `http://127.0.0.1:${(control.address() as net.AddressInfo).port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => control.close(r))])
    },
  }
}
