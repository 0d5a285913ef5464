/**
 * A deterministic corpus of blog articles (English and Hungarian) for comparing our content analysis
 * with Yoast SEO's. Articles are assembled from hand-written sentence pools for many topics, and every
 * feature the Yoast assessments look at (length, keyphrase density and placement, title, meta
 * description, headings, images, links, sentence and paragraph length, passive voice, transition
 * words, sentence beginnings…) is varied across the corpus so that each assessment gives each of its
 * levels several times. Plain Node only: no imports from src/, no randomness outside the seeded PRNG.
 *
 * Pool conventions (checked against yoastseo 3.6.0 when the pools were written):
 * - `plain` sentences hold no transition word of Yoast's lists and are not passive for Yoast;
 * - `passive` sentences are passive for Yoast (English periphrastic; Hungarian -va/-ve with
 *   van/volt/lesz, -ra/-re with kerül, or -ódik/-ődik verbs) and hold no transition word.
 * Transition words are added by prefixing an opener ("However,", "Ezért"…) to a sentence.
 */

export type CorpusArticle = { name: string; html: string; title: string; meta: string; keyword: string; language: 'en' | 'hu' }

type Lang = 'en' | 'hu'

/* ------------------------------------------------------------------------------------------------
 * Topics. keys (en): "phrase|inflected;forms|reordered sentence|split 1|split 2|reordered title";
 * keys (hu): "phrase|accusative|allative|inessive|delative|reordered|split 1|split 2|reordered title".
 * A leading "*" marks a long query keyphrase (used rarely). heads, alts, items, code: "|"-separated.
 * ---------------------------------------------------------------------------------------------- */
type TopicSrc = { id: string; keys: string[]; plain: string[]; passive: string; heads: string; alts: string; items: string; code?: string; pre?: string[] }

