import type { SeedThread } from "./types";

// Getting started and drinks: members' questions and experiences, and the shop's own (staff) facts.
// Dates: daysAgo before the anchor, Friday 20 November 2026 (content/talk/time.ts); the third
// element of a reply is hours after the previous post. Who each member is: members.ts.
export const THREADS_A: SeedThread[] = [
  {
    key: "day-one-hello",
    category: "getting-started",
    author: "rachel",
    daysAgo: 24, // Tue 27 Oct, her day 1
    hour: 21,
    title: "Day 1 of my first alcohol-free month – hello!",
    body: "Hi all, first post. Today is day 1 of my first proper month off. I'm 38, two kids (4 and 7), and the \"one glass\" after bedtime has somehow turned into most of a bottle most nights. Not a crisis, nobody's staging an intervension lol, it's just not how I want to be living.\n\nEvenings are going to be the hard bit, the kids go down at 7.30 and that's always been wine o'clock. Any tips for the first week? x",
    replies: [
      ["ruth", "Welcome, Rachel. The first week is mostly about the moment you've just described: the kids are down, the house goes quiet and your hand knows where the glass is. Have something you genuinely like chilled and ready before bedtime starts, so there's no gap to fill. It sounds too simple to work, but it takes the decision out of the moment.\n\nAnd be gentle with yourself if tonight feels odd. Day one usually does.", 1],
      ["stu", "Two weeks in myself. Tall glass, lots of ice, tonic and lime. Turned out I missed the routine more than the wine.", 0.75],
      ["anj", "Day 2 here, so no wisdom yet, just company. I've written my reasons on a post-it on the fridge. Reason 1 is \"stop waking at 4am\". Will report back on whether post-its work.", 0.5],
      ["jonty", "welcome. day 1 is the worst one imo", 14],
      ["mel", "Hiya Rachel!! Where abouts are you? 😊 Early nights were my secret weapon the first week, tired me wanted a drink WAY more than rested me xx", 2],
      ["rachel", "Day 5. Three evenings fine, one horrible (thursday) and I was in bed by 9.15 that night like a pensioner lol. Mel I'm in York! Still here anyway x", 67],
      ["niall", "Day 5 is a long way from day 1, Rachel. The weekend's usually the next thing worth planning for: what's Saturday night going to look like?", 30],
    ],
  },
  {
    key: "telling-your-partner",
    category: "getting-started",
    author: "stu",
    daysAgo: 40, // Sun 11 Oct
    hour: 20,
    title: "What did you tell your partner when you decided to stop?",
    body: "My wife and I have always shared a bottle on a Friday. I want to stop for a while but I don't want her to feel I'm judging her drinking. How did you have that conversation?",
    replies: [
      ["aisha", "When my husband stopped he made it entirely about him: \"I'm sleeping badly and want to see if this helps.\" Nothing about me or my glass. Made it very easy to be on his side 😊", 1],
      ["dave", "we kept friday as friday... nice dinner, candles, OH has her wine and i have whatever im into that month. the night is the point not the bottle", 3],
      ["liv", "ask for one small thing. mine was \"please don't offer me a glass, i'll get my own\". easy to say yes to", 10],
      ["stu", "Told her last night. Went with sleep, like Aisha said. She asked if she could try whatever I'm drinking instead, which I did not expect.", 26],
      ["ciara", "Ha! That's how it starts. I'm just over a week in myself and my husband keeps \"just trying\" mine, so I'll have to start hiding them at the (very) back of the fridge.", 4],
    ],
  },
  {
    key: "when-does-sleep-improve",
    category: "getting-started",
    author: "anj",
    daysAgo: 18, // Mon 2 Nov, her day 8
    hour: 5,
    title: "How long before the sleep improvements kicked in for you?",
    body: "Everyone says sleep gets better without alcohol. Day 8 for me and it's worse, not better:\n\n1. Dreams so vivid I wake up tired\n2. Awake at 4am most nights (it's 4.50 now, hence this post)\n3. Then dead to the world at 7 when the alarm goes\n\nIs this normal? Roughly when did it turn round for you, and did anything speed it up?",
    replies: [
      ["niall", "Completely normal for me, Anj. Nights three to ten were the strangest of my life: full-colour dreams, some of them about drinking, which was unsettling. Somewhere in the second week it flipped and I started waking before the alarm, which had never once happened in my adult life.", 4],
      ["jonty", "the drinking dreams are so weird ngl", 2],
      ["mel", "About ten days for me! I'd been propping myself up with coffee all afternoon tho, cutting it after lunch made a massive difference ☕", 3],
      ["ruth", "A week or two of broken, dream-heavy sleep is very common when people stop, and for most of us it settles. If it carries on for weeks, or you're struggling to get through the day, it's worth a conversation with your GP; they hear about sleep all the time.\n\nIn the meantime, the same bedtime and getting-up time every day, and daylight first thing in the morning, did more for me than anything I ever bought.", 6],
      ["anj", "Update, day 16: slept 11pm to 6.40 without waking, second night running. I also stopped coffee after 12 a week ago, so I can't tell you which it was, time or coffee. Possibly both. Not complaining.", 179],
      ["gareth", "Day 17 of my dry month and I'd settle for either.", 30],
    ],
  },
  {
    key: "is-half-a-percent-ok",
    category: "getting-started",
    author: "gareth",
    daysAgo: 30, // Wed 21 Oct; his dry month starts Mon 26 Oct
    hour: 13,
    title: "Is 0.5% OK if I'm doing a dry month?",
    body: "Starting a dry month on Monday. Some of the beers I like are 0.5% rather than 0.0%. Does that count, or am I cheating?",
    replies: [
      ["kofi", "On UK labels, \"alcohol-free\" means 0.05% or less (that's the 2018 government guidance); up to 0.5% is usually described as \"de-alcoholised\", and \"low alcohol\" goes up to 1.2%. So 0.5% isn't alcohol-free in the labelling sense, though it's a very small amount. Whether it fits your month depends on why you're doing it.", 2],
      ["marek", "Numbers: 330 ml at 0.5% is about 1.3 g of alcohol. A pint of 4% lager is about 18 g. So roughly fourteen bottles to one pint.", 3],
      ["ruth", "If there's a medical reason (pregnancy, a medicine that doesn't mix with alcohol, or recovery from a drinking problem), stick to 0.0% and ask your GP or pharmacist if you're unsure. Otherwise it's your month: pick a rule, write it down and don't argue it all over again every Friday.", 5],
      ["chris", "For what it's worth I stuck to 0.0 for my first month and relaxed it after. Doesn't much matter which, as long as you've decided before you're stood at the bar.", 26],
    ],
  },
  {
    key: "introduce-yourself",
    category: "getting-started",
    author: "ruth",
    daysAgo: 60, // Mon 21 Sep
    hour: 10,
    title: "Welcome! Introduce yourself here",
    body: "Hello, and welcome. This thread is for saying who you are: where you live, what brought you here, and whether you're stopping, cutting down or just curious. Share as much or as little as you like.\n\nA few things that keep this place kind: no shaming anyone's choices, including people who drink; no medical advice beyond \"talk to your GP\"; and if you're having a hard time, say so. Somebody will answer.\n\nI'll go first. Ruth, Shropshire, 67, nine years without a drink. These days I mostly swap recipes and say hello to new people.",
    replies: [
      ["beth", "Beth, Bristol, 44. Stopped two years ago after a health scare (all fine now!). These days I'm mostly here for the recipes and to talk people into running with me on Saturdays.", 3],
      ["jonty", "jonty, london. cutting down not stopping. aiming for 4 dry days a week, currently managing about 2", 6],
      ["aisha", "Aisha, Birmingham. Never been much of a drinker myself, but my husband's just stopped (three weeks now!) and I want to be useful. Also I will not say no to a good mocktail 😊", 20],
      ["marek", "Marek, Glasgow. Eight months without alcohol. Used to brew beer at home; now I cook too much instead.", 30],
      ["liv", "liv, norwich. just over 20 wks pregnant with no. 2 🤰 the alcohol-free aisle is unrecognisable since last time", 48],
      ["niall", "Niall. Cork originally, Manchester for the last twelve years. Stopped in May, meant it to be a month and just kept going. Four months now, and I'm still slightly surprised by that.", 40],
      ["ciara", "Hiya, Ciara from Belfast! I've been lurking for about a fortnight (hello) and I'm doing one of the Learn courses before I actually stop, because I'm the kind of person who reads the manual first. Planning to start this weekend, which I'm telling you all so that I actually do it.", 68],
      ["dave", "dave, swindon. 5 yrs off it now. OH still drinks, we manage fine... mostly here to be nosey", 200],
      ["kofi", "Kofi, Leicester. Three years in recovery this winter. A friend from my group pointed me here and I've mostly been reading. I'm trying to post more: hearing other people's stories in my group helped me through my first year, so it's time I told some of mine.", 150],
    ],
  },
  {
    key: "cutting-down-not-stopping",
    category: "getting-started",
    author: "jonty",
    daysAgo: 55, // Sat 26 Sep
    hour: 11,
    title: "Cutting down, not stopping: is that ok here?",
    body: "cutting down not stopping. is that ok here or is this a sober only thing tbh",
    replies: [
      ["ruth", "Very much ok, Jonty. Plenty of people here are cutting down rather than stopping, and they're as welcome in every thread as anyone.\n\nIf you want a yardstick, the UK Chief Medical Officers' guideline is no more than 14 units a week, spread over three or more days, with several drink-free days. Fourteen units is about six pints of 4% beer, or six 175 ml glasses of 13% wine, across the whole week rather than in one go.", 2],
      ["mel", "Course it is!! Half our Leeds lot are cutting down, nobody's checking anyone's glass 😂", 3],
      ["jonty", "ok good. 14 is fewer than i thought ngl", 1],
      ["gareth", "Same boat. The drink-free days are harder than the number, for me anyway.", 26],
    ],
  },
  {
    key: "haldenberg-pils-from-the-shop",
    category: "drinks-reviews",
    author: "shop",
    daysAgo: 11, // Mon 9 Nov
    hour: 10,
    title: "From the shop: Haldenberg Pils, what's in the bottle",
    body: "We get asked about this one a lot, so here are the facts in one place. This is the shop's team posting: we sell it, so we'll stick to what's on the label and leave the verdicts to you.\n\n- **What it is:** a German pilsner, brewed as a full beer and then dealcoholised under vacuum\n- **ABV:** 0.05%, within the UK's \"alcohol-free\" descriptor\n- **Ingredients:** water, barley malt, hops. Barley means it contains gluten.\n- **Size and packs:** 330 ml bottles; packs of 6 and 24 cost a little less per bottle\n\nThe ABV, ingredients and today's price are always on [the product page](/shop/products/haldenberg-pils). Questions welcome below.\n\n— The shop team, Alcohol Free Co",
    replies: [
      ["jonty", "is it gluten free", 4],
      ["shop", "No: it's brewed with barley malt, so it contains gluten. The ingredients are listed on every product page, so that's the place to check for anything you avoid.\n\n— The shop team", 2],
      ["marek", "How hot does the vacuum process get? At normal pressure you'd need 78 °C to boil off the alcohol, which would cook the hop aroma.", 5],
      ["shop", "That's the reason for the vacuum: at low pressure the alcohol boils off at a much lower temperature than 78 °C. The brewery hasn't given us an exact figure for this beer, so we won't guess one here; if they do, it'll go on the product page.\n\n— The shop team", 18],
      ["dave", "any chance of it in cans... bottles are a pain for the recyling round here", 6],
    ],
  },
  {
    key: "red-wine-alternatives",
    category: "drinks-reviews",
    author: "chris",
    daysAgo: 27, // Sat 24 Oct
    hour: 18,
    title: "Alcohol-free red: how do you serve it?",
    body: "Cooking a proper Sunday roast for my parents tomorrow, the first since I stopped, and Dad will want red with it. I've found alcohol-free reds hit and miss: some thin, some like grape juice. Before I blame the bottles, am I serving them wrong? Room temperature, decant, fridge? What do you do?",
    replies: [
      ["ruth", "Slightly cool is the trick most people don't know. In an ordinary red the alcohol carries a lot of the body and warmth; without it, a red served at room temperature can taste flat and sweet. Twenty minutes in the fridge, open it an hour before if it's a heavier style, and use proper wine glasses rather than tumblers. So much of it is smell.", 2],
      ["marek", "Very small pinch of salt in the jug for thin ones. And for tannin, a spoon of strong cold black tea per bottle. Sounds wrong. Works.", 3],
      ["jonty", "gave up on red tbh. bitter red aperitivo + soda + orange when i want something red and grown up", 1],
      ["chris", "Fridge for 20 minutes, big glasses, a spoon of tea in the jug (didn't tell Dad). He drank it. Mum asked what it was. Calling that a win.", 30],
      ["dave", "the tea thing is mad... will try it on the OH", 12],
    ],
  },
  {
    key: "kombucha-with-dinner",
    category: "drinks-reviews",
    author: "aisha",
    daysAgo: 21, // Fri 30 Oct
    hour: 17,
    title: "What do you drink with dinner instead of wine?",
    body: "My husband stopped two months ago and says what he misses most isn't the drinking, it's having something grown-up with food. Squash feels like a kids' tea. What do you all have with dinner?",
    replies: [
      ["liv", "sparkling tea in a wine glass. dry, a bit tannic, feels like an occasion", 2],
      ["kofi", "Kombucha with anything spicy. The sourness does what a dry white used to do with a curry. Ginger ones especially.", 3],
      ["anj", "Soda water, a splash of verjus and a thin slice of cucumber. Verjus is the juice of unripe grapes: sour, not sweet, and the nearest thing I've found to the \"wine\" part of wine.", 4],
      ["ciara", "We do a jug of iced tea with lemon on Sundays (properly brewed, not the powdered stuff, I've been burned) and it's become a thing, my youngest calls it \"posh tea\". Also, and I know this is a bit off topic, does anyone else find it's the glass that matters more than what's in it? I bought a set of nice heavy tumblers and it's changed my evenings more than I'd like to admit.", 20],
      ["mel", "CIARA YES the glass!!! 🥂 I have a stemmed one that's only for my Friday drink and woe betide anyone who uses it", 3],
    ],
  },
  {
    key: "opened-bottle-keep",
    category: "drinks-reviews",
    author: "dave",
    daysAgo: 15, // Thu 5 Nov
    hour: 21,
    title: "how long does an opened bottle of alcohol-free wine keep",
    body: "how long does an open bottle keep in the fridge... no alcohol in it so im guessing not as long as the normal stuff?? dont want to give the OH a dodgy glass",
    replies: [
      ["marek", "Correct guess. Alcohol is part of what preserves wine. Without it, treat an opened bottle like fruit juice: stoppered, in the fridge, a few days. The back label usually gives a number.", 2],
      ["beth", "Sparkling ones go flat long before they go off, in my experience. A proper sparkling stopper buys you an extra day!", 10],
      ["ruth", "If you often only want a glass, half bottles and cans are worth looking out for. And anything that smells vinegary, or fizzes when it shouldn't, goes down the sink rather than into anyone.", 6],
      ["dave", "back label says 3 days. there you go... ignore me", 3],
    ],
  },
];
