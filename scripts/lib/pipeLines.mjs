/**
 * Passes a child's output on line by line, each line led by `prefix` ('' for none), so the output
 * of processes running side by side stays readable. `tail`, when given, also receives every chunk.
 * @param {import('node:stream').Readable} stream
 * @param {(line: string) => void} write
 * @param {string} prefix
 * @param {{ write: (chunk: string) => void }} [tail]
 */
export function pipeLines(stream, write, prefix, tail) {
  let pending = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    tail?.write(chunk)
    const lines = (pending + chunk).split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) write(`${prefix}${line}\n`)
  })
  stream.on('end', () => {
    if (pending) write(`${prefix}${pending}\n`)
  })
}