const EN: TopicSrc[] = [
  {
    id: 'cooking',
    keys: [
      'how to brew cold coffee|brewing cold coffee;cold coffees|Cold coffee is the easiest thing I brew all week.|Brew the coffee slowly.|Keep everything cold from start to finish.|Cold coffee: how I brew it at home',
      'sourdough starter|sourdough starters|A starter for sourdough needs flour, water and time.|Sourdough rewards slow mornings.|A healthy starter doubles in a few hours.|Starter basics for better sourdough',
      'home espresso machine|home espresso machines|A machine for espresso at home pays for itself within a year.|Espresso is a small daily luxury.|A decent machine for the home kitchen costs about two hundred pounds.|Espresso at home: picking a machine',
      '*cheap vegetarian meal prep ideas for busy college students',
    ],
    plain: [
      'Fresh beans smell of fruit and toast. A wide jar makes stirring easy. Oat milk foams nicely for lattes. Cheap scales drift; check yours with a coin. A pinch of salt softens bitter coffee. Dough likes a damp tea towel. Preheat the pot for a full hour. Slice the loaf only once it cools.',
      'Cold brew needs coarse grounds and patience. A cheap burr grinder does more for the taste of your cup. Filtered water helps a lot in towns with hard tap water. My usual ratio is one part coffee to eight parts water.',
      'Stir the grounds once and leave the jar in the fridge overnight. Twelve hours is a good starting point. Eighteen hours gives a heavier, more chocolate-like cup. Strain it through a paper filter for a clean finish.',
      'A cloth bag works too and costs almost nothing. Keep the concentrate in a sealed bottle for up to a week. Dilute it with water or milk to taste. My sourdough starter lives on the second shelf of the fridge.',
      'Feed it with equal weights of flour and water. A warm kitchen makes everything move faster. A kitchen scale beats measuring cups every single time. Good bread needs a hot oven and a heavy pot with a lid. Salt goes in after the first rest. Nobody needs a stand mixer for a simple loaf.',
      'The first loaf I baked from a homemade starter was flat, sour and dense, and I ate the whole thing with plenty of butter to hide the mistakes. Espresso at home is a hobby with a steep learning curve, and the grinder deserves the same attention and budget as the shiny machine on the counter.',
      'A batch of cold brew concentrate on Sunday evening covers five busy mornings, and the only daily work left is pouring it over ice with a splash of milk. My grandmother never weighed anything, and her bread beat mine every time, which tells you how much practice matters next to precision.',
      'Buying fresh beans from a local roaster costs a little more per bag, and the difference in the cup shows up from the very first morning. A simple weekly plan with three soups, two salads and one big tray of roasted vegetables keeps a small household fed for days.',
      'Leftover rice, a couple of eggs and whatever greens sit in the fridge make a dinner that takes ten minutes and almost no washing up.',
    ],
    passive:
      'The beans were roasted only four days ago. Most cheap coffee is ground far too fine for this method. The starter was given to me by a neighbour in a jam jar. Every loaf in these photos was baked in the same old oven. The recipe was written on the back of an envelope and pinned to the fridge.',
    heads: 'What you need on day one|The equipment that matters|Choosing your beans|Timing and temperature|Mistakes I made in the first month|Storing what you make|A simple weekly routine|Questions readers ask',
    alts: 'Glass jar on a kitchen counter|Fresh loaf cooling on a wire rack|Hand grinder next to a bag of beans|Milk poured into a tall glass|Flour on a wooden board',
    items: 'a burr grinder|a large glass jar|filtered water|a paper filter|a kitchen scale|coarse ground coffee|a heavy pot with a lid',
  },
  {
    id: 'travel',
    keys: [
      'budget travel in Japan|budget trips in Japan;budget traveling in Japan|Japan rewards travel on a tight budget in surprising ways.|Japan has a reputation for high prices.|Budget carefully and travel slowly.|Japan on a budget: how I travel there',
      'packing list|packing lists|A short list makes packing quicker.|Packing light takes practice.|My list fits on one sticky note.|My list for packing light',
      'solo travel|solo trips;solo travellers|Travel feels different on a solo trip.|I took my first solo trip at thirty.|Travel looks different to me now.|Travel tips for going solo',
    ],
    plain: [
      'Trains in rural areas run less often. A refillable bottle saves money every day. Pack a thin scarf for temples and cold buses. Breakfast in a bakery costs half the hotel price. Learn ten polite phrases in the local language. Offline maps save data and nerves. Small towns feel calmer on weekdays. Keep a photo of your passport on your phone.',
      'Rail passes make sense for long distances. A night bus saves the cost of one hotel night. Book the first and final nights ahead. Leave the middle of the trip open. Convenience stores sell good, cheap breakfasts.',
      'Carry some cash for small restaurants and temples. Pack one pair of comfortable shoes. Laundry machines in hostels are cheap and easy to use. A carry-on bag keeps you flexible on trains and buses.',
      'Walking is the best free attraction in any city. Museums often have one free evening a month. Local markets are great for lunch. Write down the address of your room in the local script. A good map app works offline. Shoulder season brings lower prices and smaller crowds.',
      'My first trip abroad cost twice my budget, with every night booked in advance and several pricey tours I could have done on my own. A week of small guesthouses, regional trains and market lunches can cost about the same as one weekend in a big-brand hotel downtown.',
      'The cheapest flights usually leave at awkward hours, and it pays to check what the airport train costs at that time of night. Travel insurance feels like wasted money right up to the moment your bag disappears or you twist an ankle on a wet mountain path.',
      'Sleeping in a capsule hotel for two nights was one of the strangest and most comfortable experiences of the whole journey across the country. We spent the rainy afternoons in small neighbourhood bathhouses, which cost a few coins and felt wonderfully local and relaxing.',
      'A simple spreadsheet with four columns for transport, food, beds and tickets showed me exactly where the money went on every trip. Packing cubes sound like a gimmick, yet after one long trip with them I would never go back to stuffing everything into one big bag.',
    ],
    passive:
      'Our rooms were booked through a small local agency. The rail pass is sold only to foreign visitors. Most signs at the big stations are written in English too. Our bags got lost on the way back. The hostel was recommended by a friend who had stayed there twice.',
    heads: 'Planning the route|Where to sleep|Getting around|Eating well for less|What I would do differently|Money and cards|Packing light|Safety and common sense',
    alts: 'Train platform early in the morning|Backpack on a hostel bed|Street food stall at night|Mountain path in the fog|Map spread on a café table',
    items: 'a rail pass|a light rain jacket|a universal adapter|two pairs of socks|a small padlock|a paper copy of your passport',
  },
  {
    id: 'finance',
    keys: [
      'emergency fund|emergency funds|A fund for a real emergency sits in a separate account.|A real emergency arrives without warning.|A small fund softens the blow.|A fund for every emergency: start small',
      'how to pay off credit card debt|paying off credit card debts|Debt on a credit card is easier to pay off with a plan.|Pay the card with the highest rate first.|Credit card debt shrinks faster with extra monthly payments.|Credit card debt: the plan I used to pay it off',
      'index funds|index fund|Funds that track an index keep fees low.|An index tracks the whole market.|Funds with low fees win over decades.|Funds that track an index: a calm way to invest',
      '*how to save money on weekly groceries for a big family with picky kids',
    ],
    plain: [
      'Groceries are the easiest place to cut. Rent is the biggest number for most households. Check every subscription twice a year. A wish list stops impulse buys. Pay yourself on payday. Interest works for savers too. Bank fees are worth a quick phone call. A cheap notebook works fine for tracking.',
      'Write down every expense for one month. Small subscriptions add up quickly. A separate savings account keeps the money out of sight. Automatic transfers work best on payday. Cash envelopes help some people spend less on food.',
      'Review your bank statement every Sunday. Cancel one service you forgot you had. Credit card interest eats progress. Keep three to six months of costs in reserve. A budget is a plan, not a punishment. Round numbers make a budget easier to follow. Sell the things you have not used in a year.',
      'In the year I tracked every coffee, bus ticket and late-night takeaway, I found almost two hundred pounds a month leaking out of my account. A boring broad market fund with low fees has beaten most of the clever picks my friends made over the past decade, and it needed no attention at all.',
      'Paying the smallest balance first feels good and builds momentum; paying the highest interest rate first saves more money over the years. Our family budget lives in a shared spreadsheet with one tab per month, and we sit down together for twenty minutes on the first Sunday of each month.',
      'A small cushion of even five hundred pounds turns a broken washing machine from a crisis into an annoying, manageable Tuesday. Nobody gets rich from cutting out lattes, and the bigger wins come from rent, transport, insurance and the interest on old debts.',
      'Checking the pension statement once a year takes ten minutes and shows how far you are from the retirement you want.',
    ],
    passive:
      'Most of the debt was built up in my early twenties. My salary is paid on the twenty-eighth of each month. The fees are taken straight from the fund. Our old loan got paid off in March. The account was opened in ten minutes on a phone.',
    heads: 'Where the money goes|Building a simple budget|Dealing with old debt|Saving without thinking|Investing for beginners|Talking about money at home|Common mistakes|Tools I use',
    alts: 'Notebook with handwritten numbers|Coins in a glass jar|Phone showing a banking app|Receipts spread on a desk|Calculator next to a coffee mug',
    items: 'rent or mortgage|groceries|transport|insurance|subscriptions|savings|gifts and holidays',
    code: 'Add up the column with <code>=SUM(B2:B31)</code> at the bottom of the sheet.|A simple <code>=B2/B1</code> formula shows your savings rate.',
  },
  {
    id: 'gardening',
    keys: [
      'raised bed garden|raised bed gardens|A garden with a raised bed drains well in spring.|Raised soil warms up early.|A bed like this turns any garden corner productive.|Building a bed for your garden: raised and simple',
      'composting|compost heaps;composted leaves',
      'garden design|garden designs;designing a garden|Design starts with walking the garden at different hours.|A garden grows over years.|Good design saves hours of work.|Design ideas for a small garden',
    ],
    plain: [
      'Worms mean healthy soil. Beans climb anything you give them. Lavender loves dry, poor soil. A hose timer saves evening chores. Grass clippings make a decent mulch. Frost can arrive in May. Leave a corner wild for insects. Cut flowers from the garden stay fresh for days.',
      'Start with the soil. Dig in a bucket of compost every spring. Water early in the morning. Mulch keeps the roots cool in July. Slugs love young lettuce. A rain barrel pays for itself in one summer.',
      'Tomatoes need full sun and steady water. Pinch out the side shoots once a week. Sow radishes every two weeks for a steady supply. Plant garlic in October. Herbs grow happily in pots near the kitchen door. Keep a notebook of what you planted and where.',
      'Our first vegetable bed was far too big, and by the middle of July the weeds had won every argument about who owned that corner of the garden. A small bed of forty square feet, planted densely and watered well, gave us more salads and beans every week of the summer.',
      'Native flowers along the fence brought in bees and hoverflies, and the beans next to them set pods more reliably every single year. Clay soil stays wet and heavy in spring, and a few years of compost and leaf mould make it dark, crumbly and easy to dig.',
      'The cheapest tool in my shed is a simple hand trowel from a flea market, and it has outlived three expensive ones with fancy handles. Watering deeply twice a week teaches roots to go down into the soil, where the moisture lasts through the hot afternoons.',
      'A garden plan on graph paper looks tidy in winter, and the real garden ignores half of it by the first week of June.',
    ],
    passive:
      'The beds were built from old scaffolding boards. Most of the seeds were saved from our own plants. The hedge is trimmed twice a year. The greenhouse got damaged in the spring storm. The apple tree was planted by the previous owners.',
    heads: 'Planning the beds|Soil first|What to plant this month|Watering without waste|Dealing with pests|Tools worth buying|Small spaces and balconies|Harvest and storage',
    alts: 'Wooden beds in morning light|Hands holding dark soil|Rows of young lettuce|Watering can on a brick path|Bees on purple flowers',
    items: 'a spade|a hand trowel|garden twine|a watering can with a rose|mulch|seed trays',
  },
  {
    id: 'running',
    keys: [
      'best running shoes for flat feet|best running shoe for flat feet;running shoes|Flat feet need running shoes with real support.|Running with flat feet took me years to figure out.|The right shoes fix most of it.|Flat feet? The running shoes that work for me',
      'marathon training plan|marathon training plans|A plan for marathon training needs rest days.|The marathon is a long goal.|Training needs a plan you can follow.|Training for a marathon: my plan',
      'running|runners;ran',
      '*best lightweight waterproof trail running shoes for wide feet women winter',
    ],
    plain: [
      'Cotton socks cause blisters. Breathe through your mouth on hills. Short strides help on steep descents. Evening runs help some people sleep. Music makes easy runs pass quickly. A running log shows real progress. Race numbers look great on the fridge. A rainy run feels heroic at home with a hot drink.',
      'Start at a pace that feels too easy. Run three times a week. Rest days build fitness too. A conversational pace works for most runs. Buy shoes in the afternoon. Feet swell through the day. Replace your shoes every five hundred miles.',
      'Stretch gently after each run. Hills build strength. Drink water through the day. A simple watch is enough. Sleep matters most for recovery. Run with a friend on hard days. A foam roller helps tight calves.',
      'My first race was a muddy ten kilometre loop around a lake, and I finished near the back with a huge grin and two soaked socks. Most running injuries come from doing too much too early, and a gradual increase of around ten percent a week keeps most people healthy.',
      'Flat feet roll inward with every step, and a stable shoe with a firm heel cup makes long runs feel far more comfortable. A good running store will watch you jog on a treadmill for a minute and suggest a few pairs to try around the shop.',
      'Long runs on Sunday morning became my favourite part of the week, with empty streets, cool air and nothing to think about except the next mile. Strength work twice a week with squats, lunges and calf raises fixed my sore knees in one winter and cost nothing.',
      'A beginner plan with three short runs a week can take a complete novice from the sofa to a five kilometre race in about nine weeks.',
    ],
    passive:
      'The race got cancelled in a storm. My old shoes were worn down on the outside edge. The plan was written by a coach at our local club. Most blisters are caused by wet socks. The course is marked with small orange flags.',
    heads: 'First steps|Choosing the right shoes|A weekly plan|Easy runs and hard runs|Avoiding injuries|Race day|Eating and drinking|Staying motivated',
    alts: 'Runner on a forest trail|Pair of worn shoes by the door|Stopwatch on a wrist|Group of runners at a start line|Muddy path after rain',
    items: 'a pair of well-fitting shoes|moisture-wicking socks|a simple watch|a water bottle|a reflective vest|a foam roller',
  },
  {
    id: 'marketing',
    keys: [
      'e-mail marketing|email marketing;e-mail marketers|Marketing by e-mail works well for small shops.|Send one e-mail a month.|Good marketing feels like a letter from a friend.|Marketing with e-mail for small shops',
      'local SEO|local search;SEO tips|SEO for a local shop starts with your map listing.|Local customers search on their phones.|SEO basics help them find you.|SEO for local shops: a simple start',
      'content calendar|content calendars|A calendar keeps content from becoming an afterthought.|Plan the content in one sitting.|Put it all in a shared calendar.|A calendar for your content: how we plan',
    ],
    plain: [
      'Customers love a behind-the-scenes photo. A thank-you note costs almost nothing. Your shop window is an advert too. Answer emails within a day. Plain text emails feel personal. Test one change at a time. A loyal customer brings friends. Local newspapers love small human stories.',
      'Know who your best customers are. Ask them where they found you. A short newsletter beats a long one. Post on the same day each week. Reply to every review, good or bad. Photos of real people sell better.',
      'Keep your opening hours up to date online. One clear offer works better for most shops. Measure one number each month. Write subject lines like a friend would. A small budget goes far on local ads. Your website needs a phone number on every page. Free tools cover most of what a small shop needs.',
      'Our bakery grew its mailing list to two thousand people with a paper sign-up sheet by the cash register and a free cookie on the customer\'s birthday. A website that loads slowly on a phone loses visitors in the first few seconds, and no clever headline can win them back.',
      'Most small businesses post on five social networks at once, and most of them would do better with one channel they enjoy and keep up. The best marketing idea we ever had came from a customer who suggested a monthly workshop in the back room on quiet Tuesday evenings.',
      'Writing one helpful article a month about the questions customers ask at the counter brought us a steady trickle of new visitors from search for years. A clear price list on the website saves hours of phone calls, and it filters out the people who were never going to buy.',
      'Reviews on the map listing matter a great deal for a shop on a busy street, where people decide in seconds which door to open.',
    ],
    passive:
      'Our first campaign was sent to the wrong list. The logo was designed by a student from the art college. Every order is packed by hand in the back room. Most of our customers were found through word of mouth. The newsletter is written on Monday mornings.',
    heads: 'Know your customers|Building a mailing list|Writing that sells|Showing up on the map|Social media without burnout|Measuring what works|A simple monthly plan|Tools for a tiny budget',
    alts: 'Shop window with a chalkboard sign|Owner packing orders at a desk|Laptop showing a newsletter draft|Customers queuing at a counter|Handwritten thank-you cards',
    items: 'a clear offer|a sign-up form|a welcome message|a monthly newsletter|a map listing|a simple analytics tool',
  },
  {
    id: 'software',
    keys: [
      'unit testing|unit tests;unit tested|Testing each unit alone makes bugs easier to find.|Testing gives fast feedback.|Each unit should do one thing.|Testing every unit: a practical start',
      'code review|code reviews;reviewing code|Review the code, not the person.|Read the code slowly.|A good review asks questions.|How to review code without upsetting anyone',
      'Docker|Docker containers;dockerized',
      '*free open source continuous integration tools for small python projects',
    ],
    plain: [
      'Small pull requests get quick reviews. Flaky tests erode trust. A good error message names the fix. Readable code beats clever code. Rename things freely in a young project. Write the README first. Feature flags make releases calm. Backups need a restore test.',
      'Write a failing test for each new bug. Keep functions small. Name things for what they do. A fast test suite keeps people honest. Delete dead code. Read the error message twice. Commit small changes with clear messages.',
      'Automate the boring checks. Logs should tell a story. Pin your dependency versions. A README saves hours for the next person. Pair programming helps with tricky parts.',
      'The worst bug I ever shipped came from a one-line change that nobody tested, on a Friday afternoon, with half the team already on holiday. A test suite that takes forty minutes to finish turns into a chore, and tired developers quietly stop running it on every commit.',
      'Good code review comments ask questions, point to a specific line and explain the risk in plain words with no lecture attached. Containers made our local setup identical to production, and new developers went from a two-day setup to a working app in under an hour.',
      'Most of the time on a legacy project goes into reading code, and clear names with short functions pay for themselves many times over. A continuous integration pipeline that runs the tests, checks formatting and builds the image on every push catches most silly mistakes early.',
      'The team agreed to keep pull requests under four hundred lines, and review times dropped from days to a few hours within a month.',
    ],
    passive:
      'The old service was written in a hurry. Every pull request is checked by two people. The bug was reported by a customer on Monday. Our builds are triggered on every push. The flaky test got fixed after a week of digging.',
    heads: 'Why tests matter|Setting up the project|Writing your first test|Reviewing changes|Containers in practice|Continuous integration|Common pitfalls|What to read next',
    alts: 'Code on a dark editor screen|Terminal with green test output|Whiteboard with a diagram|Two developers at one desk|Laptop stickers close up',
    items: 'a fast test runner|a linter|a formatter|a CI pipeline|a code owners file|a short README',
    code: 'Run <code>npm test</code> on every change.|The <code>--watch</code> flag reruns tests on save.|A single <code>docker compose up</code> starts the whole stack.|Check the staged diff with <code>git diff --staged</code> each time.',
    pre: ["test('adds two numbers', () => {\n  expect(add(2, 3)).toBe(5)\n})", 'docker run --rm -p 8080:80 nginx', 'git switch -c fix/login-timeout\ngit commit -m "Fix login timeout"'],
  },
  {
    id: 'parenting',
    keys: [
      'toddler sleep schedule|toddler sleep schedules;toddlers sleeping|A schedule helps a toddler sleep through the night.|Sleep comes easier with routine.|Our toddler likes a fixed schedule.|Sleep and schedule tips for your toddler',
      'screen time for kids|screen times for kids;screens for kids|Kids need clear rules about time on a screen.|Kids copy what we do.|Set a time limit for every screen.|Kids, time and the family screen',
      'potty training|potty trained;potty chairs|Training for the potty took us one long summer.|The potty lived in the bathroom.|Training went faster without pressure.|Training tips for the potty years',
    ],
    plain: [
      'Toddlers love jobs with real tools. Snacks fix many bad moods. A bedtime song becomes a signal. Kids sleep better after fresh air. Siblings fight; it is normal. Give a five-minute warning for the park. Let boredom happen sometimes. Say yes to small messes.',
      'Children thrive on routine. Keep bedtime at the same hour. A warm bath helps little ones wind down. Read one short book with the lights low. Praise effort, not results. Give choices between two good options.',
      'Let them help in the kitchen. Tantrums pass. Stay calm and stay close. A tired parent makes worse decisions. Ask for help early. Outdoor play improves sleep. Kids notice everything we do.',
      'Our daughter fought every nap for months, and the fix turned out to be a darker room, a fan for white noise and moving bedtime forward by half an hour. Screens are not evil, and a shared film on Saturday afternoon became one of the cosiest family rituals we have.',
      'A simple chart on the fridge with pictures for brushing teeth, pyjamas and a story made evenings smoother for the whole house. Grandparents love to help, and a clear list of the few rules that really matter keeps everyone on the same page without arguments.',
      'The hardest part of the toddler years was my own patience, which ran out far faster on nights with little sleep and a long day at work. Letting a four-year-old pour the cereal means spilled milk now and a confident child who can make breakfast alone a year from now.',
      'Children remember the walks, the silly songs and the pancakes on Sunday for years; expensive toys fade from memory in weeks.',
    ],
    passive:
      'The rules were agreed at a family meeting. The cot was assembled by my father in one afternoon. Most of the toys were given to us by cousins. The nursery is painted a soft green. The bedtime routine was copied from my own parents.',
    heads: 'Bedtime without battles|Building a routine|Screens and balance|Food and fussy eaters|Playing outside|Asking for help|Siblings|Looking after yourself',
    alts: 'Child reading in a blanket fort|Small hands holding crayons|Stroller in a park|Family at a kitchen table|Night light shaped like a moon',
    items: 'a dim night light|a short bedtime story|a bath|pyjamas laid out|a glass of water|a favourite teddy',
  },
  {
    id: 'home-repair',
    keys: [
      'how to fix a leaky faucet|fixing leaky faucets;leaky taps|A faucet gone leaky takes ten minutes to fix.|Fix the drip first.|A leaky faucet wastes water.|Leaky faucet? Fix it in twenty minutes',
      'drywall repair|drywall repairs;repairing drywall|Repair small holes in drywall with a patch.|Drywall dents easily.|A quick repair takes one evening.|Repair tips for damaged drywall',
      'bathroom tiles|bathroom tile;tiling a bathroom|Tiles in a small bathroom show every mistake.|The bathroom floor needed work.|New tiles went in over a weekend.|Tiles for a small bathroom: what I chose',
    ],
    plain: [
      'Old paint may contain lead. A headlamp frees your hands. Keep the manual for every appliance. Bleed the radiators each autumn. Fresh caulk needs a full day to cure. A wet vacuum rescues flooded floors. Tighten loose handles with a drop of glue. Borrow rare tools from neighbours.',
      'Turn off the water first. Take a photo of each step. A cheap multimeter tells you a lot. Buy one good screwdriver set. Measure twice and cut once. Wear safety glasses with power tools.',
      'Keep a small box of spare screws. Most hinges need a drop of oil. Caulk around the bath every few years. A stud finder saves guesswork. Check the fuse box first. Label every switch in the breaker panel.',
      'My first attempt at replacing a tap ended with a flooded cupboard, a panicked call to a neighbour and a new respect for shut-off valves. Most small repairs need the same handful of tools, and a sturdy box with a hammer, pliers, a tape measure and a level covers nearly everything.',
      'Old houses hide surprises behind every wall, and it pays to open a small inspection hole first to see what is really there. Filling a hole in plasterboard takes three thin coats of filler, a bit of sanding and some patience between the layers.',
      'A silicone bead along the bottom of the shower door stopped the water damage that had ruined two floorboards in the hallway. Gas, major electrical work and anything structural belong to a professional, and the rest of the jobs make great weekend projects.',
      'The squeaky stair on our landing needed two long screws driven into the joist below, and the whole fix took about fifteen minutes.',
    ],
    passive:
      'The pipes were replaced in the nineties. The wall was painted with cheap paint that peels. The leak got fixed with a new washer. Most of the tools were bought second-hand. The old tiles were laid straight onto wooden boards.',
    heads: 'Tools for the job|Safety first|Step by step|Fixing small holes|Leaks and drips|Working with tiles|Jobs for a professional|Finishing touches',
    alts: 'Toolbox on a wooden floor|Dripping tap over a sink|Hands sanding a wall|Tile spacers in a row|Adjustable wrench on a towel',
    items: 'an adjustable wrench|a utility knife|filler and a putty knife|fine sandpaper|a spirit level|plumber\'s tape',
  },
  {
    id: 'pets',
    keys: [
      'puppy training|puppy trainers;training puppies|Training a puppy works best with brief sessions.|A puppy learns fast.|Training sessions should stay short.|Training your puppy in five minutes a day',
      'cat food|cat foods;feeding cats|Food for an older cat needs more moisture.|Our cat is fussy.|Wet food keeps him hydrated.|Food for a fussy cat: what worked',
      'adopting a rescue dog|adopting rescue dogs;adopted rescue dogs|Our dog came from a rescue, and adopting him changed our lives.|The rescue centre matched us with a shy dog.|Adopting him took three visits.|What adopting a dog from a rescue taught us',
    ],
    plain: [
      'Dogs read our moods well. A lick mat calms a busy dog. Cats prefer water away from food. Trim nails every few weeks. A bored dog finds its own jobs. Sniffing tires a dog out fast. Introduce a new cat slowly. Keep chocolate out of reach.',
      'Dogs learn through repetition. Keep treats small. End each session on a win. A tired puppy is a good puppy. Cats hide pain well. Book a yearly vet check. Fresh water every day matters.',
      'A scratching post saves the sofa. Short walks work better for old dogs. Brush long coats twice a week. Never punish a dog for coming back to you. Microchips cost little. Keep the vet\'s number on the fridge.',
      'Our rescue dog spent the first week hiding under the table, and the turning point came with a trail of cheese cubes and a lot of quiet patience. Cats drink very little water on their own, and wet food with plenty of moisture helps their kidneys as they get older.',
      'A crate sounds harsh to many new owners, and most dogs come to love it as a quiet den where nobody bothers them. Puppy classes on Saturday mornings taught us how to read our dog\'s body language, and the tricks came almost by accident.',
      'An old cat with stiff joints appreciates a low step up to the windowsill, a heated bed and food bowls at floor level. Walking the same loop every morning gives an anxious dog a sense of safety, and new routes can come once the basics feel solid.',
      'The cost of a pet goes far beyond the food, with insurance, vaccinations, grooming and boarding adding up to a serious monthly sum.',
    ],
    passive:
      'Our dog was found as a stray near the motorway. The kittens were vaccinated at eight weeks. Most dogs in the shelter are given a short walk twice a day. The old sofa was destroyed in one afternoon. Our cat got spayed in the spring.',
    heads: 'The first week at home|Food and water|Training basics|Health and vet visits|Exercise and play|Grooming|Travelling with pets|Costs to plan for',
    alts: 'Dog waiting by the front door|Cat asleep on a windowsill|Bowl of kibble on a mat|Puppy chewing a rope toy|Leash hanging on a hook',
    items: 'a comfortable bed|food and water bowls|a short leash|a harness|tasty training treats|a scratching post',
  },
  {
    id: 'photography',
    keys: [
      'portrait photography|portrait photographers;portrait photos|Photography of people starts with one good portrait.|Every portrait tells a story.|Good photography needs good light.|Photography tips for a natural portrait',
      'camera settings|camera setting;setting the camera|Settings on a new camera look confusing on day one.|My camera sat on auto for a year.|Three settings changed everything.|Settings to change on a new camera',
      'golden hour|golden hours;golden light|The hour around sunset turns skin golden.|Shoot in the hour around sunset.|The light turns golden and soft.|Shooting in the golden light: the best hour',
    ],
    plain: [
      'Overcast days flatter faces. Shoot vertical for portraits. A clean lens fixes hazy photos. Crop with intent. Shadows add depth. Turn the subject toward the light. Print your favourite photos. Phones handle daylight beautifully.',
      'Light matters most. Shoot in soft morning light. Move your feet to change the background. Focus on the nearest eye. A fifty millimetre lens is cheap and sharp. Turn off the flash indoors. Use a window as your main light.',
      'Take fewer photos and look longer. Back up your files twice. Edit with a light hand. A reflector can be a sheet of white card. Watch the edges of the frame. Ask people to breathe out and relax their shoulders.',
      'My favourite portrait of my grandfather came from an old phone by the kitchen window, proof of how little the camera matters. Shooting in manual mode for one month forced me to think about shutter speed, aperture and ISO together, and my photos improved quickly.',
      'A cheap reflector bounced enough light into the shadows to make a cloudy afternoon portrait look like it came from a proper studio. Most beginners stand too far away from their subject, and taking two steps closer fixes a surprising number of boring pictures.',
      'Carefully editing twenty photos teaches a great deal, and a consistent look makes a small portfolio feel professional. The best street photos from our trip came from sitting on one bench for an hour and waiting for people to walk into the light.',
      'Cleaning the sensor, charging the two batteries and formatting the cards the evening ahead of a shoot saves a lot of panic.',
    ],
    passive:
      'This photo was taken on an old phone by the kitchen window. Every image here was edited in the same free app. The studio is lit by one large window. Most of these shots were made with a cheap prime lens. My first camera was stolen on a train.',
    heads: 'Light first|Choosing a lens|Posing without stiffness|Settings that matter|Editing basics|Backing up your work|Shooting outdoors|Practice projects',
    alts: 'Woman laughing by a window|Camera on a wooden table|Silhouette against an orange sky|Lens cap and memory cards|Old man in a flat cap',
    items: 'a fifty millimetre lens|two memory cards|a spare battery|a reflector|a lens cloth|a simple tripod',
  },
  {
    id: 'health',
    keys: [
      'sleep hygiene|sleep habits;sleeping hygiene|Hygiene for better sleep starts in the evening.|Sleep loves routine.|Good hygiene means a dark, cool room.|Hygiene habits for deeper sleep',
      'healthy breakfast ideas|healthy breakfast idea;healthier breakfasts|Ideas for a healthy breakfast in five minutes.|Breakfast sets the tone.|Healthy ideas take no time.|Breakfast ideas that are healthy and quick',
      'posture|postures;postural',
      '*quick healthy high protein vegetarian breakfast recipes for weight loss and muscle gain',
    ],
    plain: [
      'A walk clears the head. A glass of water ahead of coffee wakes me up. Vegetables fill half my plate. Naps work best under half an hour. Stairs count as exercise. Deep breaths calm a racing heart. Bright screens delay sleep. A fruit bowl on the table helps.',
      'Go to bed at one fixed hour each night. Keep the bedroom cool and dark. A short walk after lunch helps digestion. Drink a glass of water with every meal. Caffeine lingers for hours. Stand up every half hour.',
      'Oats with fruit keep me full for hours. Protein at breakfast curbs snacking. A screen-free hour helps the brain slow down. Stretch your chest and hips daily. Sunlight in the morning resets your clock. Small changes stick best.',
      'Moving my phone charger out of the bedroom after years of late-night scrolling fixed my sleep within two weeks, with no pills or gadgets. A desk at the right height, a chair that supports the lower back and a screen at eye level make long working days far kinder to the neck.',
      'Breakfast can stay simple, and a bowl of yoghurt with berries, seeds and a spoon of honey takes two minutes to make. Most adults need seven to nine hours of sleep, and a regular wake-up time seven days a week matters a lot for the body clock.',
      'Ten minutes of gentle stretching each evening eased the tension in my shoulders that had built up over years of hunching over a laptop. Walking to the shops, taking the stairs and cycling to work add up to a surprising amount of movement across a normal week.',
      'A doctor\'s check-up once a year catches small problems early, and a simple blood test can reveal issues with iron, vitamin D or cholesterol.',
    ],
    passive:
      'Most of these habits were suggested by my physiotherapist. The study was published in a sleep journal. My back pain was caused by a bad chair. Sugar is hidden in many breakfast cereals. The advice is backed by years of research.',
    heads: 'Sleep comes first|Morning routines|What to eat|Moving more|Sitting well|Stress and rest|Small habits that stick|Talking to a doctor',
    alts: 'Bowl of oats with berries|Person stretching on a mat|Alarm clock on a bedside table|Glass of water by a window|Laptop on a standing desk',
    items: 'a regular bedtime|a glass of water|a morning walk|oats with fruit|a stretching routine|a screen-free hour',
  },
]

