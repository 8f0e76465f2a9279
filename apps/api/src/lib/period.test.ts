import { type PeriodQuery, periodQuerySchema } from '@sosiego/shared'
import { describe, expect, it } from 'vitest'
import { AppError } from './app-error.ts'
import { addZonedDays, dayInZone, daysOf, resolvePeriod, secondsByDay, zonedMidnight } from './period.ts'

const madrid = 'Europe/Madrid'
const q = (input: Record<string, string>): PeriodQuery => periodQuerySchema.parse(input)
const hours = (start: Date, end: Date) => (end.getTime() - start.getTime()) / 3_600_000

describe('resolvePeriod', () => {
  // Wednesday 2026-11-18, 10:00 in Madrid (UTC+1).
  const now = new Date('2026-11-18T09:00:00Z')

  it('defaults to the last 7 days, today included, with the 7 days before as the previous period', () => {
    const period = resolvePeriod(q({}), now, madrid)
    expect(period).toMatchObject({ from: '2026-11-12', to: '2026-11-18', days: 7 })
    expect(period.start.toISOString()).toBe('2026-11-11T23:00:00.000Z')
    expect(period.end.toISOString()).toBe('2026-11-18T23:00:00.000Z')
    expect(period.previous.from).toBe('2026-11-05')
    expect(period.previous.to).toBe('2026-11-11')
    expect(period.previous.end).toEqual(period.start)
    expect(period.previous.start.toISOString()).toBe('2026-11-04T23:00:00.000Z')
  })

  it('today, last 30 days', () => {
    expect(resolvePeriod(q({ period: 'today' }), now, madrid)).toMatchObject({
      from: '2026-11-18',
      to: '2026-11-18',
      days: 1,
      previous: { from: '2026-11-17', to: '2026-11-17' },
    })
    expect(resolvePeriod(q({ period: 'last30' }), now, madrid)).toMatchObject({
      from: '2026-10-20',
      to: '2026-11-18',
      days: 30,
      previous: { from: '2026-09-20', to: '2026-10-19' },
    })
  })

  it('the week starts on Monday, also when today is Monday or Sunday', () => {
    expect(resolvePeriod(q({ period: 'week' }), now, madrid)).toMatchObject({ from: '2026-11-16', days: 3 })
    const monday = new Date('2026-11-16T08:00:00Z')
    expect(resolvePeriod(q({ period: 'week' }), monday, madrid)).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-16',
      days: 1,
    })
    const sunday = new Date('2026-11-22T22:30:00Z') // 23:30 on Sunday in Madrid, already Monday in UTC+2
    expect(resolvePeriod(q({ period: 'week' }), sunday, madrid)).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
      days: 7,
      previous: { from: '2026-11-09', to: '2026-11-15' },
    })
  })

  it('the month starts on the 1st, across a year end', () => {
    expect(resolvePeriod(q({ period: 'month' }), now, madrid)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-18',
      days: 18,
      previous: { from: '2026-10-14', to: '2026-10-31' },
    })
    const newYear = new Date('2026-12-31T23:30:00Z') // already 1 January in Madrid
    expect(resolvePeriod(q({ period: 'month' }), newYear, madrid)).toMatchObject({
      from: '2027-01-01',
      to: '2027-01-01',
      previous: { from: '2026-12-31', to: '2026-12-31' },
    })
  })

  it('today is the calendar day in the zone, not in UTC', () => {
    const lateEvening = new Date('2026-07-01T22:30:00Z') // 00:30 on 2 July in Madrid (UTC+2)
    expect(resolvePeriod(q({ period: 'today' }), lateEvening, madrid).from).toBe('2026-07-02')
    expect(resolvePeriod(q({ period: 'today' }), lateEvening, 'UTC').from).toBe('2026-07-01')
    expect(resolvePeriod(q({ period: 'today' }), lateEvening, 'America/Mexico_City').from).toBe('2026-07-01')
  })

  it('the last Sunday of March lasts 23 hours in Madrid', () => {
    const period = resolvePeriod(
      q({ period: 'custom', from: '2026-03-29', to: '2026-03-29' }),
      new Date('2026-04-02T10:00:00Z'),
      madrid,
    )
    expect(period.start.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(period.end.toISOString()).toBe('2026-03-29T22:00:00.000Z')
    expect(hours(period.start, period.end)).toBe(23)
    expect(hours(period.previous.start, period.previous.end)).toBe(24)
  })

  it('the last Sunday of October lasts 25 hours in Madrid', () => {
    const period = resolvePeriod(
      q({ period: 'custom', from: '2026-10-25', to: '2026-10-25' }),
      new Date('2026-11-02T10:00:00Z'),
      madrid,
    )
    expect(period.start.toISOString()).toBe('2026-10-24T22:00:00.000Z')
    expect(period.end.toISOString()).toBe('2026-10-25T23:00:00.000Z')
    expect(hours(period.start, period.end)).toBe(25)
  })

  it('a week over the October change is 7 days and 169 hours; the March one 167', () => {
    const october = resolvePeriod(q({ period: 'week' }), new Date('2026-10-25T20:00:00Z'), madrid)
    expect(october).toMatchObject({ from: '2026-10-19', to: '2026-10-25', days: 7 })
    expect(hours(october.start, october.end)).toBe(169)
    const march = resolvePeriod(q({ period: 'last7' }), new Date('2026-03-31T12:00:00Z'), madrid)
    expect(march).toMatchObject({ from: '2026-03-25', to: '2026-03-31' })
    expect(hours(march.start, march.end)).toBe(167)
  })

  it('a custom range keeps its days; the previous period has as many', () => {
    const period = resolvePeriod(q({ period: 'custom', from: '2026-02-01', to: '2026-02-28' }), now, madrid)
    expect(period).toMatchObject({ days: 28, previous: { from: '2026-01-04', to: '2026-01-31' } })
  })

  it('refuses a custom range reaching past today in the zone', () => {
    // 23:30 on the 18th in Madrid: the 19th has begun in UTC+14 (the schema lets it through), not here.
    const evening = new Date('2026-11-18T22:30:00Z')
    const query = q({ period: 'custom', from: '2026-11-10', to: '2026-11-19' })
    expect(() => resolvePeriod(query, evening, madrid)).toThrow(AppError)
    try {
      resolvePeriod(query, evening, madrid)
    } catch (error) {
      expect(error).toMatchObject({ code: 'period.future', statusCode: 400 })
    }
    expect(
      resolvePeriod(q({ period: 'custom', from: '2026-11-10', to: '2026-11-18' }), evening, madrid).days,
    ).toBe(9)
  })
})

