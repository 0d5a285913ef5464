/** The blog's first posts, written once at first start so a new installation is not empty. */
export const SAMPLE_POSTS = [
  {
    title: 'How AI writing tools help you publish more, without losing your voice',
    focusKeyword: 'ai writing',
    metaDescription: 'How to use AI writing tools for SEO articles while keeping your own voice: outlines, drafts, editing and review.',
    tags: ['ai', 'writing'],
    featured: true,
    html: '<h2>Start from your expertise</h2><p>AI writing works best when you bring the knowledge and the model brings the speed. Give it your angle, your examples and the questions your customers ask.</p><h2>Draft fast, edit slowly</h2><p>Let the model produce a complete first draft, then spend your time where it matters: facts, tone and the details only you know.</p><ul><li>Check every number and claim.</li><li>Add one story from your own work.</li><li>Cut what a reader would skip.</li></ul><h2>Conclusion</h2><p>AI does not replace your voice; it removes the blank page so you can spend your time on what makes the article yours.</p>',
  },
  {
    title: 'Five SEO tips for small business blogs',
    focusKeyword: 'seo tips',
    metaDescription: 'Five practical SEO tips for small business blogs: search intent, titles, headings, internal links and steady publishing.',
    tags: ['seo'],
    featured: false,
    html: '<h2>1. Answer the search intent</h2><p>Write for the question behind the keyword and answer it in the first paragraph.</p><h2>2. Keep titles under 60 characters</h2><p>Short titles show in full on the results page and still carry the keyword.</p><h2>3. Use real headings</h2><p>One H1, then H2 sections a reader can scan.</p><h2>4. Link your own articles</h2><p>Internal links help readers and search engines find your best pages.</p><h2>5. Publish steadily</h2><p>One good article a week beats ten rushed ones in a month.</p>',
  },
  {
    title: 'A productive weekly content workflow',
    focusKeyword: 'content workflow',
    metaDescription: 'A simple weekly content workflow: pick keywords on Monday, draft with AI, edit, publish and measure by Friday.',
    tags: ['productivity', 'workflow'],
    featured: false,
    html: '<h2>Monday: choose the keyword</h2><p>Pick one keyword your customers search for and write down the question behind it.</p><h2>Tuesday: draft</h2><p>Generate ten titles, choose one, and let the AI write the first draft.</p><h2>Wednesday and Thursday: edit</h2><p>Add your examples, check facts and improve the SEO score.</p><h2>Friday: publish and measure</h2><p>Publish, share it once, and note the numbers you will compare next month.</p>',
  },
]