const HU: TopicSrc[] = [
  {
    id: 'kave',
    keys: [
      'kávéfőzés otthon|kávéfőzést otthon|kávéfőzéshez otthon|kávéfőzésben otthon|kávéfőzésről otthon|Otthon a kávéfőzés lassú, nyugodt szertartás.|A kávéfőzés türelmet igényel.|Otthon erre mindig jut idő.|Otthon a kávéfőzés: egyszerű útmutató',
      'kovászos kenyér|kovászos kenyeret|kovászos kenyérhez|kovászos kenyérben|kovászos kenyérről|A kenyér titka a jó kovászos alaptészta.|A kovászos tészta lassan kel.|A kenyér héja ettől lesz ropogós.|Kenyér otthon: a kovászos változat titkai',
      'hideg kávé|hideg kávét|hideg kávéhoz|hideg kávéban|hideg kávéról|Nyáron a kávé nálam mindig hideg, jéggel.|A kávé íze ilyenkor lágyabb.|A hideg víz lassan dolgozik.|Kávé, ami hideg: nyári receptek',
      '*olcsó egészséges vegetáriánus heti menü diákoknak egyszerű receptekkel kollégiumi konyhában',
    ],
    plain: [
      'A friss kávébab illata gyümölcsös, pirítósra emlékeztet. Széles szájú üvegben könnyebb keverni. A zabtej szépen habosodik. Egy csipet só tompítja a keserűséget. A tészta szereti a nedves konyharuhát. A kenyeret csak kihűlve szeleteld. Az öntöttvas edényt egy teljes órán át melegítsd elő. A jó kávéhoz nem kell drága gép.',
      'A hideg áztatáshoz durvára őrölt kávé kell. Egy olcsó kézi daráló többet számít bármilyen drága kannánál. A szűrt víz jót tesz a kávé ízének. Nálam az arány egy rész kávé nyolc rész vízhez. Keverd át egyszer, utána mehet a hűtőbe egész éjszakára.',
      'Tizenkét óra jó kiindulópont. Tizennyolc óra után sűrűbb, csokoládésabb lesz az ital. Papírszűrőn átszűrve tisztább a végeredmény. A sűrítményt zárt üvegben tárold. Egy héten belül a legfinomabb. Hígítsd vízzel, tejjel, ízlés szerint.',
      'A kovászom a hűtő második polcán lakik. Egyenlő súlyú liszttel, vízzel etetem. A meleg konyhában minden gyorsabban kel. A konyhai mérleg pontosabb bármilyen bögrénél. A jó kenyérhez forró sütő kell, egy nehéz, fedős edény. Egy egyszerű vekni elkészítéséhez nem kell robotgép.',
      'Az első vekni, amit a saját kovászommal sütöttem, lapos lett, savanyú, tömör; az egészet megettem rengeteg vajjal, a hibák eltüntetésére, egyetlen hosszú vasárnap délután alatt.',
      'Az otthoni eszpresszó meredek tanulási görbével járó hobbi; a csésze ízében a darálónak legalább akkora szerepe van, amekkora a pulton álló fényes gépnek.',
      'A keserű íz nagy része, amit az olcsó kávébabnak tulajdonítunk, valójában a túl forró vízből ered, esetleg a hetekig a tartályban álló őrleményből.',
      'Vasárnap este elkészítek egy adag hideg kávésűrítményt, ez öt rohanós reggelre elég, hétköznap reggel csak jégre töltöm egy magas pohárba, egy kis tejjel.',
      'A nagymamám soha semmit nem mért le grammra, a kenyere ennek ellenére minden alkalommal jobb lett az enyémnél; a gyakorlat sokszor többet ér a precíz mérésnél.',
      'A friss kávébab a helyi pörkölőtől zacskónként valamivel drágább, cserébe a különbség már az első reggelen ott van a csészében, minden egyes kortyban. Egy egyszerű heti terv három levessel, két salátával, egy nagy tepsi sült zöldséggel napokig ellátja a kis háztartást.',
    ],
    passive:
      'A kávé frissen van pörkölve, a zacskón ott a dátum. A recept egy boríték hátoldalán íródott. A maradék kávé másnap reggel használódik fel. A kenyér sütés előtt be van vagdosva egy éles pengével. A hozzávalók grammra pontosan ki vannak mérve.',
    heads: 'Ami a kezdéshez kell|A legfontosabb eszközök|A kávébab kiválasztása|Időzítés, hőfok|Hibák az első hónapból|Tárolás|Egyszerű heti rutin|Olvasói kérdések',
    alts: 'Befőttesüveg a konyhapulton|Hűlő vekni rácson|Kézi daráló egy zacskó kávé mellett|Tej egy magas pohárban|Liszt egy fa vágódeszkán',
    items: 'kézi kávédaráló|nagy befőttesüveg|szűrt víz|papírszűrő|konyhai mérleg|durvára őrölt kávé|fedős öntöttvas edény',
  },
  {
    id: 'utazas',
    keys: [
      'olcsó utazás|olcsó utazást|olcsó utazáshoz|olcsó utazásban|olcsó utazásról|Az utazás lehet meglepően olcsó, kevés tervezéssel.|A szállás lehet olcsó.|Az utazás többi része rajtad múlik.|Utazás okosan, olcsó megoldásokkal',
      'városlátogatás|városlátogatást|városlátogatáshoz|városlátogatásban|városlátogatásról',
      '*olcsó hétvégi városlátogatás Budapesten kisgyerekekkel',
      'hátizsákos utazás Japánban|hátizsákos utazást Japánban|hátizsákos utazáshoz Japánban|hátizsákos utazásban Japánban|hátizsákos utazásról Japánban|Japánban az utazás hátizsákos stílusban meglepően egyszerű.|Japánban a vonatok pontosak.|A hátizsákos utazás itt kényelmes.|Utazás Japánban, hátizsákos módra',
    ],
    plain: [
      'Vidéken ritkábban járnak a vonatok. Egy újratölthető kulacs naponta pénzt spórol. Templomokba vigyél egy vékony sálat. A pékségben fele annyiba kerül a reggeli. Sajátíts el tíz udvarias kifejezést a helyi nyelven. Az offline térkép adatot, idegeskedést spórol. Hétköznap a kisvárosok nyugodtabbak. Az útleveledről legyen fotó a telefonodon.',
      'A vasúti bérlet hosszú távokon a legjobb választás. Egy éjszakai busszal megspórolsz egy éjszakai szállást. Az első, az utolsó éjszakát előre foglald le. Az út közepét hagyd szabadon. A kisboltokban meglepően jó reggelit árulnak.',
      'Legyen nálad készpénz a kisebb éttermekhez. Egy kényelmes cipő elég az egész útra. A hostelekben olcsó a mosás. Egy kézipoggyásznyi táska rugalmassá tesz. A séta a legjobb ingyenes látnivaló minden városban.',
      'Sok múzeumban havonta van egy ingyenes este. A helyi piacokon remek ebédet találsz. A szállás címét írd le a helyi írással. Egy jó térképes alkalmazás internet nélkül működik. Az előszezonban alacsonyabbak az árak.',
      'Az első külföldi utam a tervezett költségvetés kétszeresébe került: minden éjszakát hónapokkal előre lefoglaltam, rengeteg drága túrát fizettem ki, egyedül szervezve olcsóbban kijött volna.',
      'Egy hét kis vendégházakban, regionális vonatokon, piaci ebédekkel nagyjából annyiba kerül, amennyibe egy hétvége egy nagy nemzetközi lánc belvárosi szállodájában, reggelivel együtt.',
      'A legolcsóbb járatok általában kényelmetlen időpontokban indulnak, érdemes előre megnézni, mennyibe kerül éjszaka a reptéri vonatjegy, taxi, éjszakai busz a városközpontba.',
      'Az utasbiztosítás kidobott pénznek tűnik, egészen az első elveszett bőröndig, kificamodott bokáig, lekésett csatlakozásig egy idegen ország közepén, a szezon legforgalmasabb hetében.',
      'Két éjszakát töltöttem egy kapszulahotelben, ez volt az egész utazás egyik legfurcsább, egyben legkényelmesebb élménye az ország másik végében, hosszú hetek után.',
      'Egy egyszerű táblázat négy oszloppal – közlekedés, étel, szállás, belépők – pontosan megmutatta a pénz útját minden egyes régebbi utazásom során, forintra lebontva.',
      'A pakolókockák elsőre felesleges kütyünek tűnnek; egy hosszú, háromhetes út után soha többé nem tömném bele a holmimat egyetlen nagy, rendezetlen táskába.',
    ],
    passive:
      'A szállásaink egy kis helyi irodán keresztül voltak lefoglalva. A vasúti bérlet csak külföldi turistáknak van fenntartva. A nagy pályaudvarokon a legtöbb tábla angolul van kiírva. A jegyek a pénztárnál nyomtatódnak ki. A szállásunk a foglalás napján ki volt fizetve.',
    heads: 'Az útvonal megtervezése|Szállás|Közlekedés helyben|Olcsó, finom étkezés|Amit másképp csinálnék|Pénz, bankkártya|Könnyű csomag|Biztonság, józan ész',
    alts: 'Vasúti peron kora reggel|Hátizsák egy hostel ágyán|Utcai büfé éjszaka|Hegyi ösvény ködben|Térkép egy kávézó asztalán',
    items: 'vasúti bérlet|könnyű esőkabát|univerzális átalakító|kis lakat|útlevélmásolat papíron|kényelmes sétacipő',
  },
  {
    id: 'penzugy',
    keys: [
      'családi költségvetés|családi költségvetést|családi költségvetéshez|családi költségvetésben|családi költségvetésről|A költségvetés nálunk közös családi ügy.|A családi kassza közös.|A költségvetés havonta frissül.|Költségvetés családi használatra: egyszerű táblázat',
      'vésztartalék|vésztartalékot|vésztartalékhoz|vésztartalékban|vésztartalékról',
      '*hogyan spóroljunk havonta százezer forintot négytagú családként vidéki bérlakásban élve infláció idején',
      'nyugdíj-előtakarékosság|nyugdíj-előtakarékosságot|nyugdíj-előtakarékossághoz|nyugdíj-előtakarékosságban|nyugdíj-előtakarékosságról|Az előtakarékosság a nyugdíj legbiztosabb alapja.|A nyugdíj még messze van.|Az előtakarékosság apró összegekkel indul.|Előtakarékosság a nyugdíj éveire',
    ],
    plain: [
      'A bevásárlásnál a legkönnyebb spórolni. A legtöbb háztartásban a lakbér a legnagyobb tétel. Évente kétszer nézd át az előfizetéseidet. A kívánságlista megfékezi az impulzusvásárlást. Fizetésnapon elsőként magadnak fizess. A banki díjak miatt megéri egy telefonhívás. Egy olcsó füzet tökéletes a nyilvántartáshoz. A kamatos kamat a megtakarítóknak dolgozik.',
      'Egy hónapig írj fel minden kiadást. Az apró előfizetések havonta komoly összeget tesznek ki. Egy külön megtakarítási számla segít a pénzt szem elől tartani. Az automatikus átutalás fizetésnapon a legjobb. Vasárnaponként nézd át a bankszámlakivonatot.',
      'Mondj le egy elfelejtett szolgáltatásról. A hitelkártya kamata felemészti a haladást. Tarts tartalékban három-hat havi kiadást. Az alapkezelési díj hosszú távon komoly pénz. A költségvetés terv, nem büntetés. A kerek számokkal könnyebb tervezni. Add el, amit egy éve nem használtál.',
      'A szigorú nyilvántartás évében minden kávét, buszjegyet, késő esti ételrendelést feljegyeztem, a végén havi negyvenezer forintnyi szivárgást találtam a saját számlámon.',
      'Egy unalmas, alacsony költségű indexkövető alap az elmúlt évtizedben jobban teljesített a barátaim legtöbb okos választásánál, ráadásul semmilyen figyelmet nem igényelt.',
      'A legkisebb tartozás törlesztése jó érzés, lendületet ad; a legmagasabb kamatú hitel gyors visszafizetése hosszabb távon, az évek során több pénzt spórol.',
      'A családi kasszát egy közös táblázatban vezetjük, havonta egy lappal, minden hónap első vasárnapján húsz percre leülünk együtt átnézni a konyhaasztalnál. Egy kétszázezer forintos tartalék a tönkrement mosógépet válságból egyszerű, bosszantó keddi problémává szelídíti.',
      'A lattéról való lemondástól senki nem lesz gazdag; a nagy nyereség a legtöbb háztartásban a lakbérből, közlekedésből, biztosításból, régi tartozások kamatából jön. Évente egyszer érdemes átnézni a nyugdíjpénztári egyenleget: tíz perc az egész, utána pontosan látszik a cél távolsága.',
    ],
    passive:
      'A tartozás nagy része hitelkártyán volt felhalmozva. A fizetésem minden hónap huszonnyolcadikán utalódik. A díjak közvetlenül az alapból vonódnak le. A régi hitelünk márciusra ki volt fizetve. A számlanyitás tíz perc alatt, telefonon intéződött el.',
    heads: 'A pénz útja|Egyszerű költségvetés|Régi tartozások|Megtakarítás gondolkodás nélkül|Befektetés kezdőknek|Pénzről beszélni otthon|Gyakori hibák|Eszközök, amiket használok',
    alts: 'Füzet kézzel írt számokkal|Érmék egy befőttesüvegben|Banki alkalmazás egy telefonon|Blokkok szétszórva az asztalon|Számológép egy bögre mellett',
    items: 'lakbér|törlesztőrészlet|bevásárlás|közlekedés|biztosítás|előfizetések|megtakarítás|ajándékok',
    code: 'A havi összeget a <code>=SZUM(B2:B31)</code> képlet adja ki.|A megtakarítási ráta képlete egyszerű: <code>=B2/B1</code>.',
  },
  {
    id: 'kert',
    keys: [
      'kerttervezés|kerttervezést|kerttervezéshez|kerttervezésben|kerttervezésről',
      'magaságyás|magaságyást|magaságyáshoz|magaságyásban|magaságyásról',
      'paradicsom termesztése|paradicsom termesztését|paradicsom termesztéséhez|paradicsom termesztésében|paradicsom termesztéséről|Termesztése egyszerű: a paradicsom ideális első növény.|A paradicsom napos helyet kíván.|A termesztése rendszeres öntözést igényel.|Termesztése egyszerű: paradicsom kezdőknek',
    ],
    plain: [
      'A giliszta egészséges talajt jelez. A bab bármire felfut. A levendula a száraz, sovány talajt kedveli. Egy locsolóidőzítő esti munkát spórol. A lenyírt fű jó mulcs. Májusban még jöhet fagy. Hagyj egy vad sarkot a rovaroknak. A vágott virág napokig friss marad.',
      'Kezdd a talajjal. Minden tavasszal forgass bele egy vödör komposztot. Kora reggel locsolj. A mulcs júliusban hűvösen tartja a gyökereket. A csigák imádják a fiatal salátát. Egy esővízgyűjtő hordó egyetlen nyár alatt megtérül.',
      'A paradicsom teljes napot, egyenletes vizet kíván. Hetente csípd ki a hónaljhajtásokat. Kéthetente vess retket a folyamatos termésért. Fokhagymát októberben ültess. A fűszernövények cserépben, a konyhaajtó mellett érzik jól magukat. Vezess füzetet az ültetésekről. Eső után könnyebb a gyomlálás.',
      'Az első zöldségágyásunk túl nagyra sikerült, július közepére a gyomok minden vitát megnyertek arról, kié a kert hátsó sarka a régi kerítés mentén.',
      'Egy négy négyzetméteres, sűrűn beültetett, rendesen öntözött kis ágyás egész nyáron ellátott minket salátával, babbal, cukkinivel, friss zöldfűszerekkel júniustól egészen szeptember végéig.',
      'A kerítés mentén ültetett őshonos virágok odacsalogatták a méheket, zengőlegyeket; a mellettük álló futóbab minden évben bőségesebb termést hozott, hosszú fürtökben. Az agyagos talaj tavasszal nehéz, nedves marad; néhány év komposzt, lombföld után sötét, morzsalékos lesz, könnyen ásható.',
      'A fészerem legolcsóbb szerszáma egy bolhapiacon vett egyszerű ültetőlapát, három drága, díszes nyelű társát élte túl a kertészkedéssel töltött hosszú évek alatt.',
      'Heti kétszeri alapos öntözéssel a gyökerek lefelé nőnek, a mélyebb, hűvösebb talajrétegek irányába; ott a nedvesség a legforróbb délutánokon át megmarad. A milliméterpapírra rajzolt kertterv télen rendezettnek tűnik, június első hetére a valóságos, élő kert a felét teljesen figyelmen kívül hagyja.',
    ],
    passive:
      'Az ágyások régi állványdeszkákból vannak összeszerelve. A kert hátsó része kerítéssel van elválasztva. A paradicsompalánták karóhoz vannak kötözve. A locsolórendszer időzítővel van felszerelve. A komposzt ősszel egyenletesen van elterítve az ágyásokon.',
    heads: 'Az ágyások megtervezése|A talaj az alap|Mit ültessünk ebben a hónapban?|Öntözés pazarlás nélkül|Kártevők ellen|Szerszámok, amiket megéri megvenni|Kis kert, erkély|Betakarítás, tárolás',
    alts: 'Fa ágyások reggeli fényben|Sötét föld két tenyérben|Fiatal saláta sorokban|Locsolókanna egy téglaúton|Méhek lila virágokon',
    items: 'ásó|ültetőlapát|kerti zsineg|rózsás locsolókanna|érett komposzt|szalmamulcs|palántanevelő tálca',
  },
  {
    id: 'futas',
    keys: [
      'futóedzés kezdőknek|futóedzést kezdőknek|futóedzéshez kezdőknek|futóedzésben kezdőknek|futóedzésről kezdőknek|Kezdőknek a futóedzés legyen rövid, laza.|Kezdőknek a türelem a legfontosabb.|Egy futóedzés húsz perccel indul.|Kezdőknek: futóedzés lépésről lépésre',
      'maratoni felkészülés|maratoni felkészülést|maratoni felkészüléshez|maratoni felkészülésben|maratoni felkészülésről|A felkészülés maratoni távra hónapokig tart.|A maratoni táv tiszteletet érdemel.|A felkészülés legalább négy hónap.|Felkészülés a maratoni távra: tizenhat hetes terv',
      'futócipő|futócipőt|futócipőhöz|futócipőben|futócipőről',
      '*könnyű vízálló terepfutó cipő széles lábra',
    ],
    plain: [
      'A pamutzokni vízhólyagot okoz. Emelkedőn rövidebb lépésekkel fuss. Az esti futás segít elaludni. A zene gyorsabbá teszi a könnyű futásokat. Az edzésnapló megmutatja a valódi fejlődést. A rajtszám jól mutat a hűtőn. Esőben futni felemelő érzés. A bemelegítés tíz perce sosem fölösleges.',
      'Kezdj olyan tempóban, ami túl könnyűnek tűnik. Hetente háromszor fuss. A pihenőnapok az edzés részei. A beszélgetős tempó a legtöbb futáshoz tökéletes. Délután vásárolj cipőt. A láb napközben megdagad. Nyolcszáz kilométer után cserélj cipőt.',
      'Futás után nyújts óvatosan. Az emelkedők erőt építenek. Napközben igyál elég vizet. Egy egyszerű óra bőven elég. A pihenéshez az alvás a legfontosabb. A nehezebb napokon fuss egy barátoddal. A vádli feszességére jó a masszázshenger.',
      'Az első versenyem egy sáros tízkilométeres kör volt egy tó körül; a mezőny végén értem célba, hatalmas mosollyal, két csuromvizes zoknival. A legtöbb futósérülés a túl gyors terhelésnövelésből fakad; heti nagyjából tíz százalékos emelés mellett a legtöbb ember hosszú távon egészséges marad.',
      'A lúdtalpas láb minden lépésnél befelé dől, egy stabil, kemény sarokkérgű cipővel a hosszú vasárnapi futások már az első héttől sokkal kényelmesebbek lesznek.',
      'Egy jó futóbolt egy percig figyeli a futásodat a futópadon, utána javasol néhány párat, ezeket a bolt körül nyugodtan, sietség nélkül kipróbálhatod. A vasárnap reggeli hosszú futás a hét kedvenc része lett: üres utcák, hűvös levegő, semmi más gondolat, csak a következő kilométer.',
      'A heti kétszeri erősítés guggolással, kitörésekkel, lábujjhegyre emelésekkel egyetlen tél alatt rendbe hozta a fájós térdemet, teljesen ingyen. Egy heti három rövid futásra épülő kezdő program kilenc hét alatt eljuttathat egy teljesen edzetlen embert a kanapéról egy ötkilométeres versenyig.',
    ],
    passive:
      'A pálya kis narancssárga zászlókkal van kijelölve. A régi cipőm külső éle teljesen le van kopva. Az edzésterv a klub honlapján van közzétéve. A legtöbb vízhólyag nedves zokniból adódik. A rajtcsomagok a verseny előtti napon osztódnak ki.',
    heads: 'Az első lépések|A megfelelő cipő|Heti terv|Könnyű, kemény futások|Sérülések megelőzése|A verseny napja|Evés, ivás|Motiváció',
    alts: 'Futó egy erdei ösvényen|Kopott cipő az ajtó mellett|Stopperóra egy csuklón|Futók a rajtvonalnál|Sáros ösvény eső után',
    items: 'jól illeszkedő futócipő|nedvességelvezető zokni|egyszerű sportóra|kulacs|fényvisszaverő mellény|masszázshenger',
  },
  {
    id: 'marketing',
    keys: [
      'online marketing kisvállalkozásoknak|online marketinget kisvállalkozásoknak|online marketinghez kisvállalkozásoknak|online marketingben kisvállalkozásoknak|online marketingről kisvállalkozásoknak|Kisvállalkozásoknak az online marketing a legolcsóbb csatorna.|A kisvállalkozásoknak kevés a pénzük.|Az online marketing ezt kiegyenlíti.|Kisvállalkozásoknak: online marketing kis költségvetéssel',
      'hírlevél|hírlevelet|hírlevélhez|hírlevélben|hírlevélről',
      '*ingyenes online marketing eszközök helyi kisvállalkozásoknak',
      'közösségi média|közösségi médiát|közösségi médiához|közösségi médiában|közösségi médiáról|A média ma közösségi élmény.|A közösségi oldalak ingyenesek.|A média figyelmet követel.|Média, közösségi jelenlét: kezdő útmutató',
    ],
    plain: [
      'A vásárlók imádják a kulisszák mögötti fotókat. Egy köszönőkártya szinte semmibe nem kerül. A kirakat önmagában reklám. Egy napon belül válaszolj az e-mailekre. Az egyszerű szöveges levél személyesebb. Egyszerre csak egy dolgot tesztelj. Egy hűséges vásárló barátokat hoz. A helyi újságok szeretik az emberi történeteket.',
      'Tudd, kik a legjobb vásárlóid. Érdeklődj tőlük, melyik csatornán találtak rád. A rövid hírlevél többet ér a hosszúnál. Minden héten ugyanabban az időpontban posztolj. Válaszolj minden értékelésre. Valódi emberekről készült fotók jobban eladnak.',
      'Tartsd naprakészen a nyitvatartást az interneten. Egy világos ajánlat többet ér három homályosnál. Havonta egyetlen számot mérj. A tárgysor legyen személyes, barátságos. Kis költségvetéssel a helyi hirdetések messzire jutnak. A weboldal minden oldalán legyen telefonszám. Az ingyenes eszközök a legtöbb igényt lefedik.',
      'A pékségünk két év alatt kétezer fős levelezőlistát épített egy papíralapú feliratkozó lappal a pénztár mellett, minden vásárlónak ingyen sütit adtunk a születésnapján.',
      'A telefonon lassan betöltő weboldal az első néhány másodpercben elveszíti a látogatókat, ezeket később semmilyen ügyes, figyelemfelkeltő főcím nem hozza vissza. A legtöbb kisvállalkozás egyszerre öt közösségi oldalon posztol, a legtöbbjük jobban járna egyetlen csatornával, amit tényleg élvez.',
      'A valaha volt legjobb marketingötletünk egy vásárlótól jött: havonta egyszer kis workshopot tartunk a hátsó teremben, a csendes keddi estéken, borozással egybekötve. Havonta egyetlen hasznos cikk a pultnál elhangzó kérdésekről évekig tartó, egyenletes látogatóáramot hozott a keresőkből.',
      'A weboldalon közzétett világos árlista órányi telefonálástól kímél, ráadásul kiszűri az érdeklődőket, akik sosem vásároltak volna.',
      'Egy forgalmas utcai üzletnél a térképes értékelések rengeteget számítanak: a járókelők másodpercek alatt döntenek, melyik ajtón lépnek be, a telefonjuk kijelzőjére pillantva.',
    ],
    passive:
      'Az első kampányunk véletlenül a rossz listára volt beállítva. Minden rendelés kézzel van becsomagolva a hátsó helyiségben. A hírlevél hétfő reggelente íródik. A kedvezmények minden hónap elején hirdetődnek ki. Az új termékcsalád a hónap végén értékesítésre kerül.',
    heads: 'Ismerd a vásárlóidat|Levelezőlista építése|Szövegírás, ami elad|Láthatóság a térképen|Jelenlét kiégés nélkül|Mérés|Egyszerű havi terv|Eszközök kis költségvetésre',
    alts: 'Kirakat krétatáblával|Tulajdonos csomagol az asztalnál|Laptop egy hírlevélvázlattal|Vásárlók sorban a pultnál|Kézzel írt köszönőkártyák',
    items: 'világos ajánlat|feliratkozó űrlap|üdvözlő levél|havi hírlevél|térképes cégprofil|egyszerű statisztikai eszköz',
  },
  {
    id: 'haziallat',
    keys: [
      'kutyakiképzés|kutyakiképzést|kutyakiképzéshez|kutyakiképzésben|kutyakiképzésről',
      'macskatáp|macskatápot|macskatáphoz|macskatápban|macskatápról',
      'kölyökkutya nevelése|kölyökkutya nevelését|kölyökkutya neveléséhez|kölyökkutya nevelésében|kölyökkutya neveléséről|Nevelése közben a kölyökkutya naponta tanul valami újat.|A kölyökkutya gyorsan tanul.|A nevelése rövid, játékos alkalmakból áll.|Nevelése türelmet kíván: kölyökkutya otthon',
    ],
    plain: [
      'A kutyák jól olvassák a hangulatunkat. Egy nyalogatós alátét megnyugtatja az izgága kutyát. A macskák az ételtől távol szeretnek inni. Néhány hetente vágd le a karmokat. Az unatkozó kutya saját elfoglaltságot talál. A szimatolás gyorsan elfárasztja a kutyát. Az új macskát lassan szoktasd a házhoz. A csokoládét tartsd elérhetetlen helyen.',
      'A kutyák ismétlésből tanulnak. A jutalomfalat legyen apró. Minden gyakorlást sikerélménnyel zárj. A fáradt kölyök nyugodt kölyök. A macskák ügyesen rejtik a fájdalmat. Évente vidd el állatorvosi vizsgálatra. Minden nap friss víz kell.',
      'Egy kaparófa megmenti a kanapét. Idős kutyának a rövid séták jobbak. A hosszú szőrt hetente kétszer fésüld. Soha ne büntesd a kutyát a visszahívás után. A chip olcsó, sokat segít. Az állatorvos száma legyen kint a hűtőn.',
      'A mentett kutyánk az első héten szinte végig az asztal alatt bujkált; a fordulópontot egy sajtkockákból kirakott ösvény hozta, rengeteg csendes türelemmel.',
      'A macskák magukától nagyon keveset isznak, a sok nedvességet tartalmazó nedves eledel idősebb korban kíméli a vesét, különösen a tizedik életév után. A kutyaketrec sok új gazdi számára kegyetlennek hangzik; a legtöbb kutya idővel saját kis búvóhelyként szereti, zavartalan pihenésre.',
      'Az idős, merev ízületű macska hálás egy alacsony lépcsőért az ablakpárkányhoz, egy fűthető fekhelyért, padlószinten elhelyezett tálakért. A reggelente mindig ugyanazon az útvonalon tett séta biztonságérzetet ad a szorongó kutyának, új útvonalak csak az alapok megszilárdulása után jöhetnek.',
      'Egy háziállat költsége messze túlmutat az eledelen: biztosítás, oltások, kozmetikus, panzió a nyári szabadság idejére, évente egy-két váratlan állatorvosi számla, a végén komoly havi összeg jön össze.',
      'A szombat délelőtti kölyökkutya-tanfolyam sokkal többet tanított nekünk a kutyánk testbeszédéről, a trükkök szinte maguktól jöttek.',
    ],
    passive:
      'A kutyánk kóborként volt nyilvántartva a menhelyen. A kiscicák nyolchetes korukra be voltak oltva. A régi kanapénk egyetlen délután alatt tönkre volt téve. A macskánk tavaszra már ivartalanítva volt. A táp adagja a csomagoláson van feltüntetve.',
    heads: 'Az első hét otthon|Etetés, itatás|Az alapok tanítása|Egészség, állatorvos|Mozgás, játék|Szőrápolás|Utazás háziállattal|Költségek',
    alts: 'Kutya vár a bejárati ajtónál|Macska alszik az ablakpárkányon|Táptál egy alátéten|Kölyökkutya egy kötéljátékkal|Póráz egy fogason',
    items: 'kényelmes fekhely|etetőtál|itatótál|rövid póráz|hám|ízletes jutalomfalat|kaparófa',
  },
  {
    id: 'fotozas',
    keys: [
      'portréfotózás|portréfotózást|portréfotózáshoz|portréfotózásban|portréfotózásról',
      'telefonos fotózás|telefonos fotózást|telefonos fotózáshoz|telefonos fotózásban|telefonos fotózásról|A fotózás ma leginkább telefonos műfaj.|A telefonos kamerák sokat fejlődtek.|A fotózás alapjai ugyanazok maradtak.|Fotózás zsebből: a telefonos képek titkai',
      'objektívválasztás|objektívválasztást|objektívválasztáshoz|objektívválasztásban|objektívválasztásról',
    ],
    plain: [
      'A borús ég hízelgő az arcoknak. Portréhoz fordítsd függőlegesbe a gépet. A tiszta lencse megszünteti a ködös hatást. Tudatosan vágj. Az árnyékok mélységet adnak. Fordítsd az alanyt a fény felé. Nyomtasd ki a kedvenc képeidet. A telefonok nappali fényben gyönyörű képeket készítenek.',
      'A fény fontosabb a felszerelésnél. Lágy reggeli fényben fotózz. Lépj egyet oldalra, a háttér azonnal megváltozik. A legközelebbi szemre élesíts. Az ötvenes fix objektív olcsó, nagyon éles. Beltérben kapcsold ki a vakut.',
      'Használd fő fényforrásként az ablakot. Kevesebb képet készíts, hosszabban figyelj. A fájlokról két mentés készüljön. Finoman szerkessz. Egy fehér kartonlap tökéletes derítő. Figyeld a képkocka széleit. Egy mély kilégzés után az arc azonnal ellazul.',
      'A nagyapámról készült kedvenc portrém egy régi telefonnal született a reggeli konyhaablak mellett: a fényképezőgép típusa sokkal kevesebbet számít a fénynél.',
      'Egy hónapig kizárólag manuális módban fotóztam; ez rákényszerített a záridő, a rekesz, az ISO együttes átgondolására, a képeim gyorsan, látványosan javultak. Egy olcsó derítőlap annyi fényt vetett az árnyékokba, ami egy borús délutáni portrét stúdióképpé varázsolt.',
      'A legtöbb kezdő túl messze áll az alanyától; két lépéssel közelebb menve meglepően sok unalmas kép azonnal rendbe jön a parkban. Az utunk legjobb utcaképei egy padon töltött csendes órából születtek: türelmesen vártam az embereket, egyenként, lassan besétáltak a délutáni aranyló fénybe.',
      'A fontos fotózás előtti estén megtisztítom a szenzort, feltöltöm mindkét akkumulátort, formázom a kártyákat, ez másnap sok felesleges pánikot, kapkodást spórol.',
    ],
    passive:
      'Az itt látható képek ugyanabban az ingyenes programban vannak szerkesztve. A stúdió egyetlen nagy ablakkal van megvilágítva. A képek minden este két külön lemezre másolódnak. A nyers fájlok színei utólag igazítódnak. A régi objektívem egy bolhapiacon volt kiárusítva.',
    heads: 'A fény az első|Objektív választása|Természetes pózok|Fontos beállítások|Szerkesztési alapok|Biztonsági mentés|Fotózás a szabadban|Gyakorló feladatok',
    alts: 'Nevető nő egy ablak mellett|Fényképezőgép egy faasztalon|Sziluett narancssárga égbolt előtt|Objektívsapka, memóriakártyák|Idős férfi sapkában',
    items: 'ötvenes fix objektív|két memóriakártya|tartalék akkumulátor|derítőlap|objektívtörlő kendő|egyszerű állvány',
  },
]

