/** Internal links (issue 35): what the article's Internal links panel shows. */

/** The most links a new article gets to the writer's own pages. */
export const MAX_LINKS = 5

export type LinkedPage = { url: string; title: string }

/** The article's links to the writer's own pages, and the pages it could link to, most relevant first. */
export type InternalLinks = { linked: LinkedPage[]; suggestions: LinkedPage[] }
