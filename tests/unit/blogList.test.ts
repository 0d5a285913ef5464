import { blogListHref, isFiltered } from '@/shared/blogList'

describe('blog list addresses', () => {
  it('gives unfiltered pages their own cached addresses', () => {
    expect(blogListHref({})).toBe('/blog')
    expect(blogListHref({}, 1)).toBe('/blog')
    expect(blogListHref({}, 3)).toBe('/blog/page/3')
    expect(blogListHref({ category: undefined, tag: '' }, 2)).toBe('/blog/page/2')
  })

  it('keeps every filter in the query, and the page after page 1', () => {
    expect(blogListHref({ q: 'seo tips' })).toBe('/blog?q=seo+tips')
    expect(blogListHref({ q: 'x', category: 'seo-tips', tag: 'a&b' }, 2)).toBe('/blog?q=x&category=seo-tips&tag=a%26b&page=2')
  })

  it('knows when a list is filtered', () => {
    expect(isFiltered({})).toBe(false)
    expect(isFiltered({ q: '' })).toBe(false)
    expect(isFiltered({ tag: 'garden' })).toBe(true)
  })
})