/* ------------------------------------------------------------------------------------------------
 * Language-wide pools.
 * ---------------------------------------------------------------------------------------------- */
type LangPools = {
  plain: string[]
  passive: string
  openers: string[]
  runs: string[]
  keyN: string[]
  keyH: string[]
  keyInf: string[]
  keyHeads: string[]
  keyHeadsH: string[]
  keyAlts: string[]
  metaKey: string[]
  metaFill: string[]
  titles: Record<'start' | 'startH' | 'prefix' | 'middle' | 'middleH' | 'inflected', string[]>
  quote: string
  /** Long, many-syllable sentences: an academic register that lowers the Flesch reading ease. */
  formal: string[]
  table: [string, string, string[]][]
  external: string[]
  internal: string[]
}

const POOLS: Record<Lang, LangPools> = {
  en: {
    plain: [
      'This took me longer to learn. Progress feels slow from the inside. Good enough is often enough. Friends make hard habits easier. A checklist removes guesswork. Simple beats clever here. Most problems have boring fixes. Rest is part of the process.',
      'I learned this the hard way. Start small and keep going. Nobody gets it right on day one. Write down what works for you. The basics matter most. This part takes practice. Give it a few weeks.',
      'Cheap tools are fine for beginners. Ask someone with more experience. Mistakes are part of learning. Keep notes in a simple notebook. Your situation may be different. Pick one change and stick with it.',
      'Patience pays off here. Every small step counts. There is no perfect method. Most of the work happens in routine. Habits beat motivation. The results show up over months. Try it for yourself.',
      'I wrote this guide for the version of me who started out five years ago with too many tabs open and no clear idea where to begin. The advice below comes from my own mistakes, a few conversations with people who know far more about this, and many evenings of trial and error.',
      'None of this needs expensive equipment, and the key ingredients are a little time each week and the willingness to look silly at the start. Readers often write to me with the same few questions, and this page collects my answers in one place, with examples and real numbers.',
      'A small routine repeated every week beats a big burst of effort that fades after a month, and that lesson applies to almost every hobby.',
    ],
    passive:
      'This guide was updated this spring. Most of the photos were taken by me. The list was checked by two friends. The prices were collected in local shops. Some of these tips were suggested by readers. The first draft was written on a rainy Sunday. The numbers were rounded for clarity. A few details were changed for privacy.',
    openers: ['However,', 'Therefore,', 'For example,', 'In addition,', 'Finally,', 'As a result,', 'Of course,', 'In fact,', 'Meanwhile,', 'On the other hand,', 'Similarly,', 'Moreover,', 'Overall,', 'After that,', 'In short,', 'Above all,', 'For instance,', 'Still,', 'Besides,', 'Also,', '*First,', '*Next,'],
    runs: [
      'Check the label.|Check the date.|Check the price twice.',
      'Start small.|Start early.|Start with what you already have.',
      'You need time.|You need a plan.|You need a little patience with yourself.',
      'Keep it simple.|Keep it cheap.|Keep notes as you go.',
      'Do not rush.|Do not compare yourself with experts.|Do not buy everything at once.|Do not give up in week two.',
    ],
    keyN: [
      'A lot of advice about {k} comes from people who never tried it.', '{K} looks harder from the outside.', 'Most beginners overthink {k}.', 'I spent a whole year getting {k} right.',
      'Here is a normal week of {k} at our place.', 'Nobody starts out good at {k}.', 'My first attempt at {k} was a mess.', 'Readers ask me about {k} every week.',
      '{K} rewards patience and steady habits.', 'This guide covers {k} from the ground up.', 'People searching for {k} usually want a simple plan.', 'The biggest myth about {k} is the price.',
      '{K} does not need expensive gear.', 'I keep a notebook just for {k}.', 'Three habits made {k} easier for me.',
    ],
    keyH: [
      'Learning {k} took me three attempts.', 'This page explains {k} step by step.', 'Readers often ask me {k}.', 'Knowing {k} saves money.', 'Nobody teaches you {k} at school.',
      'I wanted to learn {k} on a tight budget.', 'Figuring out {k} is easier with a checklist.', '{K}: the short answer is patience.', 'People searching for {k} usually want a simple plan.', 'My neighbour showed me {k} one summer.',
    ],
    keyInf: [],
    keyHeads: ['{K} basics', 'Common {k} mistakes', 'Starting out with {k}', 'What {k} really costs', 'My {k} routine', '{K}: worth it?', 'A simple {k} checklist', '{K} on a budget'],
    keyHeadsH: ['{K} in five steps', '{K}: the short version', 'Why learning {k} pays off', '{K} on a budget', 'Learning {k} at home'],
    keyAlts: ['{K} – step two', 'Example of {k}', 'Our setup for {k}', '{K} at home', 'Close-up for {k}'],
    metaKey: ['{K}: clear steps, real examples and the mistakes to skip.', 'Our notes on {k} after a year of testing.', 'Questions about {k}? Start here.', 'Everything I know about {k}, in plain words.', 'A calm, practical guide to {k}.'],
    metaFill: ['Written for beginners with little time.', 'Includes a checklist you can print.', 'No jargon and no sponsored picks.', 'Updated with this year\'s prices.', 'Based on three years of trial and error.', 'Step by step, with photos.', 'A ten-minute read.', 'Real numbers, honest opinions.', 'With answers to reader questions.', 'Tested at home on a normal budget.'],
    titles: {
      start: ['{K}: a practical guide for beginners', '{K} without the guesswork', '{K} – what I learned in a year', '{K}: 7 mistakes to avoid', '{K} for busy people'],
      startH: ['{K}: a simple guide', '{K} in five steps', '{K} (without expensive gear)'],
      prefix: ['The {k} guide I wish I had', 'Best {k} tips from real experience', 'How to get started with {k}', 'The {k} handbook for beginners'],
      middle: ['A realistic look at {k} for busy people', 'Why {k} matters more than you think', 'What nobody tells you about {k}', 'My honest take on {k} after three years'],
      middleH: ['A beginner\'s guide: {k} without stress', 'Learn {k} in one weekend', 'Step by step: {k} at home'],
      inflected: ['{K}: what I learned', 'A guide to {k}', 'Notes on {k} from a beginner'],
    },
    quote: 'One reader put it well:|My neighbour summed it up:|A friend told me once:',
    table: [
      ['What you need', 'Rough cost', ['$12', '$25', '$40', 'free', '$8', '$60']],
      ['Item', 'Worth buying?', ['yes', 'no', 'later', 'yes, second-hand', 'borrow one']],
    ],
    formal: [
      'Individual physiological variability considerably complicates any universal recommendation regarding appropriate quantities, frequencies and intensities.',
      'Comprehensive evaluation of available alternatives necessitates careful consideration of long-term financial implications, maintenance requirements and environmental sustainability.',
      'Experimental comparisons between competing methodologies frequently demonstrate remarkably inconsistent outcomes across different populations, locations and seasons.',
      'Systematic documentation of intermediate observations facilitates subsequent identification of recurring irregularities and unexpected deviations.',
      'Organisational commitment to continuous improvement requires sustained investment in educational opportunities, specialised equipment and professional supervision.',
      'Theoretical understanding of the underlying biological mechanisms remains incomplete regarding interactions between environmental and genetic variables.',
      'Considerable uncertainty surrounds the reliability of manufacturer specifications, independent laboratory measurements and anecdotal consumer evaluations.',
      'Preliminary experimentation with inexpensive alternatives minimises unnecessary expenditure and unpleasant disappointment.',
      'Responsible decision-making incorporates realistic estimations of available time, financial resources and personal motivation.',
      'Professional organisations recommend periodic reassessment of individual objectives, operational priorities and accumulated experience.',
    ],
    external: ['https://en.wikipedia.org/wiki/', 'https://www.bbc.co.uk/news/', 'https://www.theguardian.com/lifeandstyle/', 'https://www.nhs.uk/live-well/', 'https://www.consumerreports.org/', 'https://github.com/topics/'],
    internal: ['/blog/', '/guides/', '../', ''],
  },
  hu: {
    plain: [
      'Ezt hosszabb ideig tartott megtanulnom. Belülről a fejlődés lassúnak tűnik. Sokszor a jó bőven elég. Barátokkal könnyebb a nehéz szokás. Egy ellenőrzőlista megszünteti a találgatást. Az egyszerű megoldás itt jobb a trükkösnél. A legtöbb problémára unalmas a megoldás. A pihenés a folyamat része.',
      'Ezt a saját bőrömön tapasztaltam. Kezdd kicsiben, a lényeg a rendszeresség. Elsőre senkinek nem sikerül tökéletesen. Írd fel, mi működik nálad. Az alapok számítanak a legtöbbet. Ehhez a részhez gyakorlás kell.',
      'Adj magadnak néhány hetet. Kezdőként az olcsó eszközök teljesen megfelelnek. Kérdezz egy tapasztaltabb ismerőst. A hibák a tanulás részei. Egy egyszerű füzet tökéletes jegyzetelésre. Nálad egészen más lehet a helyzet.',
      'Válassz ki egyetlen változtatást, tarts ki mellette. Minden apró lépés számít. Tökéletes módszer nem létezik. A munka nagy része rutin. A szokás erősebb a lelkesedésnél. Az eredmények hónapok alatt látszanak. Próbáld ki te magad.',
      'Ezt az útmutatót az öt évvel ezelőtti önmagamnak írtam, aki egy hideg novemberi estén tucatnyi megnyitott böngészőfüllel ült a gép előtt, teljesen tanácstalanul.',
      'Az alábbi tanácsok a saját hibáimból születtek; a többi néhány nálam sokkal tapasztaltabb ismerősömtől származik, akikkel az elmúlt években rengeteget beszélgettem erről.',
      'Ehhez semmilyen drága felszerelés nem kell: a legfontosabb hozzávaló heti néhány szabad óra, egy kis kitartás, némi humor az első ügyetlen hetekhez.',
      'Az olvasók rendszeresen ugyanazokat a kérdéseket küldik nekem e-mailben; a válaszokat most egyetlen hosszú, könnyen átlátható cikkbe gyűjtöttem össze, példákkal, számokkal, személyes tapasztalatokkal.',
      'Egy hetente megismételt kis rutin többet ér egy nagy, lelkes nekifutásnál, amely egy hónap után elhalványul; ez a tanulság szinte minden hobbira igaz.',
    ],
    passive:
      'Az útmutató idén tavasszal íródott. A részletek a cikk végén vannak felsorolva. Az első vázlat egy esős vasárnapon íródott. A számok kerekítve vannak. A lista minden tavasszal ellenőrzésre kerül. A teljes folyamat lépésről lépésre le van írva alább. Az árak tavaly ősszel voltak rögzítve. A hibák nem lesznek eltitkolva.',
    openers: ['Azonban', 'Ezért', 'Például', 'Továbbá', 'Végül', 'Először is,', 'Tehát', 'Sőt,', 'Viszont', 'Mindenekelőtt', 'Ennek eredményeként', 'Más szóval,', 'Ezen felül', 'Összefoglalva,', 'Elsősorban', 'Nyilvánvalóan', 'Végezetül', 'Kétségtelenül', '*Ráadásul', '*Emellett'],
    runs: [
      'Figyelj az árra.|Figyelj a méretre.|Figyelj a szállítási időre.',
      'Kezdd kicsiben.|Kezdd korán.|Kezdd azzal, ami otthon van.',
      'Jegyzetelj.|Jegyzetelj minden héten.|Jegyzetelj röviden, pontokba szedve.',
      'Légy türelmes.|Légy következetes.|Légy elnéző magaddal.',
      'Tervezz előre.|Tervezz tartalékkal.|Tervezz pihenőnapokat.|Tervezz reálisan.',
    ],
    keyN: [
      '{A} {k} elsőre bonyolultnak tűnik.', 'Sokan keresnek rá erre: {k}.', 'Ebben a cikkben {a} {k} legfontosabb lépéseit veszem sorra.', '{A} {k} témájában rengeteg rossz tanács kering.',
      'Nálunk {a} {k} heti rutinná vált.', '{A} {k} nem ördöngösség.', 'Három éve foglalkozom ezzel a témával: {k}.', 'Az olvasók leggyakoribb kérdése {a} {k} körül forog.',
      'Rengeteg félreértés övezi {a} {k} témakörét.', 'Egy jól felépített terv nélkül {a} {k} könnyen kudarcba fullad.', '{A} {k} első hónapja a legnehezebb.', 'A keresőbe sokan ezt írják be: {k}.',
      '{A} {k} kevesebb pénzből kijön, a legtöbben rosszul becsülik.',
    ],
    keyH: [],
    keyInf: [
      'Sokan halogatják {a} {k1}.', 'Érdemes {a} {k1} egy egyszerű listával kezdeni.', '{A} {k2} nem kell drága felszerelés.', 'Kezdőként {a} {k2} elég egy füzet.',
      '{A} {k3} a türelem számít a legtöbbet.', 'Komolyabban {a} {k3} tavaly kezdtem elmélyedni.', 'Rengeteg tévhit kering {a} {k4}.', 'Írtam már {a} {k4} egy rövid bejegyzést.',
    ],
    keyHeads: ['{A} {k} alapjai', 'Gyakori hibák: {k}', 'Mennyibe kerül {a} {k}?', '{K} lépésről lépésre', '{A} {k} első hete', 'Kezdő tippek: {k}', '{K} kis költségvetésből'],
    keyHeadsH: [],
    keyAlts: ['{K} a gyakorlatban', 'Példa: {k}', '{K} – második lépés', '{K} egy átlagos hétköznapon'],
    metaKey: ['{K}: gyakorlati útmutató valós példákkal.', 'Minden, amit {a} {k} témájáról tudni érdemes.', '{K} egyszerűen, drága eszközök nélkül.', 'Őszinte tapasztalatok: {k} az első évben.'],
    metaFill: ['Kezdőknek írva, kevés szabadidőhöz igazítva.', 'Nyomtatható ellenőrzőlistával.', 'Szponzorált ajánlások nélkül.', 'Az idei árakkal frissítve.', 'Három év próbálkozásainak összefoglalója.', 'Lépésről lépésre, érthetően.', 'Tíz perc alatt elolvasható.', 'Valós számokkal, őszintén.', 'Olvasói kérdésekre adott válaszokkal.', 'Otthon kipróbálva, átlagos költségvetésből.'],
    titles: {
      start: ['{K}: gyakorlati útmutató kezdőknek', '{K} lépésről lépésre', '{K} – amit az első évben megtanultam', '{K}: 7 hiba, amit kerülj el'],
      startH: [],
      prefix: ['{A} {k} alapjai egyszerűen', '{A} {k} titkai, őszintén'],
      middle: ['Őszintén, tapasztalatból: {k}', 'Mit érdemes tudni? {K} a gyakorlatban', 'Kezdő útmutató: {k} egyszerűen'],
      middleH: [],
      inflected: ['Így fogj hozzá {a} {k2}', 'Minden {a} {k4}', 'Tíz tipp {a} {k2}'],
    },
    quote: 'Egy olvasóm szerint:|A szomszédom így foglalta össze:|Egy barátom mondta egyszer:',
    table: [
      ['Mire van szükség', 'Nagyjából mennyi', ['4 500 Ft', '12 000 Ft', 'ingyenes', '900 Ft', '25 000 Ft']],
      ['Tétel', 'Megéri megvenni?', ['igen', 'nem', 'később', 'használtan igen', 'kölcsönkérhető']],
    ],
    formal: [],
    external: ['https://hu.wikipedia.org/wiki/', 'https://telex.hu/eletmod/', 'https://index.hu/gazdasag/', 'https://www.nebih.gov.hu/', 'https://hvg.hu/elet/', 'https://www.mnb.hu/fogyasztovedelem/'],
    internal: ['/blog/', '/utmutatok/', '../', ''],
  },
}