describe('zonedMidnight and dayInZone', () => {
  it('finds local midnight on both sides of the changes and in other zones', () => {
    expect(zonedMidnight('2026-03-30', madrid).toISOString()).toBe('2026-03-29T22:00:00.000Z')
    expect(zonedMidnight('2026-10-26', madrid).toISOString()).toBe('2026-10-25T23:00:00.000Z')
    expect(zonedMidnight('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(zonedMidnight('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
    expect(zonedMidnight('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z')
  })

  it('reads the day at an instant', () => {
    expect(dayInZone(new Date('2026-10-25T22:59:59Z'), madrid)).toBe('2026-10-25')
    expect(dayInZone(new Date('2026-10-25T23:00:00Z'), madrid)).toBe('2026-10-26')
  })

  it('lists every day of a period', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ])
  })
})

describe('addZonedDays (calendar days at the same wall-clock time, issue 32)', () => {
  const madrid = (iso: string, days: number) =>
    addZonedDays(new Date(iso), days, 'Europe/Madrid').toISOString()
  it('is 71 or 73 hours across the DST changes, 72 otherwise, and keeps the milliseconds', () => {
    // 30 Mar 2027 10:00 CEST → 27 Mar 10:00 CET; 1 Nov 10:00 CET → 29 Oct 10:00 CEST.
    expect(madrid('2027-03-30T08:00:00.123Z', -3)).toBe('2027-03-27T09:00:00.123Z')
    expect(madrid('2027-11-01T09:00:00.000Z', -3)).toBe('2027-10-29T08:00:00.000Z')
    expect(madrid('2027-06-10T08:00:00.000Z', -3)).toBe('2027-06-07T08:00:00.000Z')
    expect(madrid('2027-10-17T08:00:00.000Z', 15)).toBe('2027-11-01T09:00:00.000Z')
  })
  it('moves a wall time the spring change skips past the gap', () => {
    // 25 Mar 02:30 CET + 3 days: 28 Mar 02:30 does not exist in Madrid; 03:30 CEST does.
    expect(madrid('2027-03-25T01:30:00.000Z', 3)).toBe('2027-03-28T01:30:00.000Z')
  })
})

