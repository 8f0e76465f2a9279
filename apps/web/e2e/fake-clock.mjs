// Loaded with `node --import` by a browser test's own server (own-server.ts), never by the product:
// the server's clock runs ahead by the number of milliseconds written in FAKE_CLOCK_FILE, so a
// journey can reach "tomorrow" (a program's next step) without waiting a day.
import { readFileSync } from 'node:fs'

const file = process.env.FAKE_CLOCK_FILE
const RealDate = Date
let cached = { offset: 0, readAt: Number.NEGATIVE_INFINITY }

function offset() {
  const now = RealDate.now()
  // Read at most every 50 ms: Date.now() is called often.
  if (file && now - cached.readAt > 50) {
    let value = 0
    try {
      value = Number(readFileSync(file, 'utf8')) || 0
    } catch {
      // No file yet: no offset.
    }
    cached = { offset: value, readAt: now }
  }
  return cached.offset
}

class FakeDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset())
    else super(...args)
  }

  static now() {
    return RealDate.now() + offset()
  }
}

globalThis.Date = FakeDate