/* ------------------------------------------------------------------------------------------------
 * PRNG and text helpers.
 * ---------------------------------------------------------------------------------------------- */
type Rng = { f: () => number; int: (a: number, b: number) => number; pick: <T>(a: readonly T[]) => T; chance: (p: number) => boolean; weighted: <T>(e: [T, number][]) => T }

function rng(seed: number): Rng {
  let s = seed >>> 0
  const f = () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (a: number, b: number) => a + Math.floor(f() * (b - a + 1))
  return {
    f,
    int,
    pick: (a) => a[Math.floor(f() * a.length)]!,
    chance: (p) => f() < p,
    weighted: (e) => {
      let x = f() * e.reduce((n, [, w]) => n + w, 0)
      for (const [v, w] of e) if ((x -= w) < 0) return v
      return e[e.length - 1]![0]
    },
  }
}

/** Draws without repetition until the pool is used up, then reshuffles. */
function deck<T>(r: Rng, items: T[]): () => T {
  let order: T[] = []
  return () => {
    if (!order.length) {
      order = [...items]
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(r.f() * (i + 1))
        ;[order[i], order[j]] = [order[j]!, order[i]!]
      }
    }
    return order.pop()!
  }
}

const ACCENTS: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ö: 'o', ő: 'o', ú: 'u', ü: 'u', ű: 'u' }
const ascii = (s: string) => s.replace(/[áéíóöőúüű]/gi, (c) => (c === c.toLowerCase() ? ACCENTS[c]! : ACCENTS[c.toLowerCase()]!.toUpperCase()))
const stripTags = (s: string) => (s.includes('<') ? s.replace(/<[^>]*>/g, ' ') : s)
const WORD = /[0-9A-Za-z\u00C0-\u024F]/
const isWord = (w: string) => WORD.test(w)
/** Caches a function of a string: the same pool sentences are counted over and over. */
const memo = <T,>(f: (s: string) => T) => {
  const cache = new Map<string, T>()
  return (s: string): T => (cache.has(s) ? cache.get(s)! : cache.set(s, f(s)).get(s)!)
}
/** Words as Yoast's sentence-length and text-length counts see them (hyphenated words count once). */
const countWords = memo((s) => stripTags(s).split(/\s+/).filter(isWord).length)
/** Words as Yoast's tree counts them for keyphrase density (hyphens split, inline code and quotes dropped). */
const treeWords = memo((s) => stripTags(s.includes('<') ? s.replace(/<(code|q)>[\s\S]*?<\/\1>/g, ' ') : s).split(/[\s\-–—]+/).filter(isWord).length)
const tokens = memo((s) => ascii(stripTags(s).toLowerCase()).split(/[^\p{L}\p{N}]+/u).filter(Boolean))
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const slugify = (s: string) => ascii(stripTags(s).toLowerCase()).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
const splitSentences = (s: string) => s.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÖŐÚÜŰ„"<\d])/u).map((t) => t.trim()).filter(Boolean)
/** Links wrap the last two or three words of a sentence, not starting on a small word ("it for yourself"). */
const anchorLength = (t: string) => (/^(a|an|the|it|and|or|to|for|of|with|in|on|your|my|az|egy|és)$/i.test(t.replace(/[.!?]$/, '').split(' ').slice(-3)[0]!) ? 2 : 3)
/** Hungarian "a"/"az" before the following word. */
const articles = (s: string) => s.replace(/\{(a|A)\} (\S)/g, (_, a: string, c: string) => `${/[aáeéiíoóöőuúüű]/i.test(c) ? `${a}z` : a} ${c}`)

