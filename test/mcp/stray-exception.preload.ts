/**
 * Preloaded into the stdio server by test/mcp/stdio.test.ts: once the server has answered
 * (so it is running), an exception nothing catches, as a bug would throw.
 */
const write = process.stdout.write.bind(process.stdout)
let thrown = false
process.stdout.write = ((...args: Parameters<typeof write>) => {
  if (!thrown) {
    thrown = true
    setImmediate(() => {
      throw new Error('Zq9Xw')
    })
  }
  return write(...args)
}) as typeof process.stdout.write
