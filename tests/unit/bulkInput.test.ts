import { readKeywordCsv, readKeywordList } from '@/server/bulk/input'
import { rowTime, ScheduleError, scheduleTimes } from '@/server/bulk/schedule'

describe('a pasted keyword list', () => {
  it('takes one keyword per line, and reports blank lines and duplicates before anything starts', () => {
    const read = readKeywordList('compost bins\n\n  worm farms  \nCompost   Bins\nrain barrels\n')
    expect(read.rows).toEqual([
      { line: 1, keyword: 'compost bins' },
      { line: 3, keyword: 'worm farms' },
      { line: 5, keyword: 'rain barrels' },
    ])
    expect(read.problems).toEqual([{ line: 4, reason: 'The same keyword as line 1.' }])
    expect(read.blankLines).toEqual([2])
  })

  it('takes at most 100 keywords, and says which were left out and why', () => {
    const read = readKeywordList(Array.from({ length: 103 }, (_, i) => `keyword ${i + 1}`).join('\n'))
    expect(read.rows).toHaveLength(100)
    expect(read.problems.map((p) => p.line)).toEqual([101, 102, 103])
    expect(read.problems[0]!.reason).toMatch(/at most 100 keywords/)
    expect(readKeywordList('x'.repeat(151)).problems[0]!.reason).toMatch(/longer than 150/)
  })
})

describe('a CSV file', () => {
  it('reads named columns in any order, quoted cells with commas, and a BOM', () => {
    const read = readKeywordCsv('\uFEFFTarget,Keyword,Publish at,Title\nblog,"compost, at home",2026-12-01 09:00,Compost at home\n,worm farms,,\n')
    expect(read.rows).toEqual([
      { line: 2, keyword: 'compost, at home', title: 'Compost at home', publishAt: '2026-12-01 09:00', target: 'blog' },
      { line: 3, keyword: 'worm farms' },
    ])
    expect(read.problems).toEqual([])
  })

  it('without a header takes keyword, title, time and target in that order; a row without a keyword is reported', () => {
    const read = readKeywordCsv('rain barrels,Rain barrels 101\n,Only a title\n\nworm farms\n')
    expect(read.rows.map((r) => [r.line, r.keyword, r.title])).toEqual([
      [1, 'rain barrels', 'Rain barrels 101'],
      [4, 'worm farms', undefined],
    ])
    expect(read.problems).toEqual([{ line: 2, reason: 'No keyword on this row.' }])
    expect(read.blankLines).toEqual([3])
  })

  it('says so when the file is not CSV it can read', () => {
    const read = readKeywordCsv('keyword\n"unclosed quote\n')
    expect(read.rows).toEqual([])
    expect(read.problems[0]!.reason).toMatch(/not a CSV file we can read/)
  })
})