const STOP = new Set(['how', 'to', 'a', 'an', 'the', 'for', 'in', 'of', 'on', 'with', 'best', 'and', 'at', 'my', 'your', 'every', 'az', 'egy', 'es', 'hogyan'])
const PROPER = new Set(['I', 'Japan', 'Japánban', 'ISO', 'SEO', 'Docker', 'README'])

/* ------------------------------------------------------------------------------------------------
 * Prepared topics.
 * ---------------------------------------------------------------------------------------------- */
type Key = { k: string; forms: string[]; how: boolean; plural: boolean; long: boolean; ro?: string; sp?: [string, string]; rt?: string; sig: string[] }
type Topic = { id: string; lang: Lang; keys: Key[]; plain: string[]; passive: string[]; heads: string[]; alts: string[]; items: string[]; code: string[]; pre: string[] }

function parseKey(src: string, lang: Lang): Key {
  const long = src.startsWith('*')
  const f = (long ? src.slice(1) : src).split('|')
  const k = f[0]!
  const forms = lang === 'en' ? (f[1] ? f[1].split(';') : []) : f.slice(1, 5)
  const rest = lang === 'en' ? f.slice(2) : f.slice(5)
  const sig = tokens(k).filter((t) => t.length > 1 && !STOP.has(t))
  const plural = lang === 'en' && /[^s]s$/.test(k.split(/ (?:for|in|of|with) /)[0]!)
  return { k, forms, how: /^how to /i.test(k), plural, long, ro: rest[0], sp: rest[1] && rest[2] ? [rest[1], rest[2]] : undefined, rt: rest[3], sig }
}

function prepare(src: TopicSrc, lang: Lang): Topic {
  const bar = (s?: string) => (s ? s.split('|') : [])
  return {
    id: src.id,
    lang,
    keys: src.keys.map((k) => parseKey(k, lang)),
    plain: src.plain.flatMap(splitSentences),
    passive: splitSentences(src.passive),
    heads: bar(src.heads),
    alts: bar(src.alts),
    items: bar(src.items),
    code: bar(src.code),
    pre: src.pre ?? [],
  }
}

/* ------------------------------------------------------------------------------------------------
 * Article model.
 * ---------------------------------------------------------------------------------------------- */
/** `joined`: two pool sentences made one, which may hold all keyphrase words between them. */
type Sent = { t: string; w: number; kind: 'plain' | 'pass' | 'key' | 'inf' | 'split' | 'run' | 'code' | 'quote'; joined?: boolean; link?: { href: string; rel?: string } }
type Block =
  | { type: 'p'; s: Sent[]; intro?: boolean; long?: boolean }
  | { type: 'h'; level: number; text: string; key?: boolean }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'table'; rows: string[][] }
  | { type: 'quote'; text: string }
  | { type: 'pre'; text: string }
  | { type: 'img'; alt: string | null; src: string; caption?: string; bare: boolean }

