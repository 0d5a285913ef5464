import { pageCount, pageItems, pageNumbers, parsePage, POSTS_PER_PAGE } from '@/shared/paging'

describe('paging', () => {
  it('counts pages, one page even when the list is empty', () => {
    expect(pageCount(0, 12)).toBe(1)
    expect(pageCount(12, 12)).toBe(1)
    expect(pageCount(13, 12)).toBe(2)
    expect(pageCount(30, POSTS_PER_PAGE)).toBe(3)
  })

  it('takes the items of one page', () => {
    const items = Array.from({ length: 30 }, (_, i) => i + 1)
    expect(pageItems(items, 1, 12)).toEqual(items.slice(0, 12))
    expect(pageItems(items, 3, 12)).toEqual([25, 26, 27, 28, 29, 30])
    expect(pageItems(items, 4, 12)).toEqual([])
  })

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
  ])('page %i of %i shows the numbers %j', (current, count, numbers) => {
    expect(pageNumbers(current, count)).toEqual(numbers)
  })

  it.each([
    ['2', 2],
    ['12', 12],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['2.5', null],
    ['1e3', null],
    ['9999999', null],
    ['', null],
    [undefined, null],
  ])('reads the page %j as %j', (value, page) => {
    expect(parsePage(value)).toBe(page)
  })
})