describe('the schedule', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  const iso = (dates: (Date | null)[]) => dates.map((d) => d?.toISOString() ?? null)

  it('all at once: every row goes out when it is written', () => {
    expect(scheduleTimes({ mode: 'now' }, 3, now)).toEqual([null, null, null])
  })

  it('N a day at local times, from the start day, skipping times already past', () => {
    // 12:00 UTC is 13:00 in Budapest: today's 09:00 is past, 15:00 is not.
    const times = scheduleTimes({ mode: 'daily', perDay: 2, times: ['15:00', '09:00'], startDate: '2026-11-27', zone: 'Europe/Budapest' }, 4, now)
    expect(iso(times)).toEqual(['2026-11-27T14:00:00.000Z', '2026-11-28T08:00:00.000Z', '2026-11-28T14:00:00.000Z', '2026-11-29T08:00:00.000Z'])
  })

  it('across midnight: 23:30 and 00:15 are two days’ times in order', () => {
    const times = scheduleTimes({ mode: 'daily', perDay: 2, times: ['23:30', '00:15'], startDate: '2026-12-01', zone: 'America/New_York' }, 3, now)
    expect(iso(times)).toEqual(['2026-12-01T05:15:00.000Z', '2026-12-02T04:30:00.000Z', '2026-12-02T05:15:00.000Z'])
  })

  it('keeps local times across a daylight-saving change in Budapest and New York', () => {
    // Budapest moves to summer time on 28 March 2027 at 02:00: 09:00 is 08:00 UTC before, 07:00 after.
    const budapest = scheduleTimes({ mode: 'daily', perDay: 1, times: ['09:00'], startDate: '2027-03-27', zone: 'Europe/Budapest' }, 3, now)
    expect(iso(budapest)).toEqual(['2027-03-27T08:00:00.000Z', '2027-03-28T07:00:00.000Z', '2027-03-29T07:00:00.000Z'])
    // New York, 14 March 2027: 02:30 does not exist (moved on by the hour); 7 November 2027: 01:30 happens twice (the second, in standard time).
    const spring = scheduleTimes({ mode: 'daily', perDay: 1, times: ['02:30'], startDate: '2027-03-13', zone: 'America/New_York' }, 3, now)
    expect(iso(spring)).toEqual(['2027-03-13T07:30:00.000Z', '2027-03-14T07:30:00.000Z', '2027-03-15T06:30:00.000Z'])
    const fall = scheduleTimes({ mode: 'daily', perDay: 1, times: ['01:30'], startDate: '2027-11-06', zone: 'America/New_York' }, 3, now)
    expect(iso(fall)).toEqual(['2027-11-06T05:30:00.000Z', '2027-11-07T06:30:00.000Z', '2027-11-08T06:30:00.000Z'])
  })

  it('refuses what cannot be kept, saying what to change', () => {
    const daily = { mode: 'daily' as const, perDay: 2, times: ['09:00', '15:00'], startDate: '2026-12-01', zone: 'Europe/Budapest' }
    expect(() => scheduleTimes({ ...daily, zone: 'Mars/Olympus' }, 1, now)).toThrow(ScheduleError)
    expect(() => scheduleTimes({ ...daily, zone: 'Mars/Olympus' }, 1, now)).toThrow(/not a time zone/)
    expect(() => scheduleTimes({ ...daily, times: ['9am', '15:00'] }, 1, now)).toThrow(/such as 09:00/)
    expect(() => scheduleTimes({ ...daily, times: ['09:00', '09:00'] }, 1, now)).toThrow(/2 different times/)
    expect(() => scheduleTimes({ ...daily, startDate: '2026-02-30' }, 1, now)).toThrow(/the day the run starts/)
  })

  it('a CSV row’s own time: with an offset, or local to the run’s zone; never in the past', () => {
    expect(rowTime('2026-12-01 09:00', 'Europe/Budapest', now).toISOString()).toBe('2026-12-01T08:00:00.000Z')
    expect(rowTime('2026-12-01T09:00:00-05:00', 'Europe/Budapest', now).toISOString()).toBe('2026-12-01T14:00:00.000Z')
    expect(() => rowTime('tomorrow', 'Europe/Budapest', now)).toThrow(/not a date and time/)
    expect(() => rowTime('2026-11-01 09:00', 'Europe/Budapest', now)).toThrow(/in the past/)
  })
})

describe('what a run costs', () => {
  it('counts an article per row and an image per row when asked, against what is left of the month', async () => {
    const { bulkCost } = await import('@/server/bulk/cost')
    expect(bulkCost({ rows: 10, images: true, articleLimit: 50, articlesUsed: 44, imageLimit: 50, imagesUsed: 46 })).toEqual({ articles: 10, images: 10, articlesLeft: 6, imagesLeft: 4, fits: 4 })
    expect(bulkCost({ rows: 10, images: false, articleLimit: 50, articlesUsed: 44, imageLimit: 50, imagesUsed: 50 })).toMatchObject({ images: 0, fits: 6 })
    expect(bulkCost({ rows: 100, images: true, articleLimit: 999, articlesUsed: 500, imageLimit: 200, imagesUsed: 150 })).toMatchObject({ articlesLeft: null, imagesLeft: 50, fits: 50 })
    expect(bulkCost({ rows: 3, images: false, articleLimit: 50, articlesUsed: 60, imageLimit: 50, imagesUsed: 0 })).toMatchObject({ articlesLeft: 0, fits: 0 })
  })
})