type DensityLevel = 'zero' | 'one' | 'two' | 'low' | 'normal' | 'high' | 'stuffed'
type TitleMode = 'start' | 'prefix' | 'middle' | 'reordered' | 'inflected' | 'missing'
type IntroMode = 'first' | 'later' | 'split' | 'absent' | 'inflected' | 'list' | 'image'

function buildArticle(index: number, topic: Topic, r: Rng): CorpusArticle {
  const lang = topic.lang
  const P = POOLS[lang]
  const normalKeys = topic.keys.filter((k) => !k.long)
  const longKeys = topic.keys.filter((k) => k.long)
  const key = longKeys.length && r.chance(0.1) ? r.pick(longKeys) : r.pick(normalKeys)
  const multi = key.sig.length > 1
  const unaccentedKey = lang === 'hu' && r.chance(0.05) && ascii(key.k) !== key.k
  const unaccentedText = lang === 'hu' && !unaccentedKey && r.chance(0.05) && ascii(key.k) !== key.k
  const has = (text: string) => {
    const t = tokens(text)
    return key.sig.every((w) => t.includes(w))
  }
  const free = (list: string[]) => {
    const kept = list.filter((s) => !has(s))
    return kept.length ? kept : list
  }

  // ---------- target features
  const lengthBand = r.f()
  const W =
    lengthBand < 0.07 ? r.int(60, 99) : lengthBand < 0.13 ? r.int(100, 199) : lengthBand < 0.23 ? r.int(200, 300) : lengthBand < 0.33 ? r.int(301, 599) : lengthBand < 0.85 ? r.int(600, 1500) : r.int(1501, 2900)
  const longShare = r.pick([0, 0, 0.05, 0.12, 0.2, 0.26, 0.3, 0.36, 0.45, 0.6])
  const passShare = r.pick([0, 0, 0.03, 0.07, 0.11, 0.13, 0.16, 0.22, 0.3])
  const trShare = r.pick([0, 0.03, 0.1, 0.16, 0.22, 0.26, 0.32, 0.4, 0.5, 0.62])
  const runs = r.chance(0.25)

  // ---------- sentence supply
  const generic = P.plain.flatMap(splitSentences)
  const short = (list: string[]) => free(list).filter((s) => countWords(s) <= 20)
  const long = (list: string[]) => free(list).filter((s) => countWords(s) > 20)
  const shortPool = [...short(topic.plain), ...short(generic)]
  const longPool = [...long(topic.plain), ...long(generic)]
  // Topic sentences twice as often as the generic ones, without repeating a sentence too soon.
  const mixed = (a: string[], b: string[], share = 0.68) => {
    const [da, db] = [deck(r, a.length ? a : b), deck(r, b.length ? b : a)]
    return () => (r.chance(share) ? da() : db())
  }
  const formal = P.formal.length && r.chance(0.14) ? deck(r, P.formal) : null
  const formalShare = r.pick([0.15, 0.3, 0.45, 0.6])
  const everyday = mixed(short(topic.plain), short(generic))
  const nextShort = formal ? () => (r.chance(formalShare) ? formal() : everyday()) : everyday
  const nextLong = mixed(long(topic.plain), long(generic))
  const nextPass = mixed(free(topic.passive), free(splitSentences(P.passive)), 0.5)
  const openers = P.openers.filter((o) => !o.startsWith('*') || r.chance(0.3))
  const lowerFirst = (s: string) => {
    const first = s.split(/[\s,:;]/)[0]!
    return PROPER.has(first) || /^[A-ZÁÉÍÓÖŐÚÜŰ]{2,}/.test(first) ? s : s.charAt(0).toLowerCase() + s.slice(1)
  }
  const plainSent = (t: string, kind: Sent['kind'] = 'plain'): Sent => ({ t, w: countWords(t), kind })
  const next = (maxWords = Infinity): Sent => {
    let s: Sent
    if (r.f() < passShare) s = plainSent(nextPass(), 'pass')
    else if (r.f() < longShare && maxWords > 20) {
      if (longPool.length && r.chance(0.6)) s = plainSent(nextLong())
      else {
        // Two (rarely three) everyday sentences joined into one long one.
        let t = nextShort()
        for (let parts = 1; countWords(t) <= 20 && parts < 3; parts++) {
          let u = nextShort()
          for (let tries = 0; (countWords(u) < 8 || t.includes(u.slice(1, -1))) && tries < 6; tries++) u = nextShort()
          t = `${t.replace(/[.!?]$/, '')}${lang === 'en' ? r.pick(['; ', ', and ']) : r.pick(['; ', ' – '])}${lowerFirst(u)}`
        }
        s = { ...plainSent(t), joined: true }
      }
    } else s = plainSent(nextShort())
    if (r.f() < trShare) {
      const opener = s.w > 17 && s.w <= 20 ? r.pick(openers.filter((o) => !o.includes(' '))) : r.pick(openers)
      s = { ...plainSent(`${opener.replace('*', '')} ${lowerFirst(s.t)}`, s.kind), joined: s.joined }
    }
    return s.w <= maxWords ? s : plainSent(nextShort(), 'plain')
  }

  // ---------- sections and paragraphs
  const headMode =
    W < 230 ? (r.chance(0.7) ? 'none' : 'few') : r.weighted<string>([['none', 0.12], ['regular', 0.4], ['long', 0.18], ['dense', 0.14], ['introLong', 0.16]])
  const sizes: number[] = []
  let left = W
  const introSize = { none: W, few: Math.round(W * 0.55), regular: r.int(50, 180), long: r.int(60, 200), dense: r.int(40, 100), introLong: r.int(305, 420) }[headMode]!
  sizes.push(Math.min(introSize, left))
  left -= sizes[0]!
  while (left > 20) {
    const s = { none: left, few: left, regular: r.int(110, 290), long: r.int(240, 430), dense: r.int(50, 140), introLong: r.int(120, 290) }[headMode]!
    sizes.push(Math.min(s, left < s + 60 ? left : s))
    left -= sizes[sizes.length - 1]!
  }
  const paraMode = W < 260 ? 'normal' : r.weighted<string>([['normal', 0.6], ['ok', 0.2], ['bad', 0.2]])
  const normalMax = r.int(40, 140)
  const longTarget = paraMode === 'ok' ? [158, 192] : paraMode === 'bad' ? [210, 258] : null
  const longSection = longTarget ? sizes.indexOf(Math.max(...sizes)) : -1
  if (longTarget && sizes[longSection]! < longTarget[1]! + 20) sizes[longSection] = longTarget[1]! + 20

  const blocks: Block[] = []
  const headLevels: number[] = []
  sizes.forEach((size, si) => {
    if (si > 0) {
      const prev = headLevels[headLevels.length - 1] ?? 2
      const level = prev >= 2 && r.chance(0.3) ? Math.min(prev + 1, 4) : 2
      headLevels.push(level)
      blocks.push({ type: 'h', level, text: '' })
    }
    let words = 0
    let first = true
    while (words < size - 8) {
      const isLong = si === longSection && longTarget && !blocks.some((b) => b.type === 'p' && b.long) && !(si === 0 && first)
      const [lo, hi] = isLong ? longTarget! : [Math.max(20, Math.min(normalMax, size - words) - 15), Math.min(normalMax, Math.max(30, size - words)) + 5]
      const target = isLong ? r.int(lo!, hi! - 12) : r.int(Math.min(lo!, hi!), hi!)
      const s: Sent[] = []
      let pw = 0
      while (pw < target) {
        let sent = next(hi! - pw)
        for (let tries = 0; pw + sent.w > hi! && tries < 6; tries++) sent = next(hi! - pw)
        if (pw + sent.w > hi! && s.length) break
        s.push(sent)
        pw += sent.w
      }
      if (si === 0 && first && s.length < 3) s.push(next(20), next(20))
      blocks.push({ type: 'p', s, intro: si === 0 && first, long: !!isLong })
      words += s.reduce((n, x) => n + x.w, 0)
      first = false
    }
  })
  const paragraphs = () => blocks.filter((b): b is Extract<Block, { type: 'p' }> => b.type === 'p')
  const bodyParas = () => paragraphs().filter((p) => !p.intro)
  const insertAfter = (make: () => Block) => {
    const ps = bodyParas()
    if (!ps.length) return
    const target = r.pick(ps)
    blocks.splice(blocks.indexOf(target) + 1, 0, make())
  }

  // ---------- headings: H1, subheadings with the keyphrase in a share of them
  const h1Mode = r.weighted<number>([[0, 0.6], [1, 0.28], [2, 0.12]])
  const subs = blocks.filter((b): b is Extract<Block, { type: 'h' }> => b.type === 'h')
  const h23 = subs.filter((h) => h.level <= 3)
  const headShare = r.pick([0, 0, 0.15, 0.3, 0.5, 0.5, 0.75, 1])
  const keyHeadCount = Math.min(h23.length, Math.round(h23.length * headShare))
  const nextHead = deck(r, free(topic.heads))
  const keyHeadTemplates = key.how && P.keyHeadsH.length ? P.keyHeadsH : P.keyHeads
  const nextKeyHead = deck(r, keyHeadTemplates)
  const shuffledHeads = deck(r, h23)
  const keyedHeads = new Set(Array.from({ length: keyHeadCount }, shuffledHeads))
  const disp = (k: string) => (unaccentedText ? ascii(k) : k)
  const fill = (tpl: string, k: string, forms: string[] = []) =>
    articles(
      tpl
        .replace(/\{K\}/g, upperFirst(disp(k)))
        .replace(/\{k\}/g, disp(k))
        .replace(/\{k(\d)\}/g, (_, n: string) => forms[Number(n) - 1] ?? k),
    )
  for (const h of subs) h.text = keyedHeads.has(h) ? fill(nextKeyHead(), key.k) : nextHead()
  for (const h of subs) if (keyedHeads.has(h)) h.key = true

  // ---------- keyphrase sentences
  // English plurals ("index funds", inflected "solo trips") never stand as the subject of a singular verb.
  const objectOnly = P.keyN.filter((t) => !t.startsWith('{K}'))
  const keyTemplates = deck(r, key.how && P.keyH.length ? P.keyH : key.plural ? objectOnly : P.keyN)
  const keySent = (): Sent => plainSent(fill(keyTemplates(), key.k), 'key')
  const infForm = () => r.pick(key.forms.length ? key.forms : [key.k + (lang === 'en' ? 's' : 't')])
  const infSent = (): Sent => {
    if (lang === 'hu') {
      const tpl = r.pick(P.keyInf)
      return plainSent(fill(tpl, key.k, key.forms), 'inf')
    }
    return plainSent(fill(r.pick(objectOnly), infForm()), 'inf')
  }

  // ---------- introduction
  let introMode = r.weighted<IntroMode>([['first', 0.3], ['later', 0.14], ['split', multi && key.sp ? 0.2 : 0], ['absent', 0.18], ['inflected', 0.08], ['list', 0.08], ['image', 0.08]])
  if (introMode === 'split' && !(multi && key.sp)) introMode = 'first'
  const intro = paragraphs()[0]!
  const putIntro = () => {
    if (introMode === 'first' || introMode === 'image') intro.s.unshift(keySent())
    else if (introMode === 'later') intro.s.splice(r.int(1, Math.max(1, intro.s.length - 1)), 0, keySent())
    else if (introMode === 'split') {
      intro.s.unshift(plainSent(disp(key.sp![0]), 'split'))
      intro.s.splice(2, 0, plainSent(disp(key.sp![1]), 'split'))
    } else if (introMode === 'inflected') intro.s.splice(r.int(0, 1), 0, infSent())
  }
  putIntro()
  if (introMode === 'list') {
    const items = r.chance(0.6) ? [keySent().t, ...free(topic.items).slice(0, r.int(2, 4))] : free(topic.items).slice(0, r.int(3, 5))
    blocks.splice(blocks.indexOf(intro), 0, { type: 'list', ordered: r.chance(0.3), items })
  }

  // ---------- H1s
  if (h1Mode >= 1) blocks.unshift({ type: 'h', level: 1, text: '' })
  if (h1Mode === 2) {
    const at = subs.length ? subs[Math.floor(subs.length / 2)]! : null
    if (at && !at.key) at.level = 1
    else blocks.splice(Math.min(blocks.length, 3), 0, { type: 'h', level: 1, text: nextHead() })
  }

  // ---------- extras: lists, tables, quotes, code, runs
  const nLists = r.weighted<number>([[0, 0.45], [1, 0.35], [2, 0.15], [3, 0.05]])
  for (let i = 0; i < nLists && W > 150; i++)
    insertAfter(() => {
      const asSentences = r.chance(0.4)
      const items = asSentences ? Array.from({ length: r.int(3, 6) }, () => next(20).t) : free(topic.items).slice(r.int(0, 1)).slice(0, r.int(3, 6))
      return { type: 'list', ordered: r.chance(0.35), items }
    })
  if (W > 250 && r.chance(0.2))
    insertAfter(() => {
      const [h1, h2, values] = r.pick(P.table)
      const rows = [[h1, h2], ...free(topic.items).slice(0, r.int(3, 5)).map((it) => [upperFirst(it), r.pick(values)])]
      return { type: 'table', rows }
    })
  if (W > 200 && r.chance(0.2)) insertAfter(() => ({ type: 'quote', text: `${nextShort()} ${nextShort()}` }))
  if (W > 150 && r.chance(0.15)) {
    const p = r.pick(bodyParas().length ? bodyParas() : paragraphs())
    const inner = nextShort().replace(/[.!?]$/, '')
    p.s.push({ t: `${r.pick(P.quote.split('|'))} <q>${inner}</q>.`, w: 0, kind: 'quote' })
  }
  if (topic.code.length && r.chance(topic.id === 'software' ? 0.8 : 0.35)) {
    const p = r.pick(bodyParas().length ? bodyParas() : paragraphs())
    const t = r.pick(topic.code)
    p.s.splice(r.int(0, p.s.length), 0, { t, w: countWords(t), kind: 'code' })
  }
  if (topic.pre.length && W > 200 && r.chance(0.5)) insertAfter(() => ({ type: 'pre', text: r.pick(topic.pre) }))
  if (runs) {
    const p = r.pick(bodyParas().length ? bodyParas() : paragraphs())
    const run = r.pick(P.runs).split('|').map((t) => plainSent(t, 'run'))
    p.s.splice(r.int(0, p.s.length), 0, ...run)
  }

  // ---------- images
  const nImages = r.weighted<number>([[0, 0.25], [1, 0.2], [2, 0.12], [3, 0.08], [4, 0.05], [5, 0.1], [6, 0.08], [7, 0.06], [8, 0.06]])
  const altMode = r.weighted<string>([['key', 0.42], ['unrelated', 0.28], ['missing', 0.15], ['empty', 0.05], ['mixed', 0.1]])
  const keyAlts = altMode === 'key' || altMode === 'mixed' ? (nImages > 4 ? r.int(1, nImages) : r.int(1, Math.min(2, nImages))) : 0
  const nextAlt = deck(r, free(topic.alts))
  const nextKeyAlt = deck(r, P.keyAlts)
  const imgs: Block[] = Array.from({ length: nImages }, (_, i) => {
    const alt = i < keyAlts ? fill(nextKeyAlt(), key.k) : altMode === 'missing' || altMode === 'mixed' ? null : altMode === 'empty' ? '' : nextAlt()
    return { type: 'img', alt, src: `/media/${topic.id}-${index}-${i + 1}.jpg`, caption: r.chance(0.3) ? nextAlt() : undefined, bare: r.chance(0.5) }
  })
  if (introMode === 'image' && imgs.length) blocks.splice(blocks.indexOf(intro), 0, { ...(imgs.shift() as Extract<Block, { type: 'img' }>), caption: undefined, bare: true })
  else if (introMode === 'image') blocks.splice(blocks.indexOf(intro), 0, { type: 'img', alt: nextAlt(), src: `/media/${topic.id}-${index}-0.jpg`, bare: true })
  for (const img of imgs) insertAfter(() => img)

  // ---------- title (also used by the H1)
  const titleMode = r.weighted<TitleMode>([['start', 0.3], ['prefix', 0.14], ['middle', 0.2], ['reordered', 0.1], ['inflected', 0.08], ['missing', 0.18]])
  const T = P.titles
  let title: string
  if (titleMode === 'start') title = fill(r.pick(key.how && T.startH.length ? T.startH : T.start), key.k)
  else if (titleMode === 'prefix') title = fill(r.pick(key.how ? T.start : T.prefix), key.k)
  else if (titleMode === 'middle') title = fill(r.pick(key.how && T.middleH.length ? T.middleH : T.middle), key.k)
  else if (titleMode === 'reordered' && key.rt) title = key.rt
  else if (titleMode === 'inflected' || titleMode === 'reordered') title = lang === 'hu' ? fill(r.pick(T.inflected), key.k, key.forms) : fill(r.pick(T.inflected), infForm())
  else title = r.pick(free(topic.heads))
  if (unaccentedKey && r.chance(0.5)) title = ascii(title)
  const h1s = blocks.filter((b): b is Extract<Block, { type: 'h' }> => b.type === 'h' && b.level === 1 && !b.text)
  for (const h of h1s) h.text = r.chance(0.7) ? title : nextHead()

  // ---------- keyphrase density
  const countKey = () => {
    let n = 0
    for (const b of blocks) {
      // Pool sentences were filtered against the keyphrase: only joined and keyphrase sentences can hold it.
      const texts = b.type === 'p' ? b.s.filter((s) => s.joined || !['plain', 'pass', 'run'].includes(s.kind)).map((s) => s.t) : b.type === 'h' ? [b.text] : b.type === 'list' ? b.items : b.type === 'table' ? b.rows.flat() : b.type === 'img' && b.caption && !b.bare ? [b.caption] : []
      for (const t of texts) {
        if (!has(t)) continue
        const toks = tokens(t)
        n += Math.min(...key.sig.map((w) => toks.filter((x) => x === w).length))
      }
    }
    return n
  }
  const sum = (list: string[], count: (t: string) => number) => list.reduce((m, t) => m + count(t), 0)
  const wordsOf = (b: Block, count: (t: string) => number): number =>
    b.type === 'p' ? sum(b.s.map((x) => x.t.replace(/<code>.*?<\/code>/g, '')), count) : b.type === 'h' ? count(b.text) : b.type === 'list' ? sum(b.items, count) : b.type === 'table' ? sum(b.rows.flat(), count) : b.type === 'img' && b.caption && !b.bare ? count(b.caption) : 0
  /** Words as Yoast's text length counts them (blockquote and pre excluded). */
  const textWords = () => blocks.reduce((n, b) => n + wordsOf(b, countWords), 0)
  const treeTotal = () => blocks.reduce((n, b) => n + (b.type === 'img' ? 0 : wordsOf(b, treeWords)), 0)
  /** Drops ordinary sentences (and, for short texts, lists and tables) until the text has `limit` words. */
  const trim = (limit: number, floor: number, dropExtras: boolean) => {
    let total = textWords()
    for (const b of dropExtras ? [...blocks] : []) {
      if (total <= limit) return
      if ((b.type === 'list' || b.type === 'table') && total - wordsOf(b, countWords) >= floor && (introMode !== 'list' || blocks.indexOf(b) > blocks.indexOf(intro))) {
        total -= wordsOf(b, countWords)
        blocks.splice(blocks.indexOf(b), 1)
      }
    }
    const list = paragraphs().filter((p) => !p.long).flatMap((p) => p.s.filter((x) => ['plain', 'pass', 'inf', 'split'].includes(x.kind) && (!p.intro || x.kind === 'plain')).map((x) => [p, x] as const))
    const options = deck(r, list)
    for (let i = list.length; i > 0 && total > limit; i--) {
      const [p, x] = options()
      if (!p.s.includes(x) || total - x.w < floor || (p.intro && p.s.length <= 3)) continue
      p.s.splice(p.s.indexOf(x), 1)
      total -= x.w
      if (!p.s.length) blocks.splice(blocks.indexOf(p), 1)
    }
  }
  let density = r.weighted<DensityLevel>([['zero', 0.07], ['one', 0.09], ['two', 0.08], ['low', 0.08], ['normal', 0.4], ['high', 0.13], ['stuffed', 0.15]])
  const existing = countKey()
  const factor = 0.7 + key.sig.length / 3
  const avgKeyWords = treeWords(keySent().t)
  // Target density corrected for keyphrase length; stuffing keeps keyphrase sentences under half the text.
  const d = { zero: 0, one: 0, two: 0, low: 0.3, normal: 0.7 + r.f() * 2, high: 3.2 + r.f() * 0.55, stuffed: Math.min(4.4 + r.f() * 2.6, (50 * factor) / avgKeyWords) }[density]
  const nInf = r.weighted<number>([[0, 0.5], [1, 0.2], [2, 0.15], [4, 0.15]])
  const splitPair = multi && !!key.sp && r.chance(0.2)
  // Make room for the sentences still to come, so the text keeps its planned length.
  const keyShare = (d * avgKeyWords) / (100 * factor)
  if (W >= 100) trim(Math.max(W * (1 - keyShare) - (nInf + (splitPair ? 2 : 0)) * avgKeyWords, W * 0.45), 60, W < 320)
  const Wt = treeTotal()
  let goal: number
  if (Wt < 100) {
    const max = Wt > 50 ? 2 : 1
    goal = { zero: 0, one: 1, two: Math.min(2, max), low: 1, normal: r.int(1, max), high: max + 1, stuffed: max + r.int(2, 4) }[density]
  } else {
    goal = density === 'zero' ? 0 : density === 'one' ? 1 : density === 'two' ? 2 : Math.round((d * Wt) / (100 * factor - d * avgKeyWords))
    if (density === 'low' && goal < 3) density = goal <= 1 ? 'one' : 'two'
  }
  const candidates = bodyParas().filter((p) => !p.long)
  const targets = candidates.length ? candidates : paragraphs().filter((p) => introMode !== 'absent' || !p.intro)
  let added = 0
  const useReordered = multi && key.ro && r.chance(0.4)
  for (let n = existing; n < goal && targets.length; n++, added++) {
    const p = r.pick(targets)
    const s = useReordered && added === 0 ? plainSent(disp(key.ro!), 'key') : keySent()
    p.s.splice(r.int(0, p.s.length), 0, s)
  }
  // Occurrences Yoast does not count: inflected forms, and the keyphrase split over two sentences.
  for (let i = 0; i < nInf && targets.length; i++) r.pick(targets).s.push(infSent())
  if (splitPair && targets.length) {
    const p = r.pick(targets)
    p.s.push(plainSent(disp(key.sp![0]), 'split'), plainSent(disp(key.sp![1]), 'split'))
  }

  // Short texts: back to the planned length (keyphrase sentences stay).
  if (W < 320) trim(W + 3, Math.max(60, W - 6), true)
  // ---------- links
  const linkMode = r.weighted<string>([['none', 0.18], ['internal', 0.18], ['external', 0.18], ['both', 0.24], ['nofollow', 0.1], ['nofollowMixed', 0.06], ['internalNofollow', 0.06]])
  const nInt = ['internal', 'both', 'nofollowMixed', 'internalNofollow'].includes(linkMode) ? r.int(1, 4) : 0
  const nExt = ['external', 'both', 'nofollow', 'nofollowMixed'].includes(linkMode) ? r.int(1, 4) : 0
  const linkable = paragraphs().flatMap((p) => p.s.filter((s) => s.kind === 'plain' || s.kind === 'pass'))
  for (let i = 0; i < nInt + nExt && linkable.length; i++) {
    const s = r.pick(linkable)
    if (s.link) continue
    const external = i >= nInt
    const anchor = s.t.replace(/[.!?]$/, '').split(' ').slice(-anchorLength(s.t)).join(' ')
    const slug = slugify(anchor)
    const nofollow = external ? linkMode === 'nofollow' || (linkMode === 'nofollowMixed' && i % 2 === 0) || (linkMode === 'both' && r.chance(0.15)) : linkMode === 'internalNofollow' || (linkMode === 'nofollowMixed' && r.chance(0.5))
    const href = external ? `${r.pick(P.external)}${slug}` : `${r.pick(P.internal)}${slug}${r.chance(0.5) ? '/' : ''}`
    s.link = { href, rel: nofollow ? 'nofollow' : external && r.chance(0.4) ? 'noopener' : undefined }
  }
  if (r.chance(0.04)) paragraphs()[paragraphs().length - 1]!.s.push(plainSent(lang === 'en' ? 'Questions? Write to <a href="mailto:hello@example.com">hello@example.com</a>.' : 'Kérdésed van? Írj a <a href="mailto:hello@example.com">hello@example.com</a> címre.'))

  // ---------- meta description
  const metaBand = r.weighted<string>([['empty', 0.08], ['short', 0.27], ['good', 0.4], ['long', 0.25]])
  const metaKeys = r.weighted<number>([[0, 0.25], [1, 0.4], [2, 0.2], [3, 0.15]])
  let meta = ''
  if (metaBand !== 'empty') {
    const [lo, hi] = { short: [40, 118], good: [124, 154], long: [160, 200] }[metaBand]!
    const target = r.int(lo!, hi!)
    const metaTemplates = deck(r, P.metaKey)
    const parts = Array.from({ length: metaKeys }, () => fill(metaTemplates(), key.k))
    const fillers = deck(r, free([...P.metaFill, ...shortPool.filter((s) => s.length < 90)]))
    const len = () => parts.join(' ').length
    for (let tries = 0; len() < target && tries < 40; tries++) {
      const f = fillers()
      if (len() + f.length + 1 <= hi! + 4 || len() < lo!) parts.splice(r.int(0, parts.length), 0, f)
    }
    // Never over 200 characters: drop fillers first, then keyphrase sentences.
    while (parts.join(' ').length > 200 && parts.length > 1) {
      const filler = parts.findIndex((x) => !has(x))
      parts.splice(filler >= 0 ? filler : parts.length - 1, 1)
    }
    meta = parts.join(' ')
    if (meta.length > 200) meta = meta.slice(0, 196).replace(/\s+\S*$/, '') + '…'
  }

  // ---------- render
  const renderSent = (s: Sent) => {
    if (!s.link) return s.t
    const end = /[.!?]$/.test(s.t) ? s.t.slice(-1) : ''
    const words = (end ? s.t.slice(0, -1) : s.t).split(' ')
    const cut = Math.max(1, words.length - anchorLength(s.t))
    const rel = s.link.rel ? ` rel="${s.link.rel}"${s.link.rel === 'noopener' ? ' target="_blank"' : ''}` : ''
    return `${words.slice(0, cut).join(' ')} <a href="${s.link.href}"${rel}>${words.slice(cut).join(' ')}</a>${end}`
  }
  const tag = (name: string, inner: string) => `<${name}>${inner}</${name}>`
  const renderBlock = (b: Block): string => {
    if (b.type === 'p') return tag('p', b.s.map(renderSent).join(' '))
    if (b.type === 'h') return tag(`h${b.level}`, b.text)
    if (b.type === 'list') return tag(b.ordered ? 'ol' : 'ul', `\n${b.items.map((i) => tag('li', i)).join('\n')}\n`)
    if (b.type === 'quote') return tag('blockquote', tag('p', b.text))
    if (b.type === 'pre') return tag('pre', tag('code', escapeHtml(b.text)))
    if (b.type === 'table') {
      const body = b.rows.slice(1).map((row) => tag('tr', row.map((c) => tag('td', c)).join(''))).join('\n')
      return tag('table', `\n${tag('thead', tag('tr', b.rows[0]!.map((c) => tag('th', c)).join('')))}\n${tag('tbody', `\n${body}\n`)}\n`)
    }
    const img = `<img src="${b.src}"${b.alt === null ? '' : ` alt="${b.alt}"`} width="1200" height="800">`
    return b.bare ? tag('p', img) : tag('figure', img + (b.caption ? tag('figcaption', b.caption) : ''))
  }
  const html = blocks.map(renderBlock).join('\n')

  const keyword = unaccentedKey ? ascii(key.k.toLowerCase()) : key.k.toLowerCase()
  const tags = [lang, topic.id, `${textWords()}w`, `title-${titleMode}`, `density-${density}`]
  return { name: `${tags.join('/')} #${index}`, html, title, meta, keyword, language: lang }
}

