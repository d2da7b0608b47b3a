/** Raw HTTP/1.1 over TCP, for requests fetch() refuses to make or cannot pace. */
export interface RawExchange {
  /** Write more bytes on the open connection. */
  write(data: string | Uint8Array): void
  /**
   * Everything received until the server closes the connection or `timeoutMs` passes; by
   * default it stops early once one whole response has arrived, unless `untilClosed`.
   */
  received(timeoutMs: number, untilClosed?: boolean): Promise<{ text: string; closed: boolean }>
}

export async function openRaw(port: number): Promise<RawExchange> {
  let text = ''
  let closed = false
  let wake: () => void = () => {}
  const socket = await Bun.connect({
    hostname: '127.0.0.1',
    port,
    socket: {
      data(_s, data) {
        text += new TextDecoder().decode(data)
        wake()
      },
      close() {
        closed = true
        wake()
      },
      error() {
        closed = true
        wake()
      },
    },
  })
  return {
    write: (data) => void socket.write(data),
    async received(timeoutMs, untilClosed = false) {
      const deadline = Date.now() + timeoutMs
      while (!closed && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, Math.min(50, deadline - Date.now()))
        })
        // A complete response with a body length we can check lets us stop early.
        const length = /content-length: (\d+)/i.exec(text)
        const head = text.indexOf('\r\n\r\n')
        if (!untilClosed && length && head !== -1 && text.length >= head + 4 + Number(length[1])) break
      }
      socket.end()
      return { text, closed }
    },
  }
}

/** One raw request, whole. */
export async function rawRequest(port: number, request: string | Uint8Array, timeoutMs = 3000) {
  const exchange = await openRaw(port)
  exchange.write(request)
  return (await exchange.received(timeoutMs)).text
}

export const statusOf = (response: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0)
