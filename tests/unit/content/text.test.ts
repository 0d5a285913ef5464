import { capitaliseFirst, collapseWhitespace, cutAtWordBoundary, words } from '@/shared/text'

describe('cutAtWordBoundary', () => {
  it('leaves text within the limit alone', () => {
    expect(cutAtWordBoundary('Cold brew at home', 60)).toBe('Cold brew at home')
    expect(cutAtWordBoundary('x'.repeat(60), 60)).toBe('x'.repeat(60))
  })
  it('cuts at the last whole word and adds no ellipsis', () => {
    expect(cutAtWordBoundary('Cold brew coffee at home', 12)).toBe('Cold brew')
    expect(cutAtWordBoundary('Cold brew coffee at home', 16)).toBe('Cold brew coffee')
  })
  it('does not leave a dangling separator', () => {
    expect(cutAtWordBoundary('Cold brew: the complete guide', 11)).toBe('Cold brew')
    expect(cutAtWordBoundary('Salt, pepper and more', 13)).toBe('Salt, pepper')
  })
  it('cuts a single over-long word hard so the limit always holds', () => {
    expect(cutAtWordBoundary('Supercalifragilistic', 5)).toBe('Super')
  })
})

describe('small helpers', () => {
  it('collapse whitespace, capitalise and count words', () => {
    expect(collapseWhitespace('  a \n\t b  ')).toBe('a b')
    expect(capitaliseFirst('őszi kert')).toBe('Őszi kert')
    expect(capitaliseFirst('')).toBe('')
    expect(words("Don't stop: e-mail 10 times, kávé!")).toEqual(["Don't", 'stop', 'e-mail', '10', 'times', 'kávé'])
  })
})