describe('periodQuerySchema', () => {
  const errorOf = (input: Record<string, string>) => {
    const result = periodQuerySchema.safeParse(input)
    return result.success ? undefined : result.error.issues[0]?.message
  }

  it('defaults to last7 and accepts the named periods', () => {
    expect(periodQuerySchema.parse({})).toEqual({ period: 'last7' })
    for (const period of ['today', 'week', 'month', 'last7', 'last30'])
      expect(periodQuerySchema.safeParse({ period }).success).toBe(true)
  })

  it('answers bad input in Spanish', () => {
    expect(errorOf({ period: 'year' })).toMatch(/^El periodo debe ser/)
    expect(errorOf({ period: 'custom', to: '2026-01-01' })).toBe(
      'Indica la fecha de inicio del periodo personalizado.',
    )
    expect(errorOf({ period: 'custom', from: '2026-01-01' })).toBe(
      'Indica la fecha de fin del periodo personalizado.',
    )
    expect(errorOf({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })).toBe(
      'La fecha debe ser un día válido con el formato AAAA-MM-DD.',
    )
    expect(errorOf({ period: 'custom', from: '2026-03-02', to: '2026-03-01' })).toBe(
      'La fecha de inicio no puede ser posterior a la fecha de fin.',
    )
    expect(errorOf({ period: 'custom', from: '2024-01-01', to: '2025-02-04' })).toBe(
      'El periodo personalizado no puede superar los 400 días.',
    )
    expect(
      periodQuerySchema.safeParse({ period: 'custom', from: '2024-01-01', to: '2025-02-03' }).success,
    ).toBe(true)
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`
    expect(errorOf({ period: 'custom', from: '2020-01-01', to: nextYear })).toBe(
      'El periodo no puede incluir fechas futuras.',
    )
  })
})

describe('secondsByDay (listening filed on the days it was heard on, issue 17)', () => {
  it('23:59 and 00:01: a minute reported just after midnight gives the day before its share', () => {
    // 00:00:40 on Tuesday 24 November in Madrid (UTC+1): 40 s today, 20 s on Monday.
    expect(secondsByDay(new Date('2026-11-23T23:00:40Z'), 60, madrid)).toEqual([
      { day: '2026-11-23', seconds: 20 },
      { day: '2026-11-24', seconds: 40 },
    ])
    // 23:59:30 and 00:01:00: wholly on one day each.
    expect(secondsByDay(new Date('2026-11-23T22:59:30Z'), 60, madrid)).toEqual([
      { day: '2026-11-23', seconds: 60 },
    ])
    expect(secondsByDay(new Date('2026-11-23T23:01:00Z'), 60, madrid)).toEqual([
      { day: '2026-11-24', seconds: 60 },
    ])
    // Ending on midnight sharp: all of it was heard the day before.
    expect(secondsByDay(new Date('2026-11-23T23:00:00Z'), 60, madrid)).toEqual([
      { day: '2026-11-23', seconds: 60 },
    ])
  })

  it('the March DST Sunday: its 23 hours are one day, split at its own midnights', () => {
    // Sunday 29 March 2026 runs from 23:00Z on the 28th (UTC+1) to 22:00Z on the 29th (UTC+2).
    expect(secondsByDay(new Date('2026-03-28T23:05:00Z'), 600, madrid)).toEqual([
      { day: '2026-03-28', seconds: 300 },
      { day: '2026-03-29', seconds: 300 },
    ])
    expect(secondsByDay(new Date('2026-03-29T22:01:00Z'), 120, madrid)).toEqual([
      { day: '2026-03-29', seconds: 60 },
      { day: '2026-03-30', seconds: 60 },
    ])
    // 02:00 → 03:00 in the middle of the day: 15 minutes across the jump stay on Sunday.
    expect(secondsByDay(new Date('2026-03-29T01:10:00Z'), 900, madrid)).toEqual([
      { day: '2026-03-29', seconds: 900 },
    ])
  })

  it('the October DST Sunday: its 25 hours are one day', () => {
    // Sunday 25 October 2026 runs from 22:00Z on the 24th (UTC+2) to 23:00Z on the 25th (UTC+1).
    expect(secondsByDay(new Date('2026-10-24T22:00:30Z'), 60, madrid)).toEqual([
      { day: '2026-10-24', seconds: 30 },
      { day: '2026-10-25', seconds: 30 },
    ])
    expect(secondsByDay(new Date('2026-10-25T23:00:30Z'), 60, madrid)).toEqual([
      { day: '2026-10-25', seconds: 30 },
      { day: '2026-10-26', seconds: 30 },
    ])
    // 22:30Z on the 25th is 23:30 local: still Sunday, an hour later than in summer.
    expect(dayInZone(new Date('2026-10-25T22:30:00Z'), madrid)).toBe('2026-10-25')
    expect(secondsByDay(new Date('2026-10-25T22:59:00Z'), 900, madrid)).toEqual([
      { day: '2026-10-25', seconds: 900 },
    ])
  })

  it('nothing for no seconds; fractions are dropped', () => {
    expect(secondsByDay(new Date('2026-11-23T23:00:40Z'), 0, madrid)).toEqual([])
    expect(secondsByDay(new Date('2026-11-23T12:00:00Z'), 9.7, madrid)).toEqual([
      { day: '2026-11-23', seconds: 9 },
    ])
  })
})