/** A draft with an image and a few words: under Yoast's 50-character text minimum. */
function stub(index: number, topic: Topic, r: Rng): CorpusArticle {
  const key = r.pick(topic.keys.filter((k) => !k.long))
  const line = r.pick(POOLS[topic.lang].runs).split('|')[0]!
  const html = `<p><img src="/media/${topic.id}-${index}-1.jpg" alt="${r.pick(topic.alts)}"></p>\n<p>${line}</p>`
  return { name: `${topic.lang}/${topic.id}/${countWords(html)}w/stub #${index}`, html, title: r.pick(topic.heads), meta: '', keyword: key.k.toLowerCase(), language: topic.lang }
}

/**
 * The corpus: 650 articles, 65% English and 35% Hungarian, always the same. 642 are blog articles of
 * 60 to 3,000 words; 8 are near-empty drafts (an image and a few words), which Yoast flags with
 * `textPresence`. Names tell language, topic, word count, title mode and intended density.
 */
export function analysisCorpus(): CorpusArticle[] {
  const r = rng(0x5eed2024)
  const en = EN.map((t) => prepare(t, 'en'))
  const hu = HU.map((t) => prepare(t, 'hu'))
  const out: CorpusArticle[] = []
  const seen = { en: 0, hu: 0 }
  for (let i = 0; i < 650; i++) {
    const lang: Lang = i % 20 < 13 ? 'en' : 'hu'
    const topics = lang === 'en' ? en : hu
    const topic = topics[seen[lang]++ % topics.length]!
    out.push([12, 95].includes(i % 160) ? stub(i + 1, topic, r) : buildArticle(i + 1, topic, r))
  }
  return out
}
