/** Internal links (issue 35): what the article's Internal links panel shows. */
export type LinkedPage = { url: string; title: string }

/** The article's links to the writer's own pages, and the pages it could link to, most relevant first. */
export type InternalLinks = { linked: LinkedPage[]; suggestions: LinkedPage[] }
