// A realistic English article that meets every SEO check, built by hand so each number in the tests can be explained.
export const KEYWORD = 'cold brew'
export const TITLE = 'Cold Brew at Home: A Simple Step-by-Step Guide'
export const META =
  'Learn how to make cold brew at home with simple tools. Pick the beans, get the ratio right, steep it overnight and keep it fresh all week.'

const sections: [string, string[]][] = [
  [
    'What makes it different',
    [
      'Hot coffee is made in minutes. Heat pulls flavour out fast, and it also pulls out the sharp and bitter parts. Cold water works slowly. It takes many hours, but it leaves most of the bitter taste behind. The result is a drink that feels round, soft and a little sweet.',
      'You do not need a special machine. A big jar, a spoon and a fine filter are enough. Most people already have these things in the kitchen. If you can boil an egg, you can do this.',
      'It also keeps well. A jar in the fridge stays good for about a week, so one batch on Sunday can cover your mornings until the next weekend.',
    ],
  ],
  [
    'Pick the right beans',
    [
      'Start with beans you like as a hot drink. A medium or dark roast is a safe first choice. These roasts give notes of chocolate, nuts and caramel, and they taste great over ice. Light roasts can work too, but they often taste thin when brewed cold.',
      'Buy whole beans if you can, and grind them just before you start. Ground coffee loses its smell within days. Fresh beans make a clear and lively cup.',
      'Grind the beans coarse, like rough sea salt. A fine grind makes the drink muddy and hard to filter. If your grinder has numbers, pick one of the highest settings.',
    ],
  ],
  [
    'Get the ratio right',
    [
      'The ratio is the part that matters most. A good start is one part coffee to eight parts water by weight. For a big jar, that is one hundred grams of coffee and eight hundred grams of water.',
      'This gives a strong base that you can drink as it is or mix with milk. If you like a strong concentrate, use one part coffee to five parts water and add water or milk when you serve it.',
      'Write down what you used each time. Small changes make a big difference, and notes help you find your perfect cup in two or three tries.',
    ],
  ],
  [
    'Steep it overnight',
    [
      'Put the ground coffee in the jar and pour in cold or room temperature water. Stir well so that all of the coffee gets wet. Dry pockets of coffee will not brew, and you will waste beans.',
      'Close the lid and leave the jar on the counter or in the fridge. On the counter it needs about twelve hours. In the fridge give it sixteen to twenty hours. Longer is not always better, because after a day the taste can turn woody.',
      'You do not need to stir it again. Just let time do the work while you sleep.',
    ],
  ],
  [
    'Filter and store it',
    [
      'When the time is up, pour the coffee through a fine mesh sieve to catch the big grounds. Then pour it again through a paper filter or a clean cloth. The second pass makes the drink clear and smooth.',
      'Store your cold brew in a clean bottle with a tight lid. Keep it in the fridge and drink it within seven days. Write the date on the bottle so you always know how old it is.',
      'Do not leave the grounds in the jar to save time. They keep brewing and the drink turns bitter by the next day.',
    ],
  ],
  [
    'How much caffeine is in it',
    [
      'People often ask if this drink is stronger than hot coffee. The answer depends on the ratio. A concentrate made with one part coffee to five parts water has a lot of caffeine per cup. Once you add water or milk, a glass ends up close to a normal mug of hot coffee.',
      'If you are sensitive to caffeine, mix it with more milk or pick a decaf bean. Decaf works well with this method and still tastes rich. Many people drink a half and half mix in the afternoon so they can still sleep well.',
      'Try a small glass first and see how you feel. You can always pour a second one later in the day.',
      'Kids and pets should not drink it. Keep the bottle on a high shelf in the fridge and label it clearly, so nobody mistakes it for juice or iced tea.',
    ],
  ],
  [
    'Ways to serve it',
    [
      'The classic way is simple. Fill a glass with ice, pour the coffee halfway and top it up with cold water or milk. Taste it and add more coffee if you want it stronger.',
      'For a treat, add a spoon of maple syrup and a pinch of salt. The salt makes the sweet taste stand out. Oat milk also goes well with darker roasts.',
      'You can even freeze some of the coffee in an ice cube tray. Coffee cubes keep your drink cold without making it weak as they melt.',
    ],
  ],
  [
    'Common mistakes to avoid',
    [
      'The most common mistake is a grind that is too fine. It clogs the filter and makes the drink cloudy. The second mistake is a short steep. Less than ten hours gives a thin and sour cup.',
      'Another mistake is using old beans. Stale coffee tastes flat no matter how long it steeps. Check the roast date on the bag and try to use beans within a month of roasting.',
      'Last, keep everything clean. Old oil in the jar or bottle spoils the taste of a fresh batch. Wash your tools with hot water and soap after each use.',
    ],
  ],
]

const body = sections
  .map(([heading, paragraphs]) => `<h2>${heading}</h2>\n${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}`)
  .join('\n')

export const ARTICLE_HTML = [
  '<h1>Cold Brew at Home: A Simple Guide</h1>',
  '<p>Cold brew is coffee made with cold water and lots of time. It tastes smooth and sweet, and it is easy to make at home. In this guide you will learn every step, from the beans to the glass.</p>',
  '<img src="https://cdn.example.com/cold-brew-jar.jpg" alt="A glass jar of coffee steeping on a kitchen counter" />',
  body,
  '<h2>Make your first batch tonight</h2>',
  '<p>You now know all you need. Grind the beans coarse, mix one part coffee with eight parts water, and let it rest overnight. Filter it twice in the morning and keep it cold. Your first glass of homemade cold brew is only one night away.</p>',
  '<img src="https://cdn.example.com/cold-brew-glass.jpg" alt="Iced coffee with oat milk in a tall glass" />',
  '<ul><li>Coarse grind</li><li>One part coffee to eight parts water</li><li>Twelve to twenty hours</li><li>Filter twice, keep cold</li></ul>',
].join('\n')
