import type { SeedThread } from "./types";

// Recipes and mixology, support, events and meet-ups. Dates as in threads-a.ts.
export const THREADS_B: SeedThread[] = [
  {
    key: "weeknight-mocktail",
    category: "recipes-and-mixology",
    author: "jonty",
    daysAgo: 14, // Fri 6 Nov
    hour: 19,
    title: "Share your go-to weeknight mocktail",
    body: "not the fancy saturday stuff. the 2 min tuesday thing. mine: **tall glass, ice, 25ml lime, top with ginger beer, few dashes of bitters.** done",
    replies: [
      ["beth", "Pink grapefruit soda, a squeeze of lime and a pinch of salt. A Paloma if you squint!", 1],
      ["mel", "Cold brew coffee + tonic + an orange slice. Sounds MAD, it's brilliant 😂☕", 1.5],
      ["rachel", "elderflower cordial, soda, mint and cucumber. It's a summer drink and im having it in november and nobody can stop me x", 2],
      ["ruth", "A small warning, kindly meant: aromatic bitters are mostly alcohol, usually around 45%. A few dashes in a long drink is a tiny amount, but anyone avoiding alcohol completely (recovery, pregnancy, some medicines) should leave them out, or look for bitters labelled alcohol-free.", 14],
      ["jonty", "huh. did not know that", 3],
      ["kofi", "Alcohol-free bitter aperitivo, topped with soda, an orange wedge. Thirty seconds, start to finish.", 5],
      ["anj", "Sparkling jasmine tea over ice with a strip of lemon peel. Zero effort and it feels very expensive.", 20],
    ],
  },
  {
    key: "alcohol-free-negroni",
    category: "recipes-and-mixology",
    author: "kofi",
    daysAgo: 20, // Sat 31 Oct
    hour: 19,
    title: "Negroni without the gin – my attempt",
    body: "I've been trying to get a proper Negroni without alcohol. Current version, equal parts:\n\n- 30 ml gin alternative (a juniper-heavy one)\n- 30 ml alcohol-free bitter red aperitivo\n- 30 ml alcohol-free red vermouth alternative\n\nStirred with ice for thirty seconds, strained over one big cube, orange peel. It's close, but thin, and the bitterness arrives all at once instead of building. Ideas?",
    replies: [
      ["marek", "Tiny pinch of salt and 2–3 drops of strong black tea. Salt rounds the bitterness, tea gives the grip that alcohol normally gives.", 2],
      ["ciara", "Less stirring! Without alcohol there's no heat to tame, so thirty seconds is mostly just watering it down. I do ten seconds and it's a different drink (learned this the hard way, at a party, in front of people).", 3],
      ["dave", "or just have a ginger beer and save the faff lol", 4],
      ["kofi", "Salt, tea and a ten-second stir. Rounder, and the bitterness comes in slower now. Still not a Negroni, but it's a drink I'd choose on its own terms.", 40],
      ["niall", "Saving this. Squeeze the orange peel over the glass, not just into it. People skip that and it matters.", 6],
    ],
  },
  {
    key: "autumn-shrubs",
    category: "recipes-and-mixology",
    author: "liv",
    daysAgo: 11, // Mon 9 Nov
    hour: 15,
    title: "Shrub recipes for autumn",
    body: "made my first shrub. method from the dry and delish course but blackberries + apple instead of strawberries, cider vinegar. with soda it's lovely 🫐 what other autumn ones have people done",
    replies: [
      ["beth", "Pear and ginger with white wine vinegar! With sparkling water and a cinnamon stick it's basically autumn in a glass.", 3],
      ["aisha", "Plum and star anise. A bit fiddly (the stones!) but it tastes like Christmas 😊", 5],
      ["rachel", "how long do they keep?? I made a massive batch on sunday and now im worried ive made 2 litres of something that'll go off before I drink it lol", 10],
      ["liv", "course says months in the fridge in a clean bottle, the vinegar and sugar keep it. mine never lasts that long anyway", 10],
      ["marek", "Months is right if it stays sealed and cold. If anything grows on top, or it fizzes when it shouldn't, it goes in the bin.", 3],
    ],
  },
  {
    key: "christmas-punch",
    category: "recipes-and-mixology",
    author: "beth",
    daysAgo: 5, // Sun 15 Nov
    hour: 11,
    title: "Christmas punch for a crowd (alcohol-free)",
    body: "Hosting 20 people on the 19th of December and I want a punch everyone actually drinks, not a sad jug of squash. Here's the plan:\n\n1. 1 litre cloudy apple juice\n2. 500 ml strong black tea, cooled\n3. 200 ml spiced syrup (sugar, water, cinnamon, cloves, orange peel)\n4. Juice of 4 lemons\n5. Top with 2 bottles of alcohol-free sparkling wine just before serving\n\nToo sweet?",
    replies: [
      ["kofi", "Looks good. The tea and lemon will stop it tasting like squash. I'd put in half the syrup, taste, then decide.", 2],
      ["ciara", "Freeze some of the apple juice in a bundt tin the night before and float it as an ice ring. It keeps the punch cold without watering it down (and it looks like you tried very hard, which at Christmas is the main thing).", 3],
      ["stu", "Cinnamon sticks in the jug as well as the syrup.", 4],
      ["mel", "stealing this for New Year's Eve 😍 would it work with ginger ale instead of the fizz??", 21],
    ],
  },
  {
    key: "espresso-martini-foam",
    category: "recipes-and-mixology",
    author: "mel",
    daysAgo: 3, // Tue 17 Nov
    hour: 20,
    title: "Espresso martini at home: how do you get the foam?",
    body: "Ok I'm obsessed. Fresh espresso, a splash of coffee syrup and a bit of sugar syrup, shaken HARD, and sometimes I get a gorgeous crema on top and sometimes it's flat as a pancake 😩 what am I doing wrong??",
    replies: [
      ["marek", "Espresso fresh and still hot when it goes in. The foam is the coffee's oils and gas; cold coffee won't do it. Lots of ice, fifteen seconds of shaking at least.", 1],
      ["jonty", "dry shake first. no ice. then again with ice", 2],
      ["dave", "aquafaba... the water from a tin of chickpeas... a teaspoon. dont knock it till youve tried it", 3],
      ["mel", "Dave I was ready to laugh at you and it WORKS 😂😂", 12],
      ["anj", "Three coffee beans on top. Non-negotiable.", 3],
    ],
  },
  {
    key: "stout-pie",
    category: "recipes-and-mixology",
    author: "gareth",
    daysAgo: 6, // Sat 14 Nov
    hour: 16,
    title: "Steak and stout pie with a 0.0 stout: does it work?",
    body: "Steak and stout pie tomorrow. Never made it without proper stout. Any reason a 0.0 one wouldn't work?",
    replies: [
      ["marek", "It works. No alcohol to cook off, so you can use less and add it later. Two things: reduce it before the meat goes back in, and taste for bitterness, because reducing concentrates it. A teaspoon of treacle fixes that.", 1],
      ["dave", "did one last winter with a 0.0... nobody noticed. brown the meat properly thats the main thing", 5],
      ["niall", "My mam made hers with a bottle of the real thing and a spoon of yeast extract. I've done it with a 0.0 stout and the yeast extract and honestly couldn't tell the difference, though I wouldn't trust my memory of 1998 too far.", 7],
    ],
  },
  {
    key: "slipped-at-a-wedding",
    category: "support",
    author: "chris",
    daysAgo: 5, // Sun 15 Nov; the wedding was Sat 14 Nov
    hour: 10,
    title: "Slipped at a wedding yesterday. Feeling rubbish.",
    body: "Four months alcohol-free and last night at my cousin's wedding I had three glasses of fizz. Nobody pushed me. I just... did. Woke up this morning feeling awful, physically and otherwise, and the voice in my head is telling me the four months don't count now. I know that's not true. I can't make myself believe it yet.",
    replies: [
      ["ruth", "They count, Chris. Four months of better sleep, clearer mornings and new habits don't disappear because of one evening; the habits are still there this morning, waiting for you.\n\nWhat matters now is today, and being kind to yourself while you have a rough one. Drink plenty of water, eat something, and if you can, tell someone at home how you're feeling.", 1.5],
      ["niall", "Happened to me at a christening last year, on an earlier go at this. What helped was working out what actually happened rather than just feeling terrible about it. For me it was the toast: a glass put in my hand, no plan for what I'd have instead. Now I sort my toast drink before I walk in.", 3],
      ["jonty", "this is the thread i needed before friday tbh", 2],
      ["chris", "That's exactly it, Niall. The toast. Someone handed me a glass, and after that one the next two were easy. I had no plan.", 4],
      ["beth", "So now you know what to plan for next time. That's the useful bit. Tomorrow's Monday, and Monday is a new day!", 3],
      ["chris", "Day 3 again. Much better. Thank you, all of you. I mean it.", 44],
    ],
  },
  {
    key: "six-oclock-cravings",
    category: "support",
    author: "gareth",
    daysAgo: 16, // Wed 4 Nov, his day 10
    hour: 18,
    title: "Cravings at 6pm are brutal – what works for you?",
    body: "Day 10 of a dry month. Mornings fine, afternoons fine, then six o'clock comes and my brain flips a switch. What do you actually do in that moment?",
    replies: [
      ["anj", "Eat. I logged it for a week: 5 of 7 \"cravings\" were at least half hunger. Cheese and an apple at 5.30 has mostly fixed mine.", 0.5],
      ["kofi", "Walk round the block before you go into the house. The craving is tied to a routine: walk in, bag down, fridge. Breaking the first step of it works better than willpower at the last one.", 2],
      ["stu", "Make a drink I'm looking forward to. Good glass, ice, garnish. By the time it's made the urge has usually gone.", 1],
      ["aisha", "My husband swears by a shower as soon as he gets in. Weird, but it resets him completely 😊", 3],
      ["ruth", "Tell yourself you'll decide in twenty minutes. Cravings rise, peak and fall, usually well inside that time, and waiting twenty minutes is far easier than saying never.", 4],
      ["kofi", "Also HALT, which we use in my group: are you Hungry, Angry, Lonely or Tired? At six o'clock it's usually at least two of them.", 2],
      ["jonty", "tired. always tired", 16],
    ],
  },
  {
    key: "partner-still-drinks",
    category: "support",
    author: "liv",
    daysAgo: 33, // Sun 18 Oct
    hour: 21,
    title: "Partner still drinks every night – how do you cope?",
    body: "stopped because pregnant but planning to stay stopped after. partner still has a couple of beers every night. he's not doing anything wrong but it makes it harder. how do you all manage",
    replies: [
      ["dave", "OH drinks, i dont. we agreed her wine lives in the garage fridge not the kitchen one... out of sight helped me more than i expected", 1],
      ["ciara", "Could he swap to alcohol-free beers on some nights, for you? Not every night (that's a big ask). My husband's started doing weeknights with me and says he's sleeping better too, which I'm choosing not to take personally.", 10],
      ["ruth", "Tell him how it feels rather than asking him to change anything. People very often offer to change something once they understand what it's like for you, and an offer lands better than a request.", 4],
      ["liv", "garage fridge is v doable. told him how it feels like ruth said and he offered midweek 0.0s himself 🙃 progress", 20],
      ["beth", "Good luck Liv, and congratulations!", 5],
    ],
  },
  {
    key: "six-months-today",
    category: "support",
    author: "niall",
    daysAgo: 2, // Wed 18 Nov; he stopped on 18 May
    hour: 8,
    title: "Six months today",
    body: "Six months today. Things I didn't expect:\n\n- I like mornings now. Actually like them.\n- I've saved about £1,100, which slightly appals me\n- My resting heart rate has come down\n- Friends mostly didn't care, and the two who did came round\n\nThe first fortnight was grim, for the record, and it passed. Not really a question, just wanted to mark it somewhere.",
    replies: [
      ["ruth", "Brilliant, Niall. Six months is a real achievement. Thank you for writing down the things you didn't expect; someone on day three will read this and need it.", 1],
      ["marek", "Six months. Good. Spend some of the £1,100 on something you can see.", 2],
      ["rachel", "This is so encouraging, I'm on day 23 and some days it still feels like day 1. Saving this x", 3],
      ["chris", "Well done mate. Day 4 here, again. One day I'll write one of these.", 4],
      ["gareth", "Good man.", 6],
    ],
  },
  {
    key: "anxiety-after-stopping",
    category: "support",
    author: "ciara",
    daysAgo: 26, // Sun 25 Oct, her day 22
    hour: 22,
    title: "Anxiety after stopping – normal?",
    body: "Three weeks in today. I stopped partly because of the Sunday anxiety (the \"what did I say last night\" kind, you know the one), and I was expecting to feel calmer by now. Instead some days I'm more on edge than before: jittery in the afternoons, short with the kids. Is this normal, or am I doing something wrong? I'm not in a bad way, before anyone worries, I just didn't expect this bit.",
    replies: [
      ["ruth", "You're not doing anything wrong. Feeling up and down for a few weeks after stopping is common; many of us were using a drink to take the edge off, and the edge is still there when the drink goes.\n\nThat said, please do mention it to your GP if it carries on or gets worse. They have this conversation every week, and it's exactly what they're there for.", 10],
      ["kofi", "I found I'd been using a drink to avoid dealing with some things. Without it, the things were just... there, every afternoon. Talking therapy helped me a lot. In England you can refer yourself to NHS talking therapies without seeing your GP first; elsewhere in the UK, your GP can point you to what's available.", 3],
      ["aisha", "My husband had exactly this in his third and fourth weeks. It did settle, for what it's worth. Proud of you for asking 😊", 5],
    ],
  },
  {
    key: "work-christmas-party",
    category: "support",
    author: "jonty",
    daysAgo: 4, // Mon 16 Nov; the party is Fri 20 Nov
    hour: 13,
    title: "Work Christmas party survival",
    body: "work xmas do on friday. free bar, whole team, and im usually the one starting the shots. not drinking at this one. dreading it a bit ngl. tactics?",
    replies: [
      ["stu", "Get a soft drink in your hand as soon as you arrive, circulate, leave by ten. The good bits are before ten anyway.", 1],
      ["mel", "Ring the venue beforehand and ask what they've got!! Mine put on alcohol-free fizz for the toast just because I asked 🙌", 2],
      ["beth", "\"I'm driving\" is a perfectly good answer and nobody ever argues with it.", 3],
      ["jonty", "rang them. they've got 2 0.0 beers and will do mocktails. less dread", 20],
      ["dave", "youll remember all the gossip and they wont... enjoy it", 6],
      ["chris", "And plan your toast drink. Ask me how I know.", 2],
    ],
  },
  {
    key: "weekends-feel-long",
    category: "support",
    author: "marek",
    daysAgo: 9, // Wed 11 Nov; he stopped in January
    hour: 20,
    title: "Nearly ten months in and the weekends feel long",
    body: "Nearly ten months. Sleep is good, work is good. But Saturday afternoon to Sunday evening is long. It used to be pub, then recovering from pub. Now it is just time. What do you do with it?",
    replies: [
      ["beth", "Running! Or anything with a start time on Saturday morning. Once the morning has a shape, the rest of the day follows. And you'd be very welcome in Bristol.", 1],
      ["jonty", "get a hobby thats miserable hungover. climbing. 5am fishing", 0.5],
      ["mel", "This is half the reason the socials exist!! Is there anything in Glasgow? If not start one, honestly it's just booking a table x", 2],
      ["niall", "I had this around month four. What helped was accepting that some of the time is just going to be time, and that's allowed; I read more now than I have since I was a teenager. I also joined a five-a-side on Sunday mornings, which I'm terrible at, and which I'd never have managed hungover.", 14],
      ["ruth", "For many of us the second year was easier than the first on exactly this. The hours stop feeling like a gap where something used to be and start feeling like yours. Until then, plan one small thing for each weekend afternoon and let the rest be.", 10],
      ["marek", "Bouldering, I think. Jonty is right, it is miserable hungover. I remember.", 30],
    ],
  },
  {
    key: "leeds-social",
    category: "events-and-meet-ups",
    author: "mel",
    daysAgo: 19, // Sun 1 Nov; the social is Thu 5 Nov
    hour: 18,
    title: "Leeds alcohol-free social – first Thursday of the month",
    body: "Our Leeds social is the first Thursday of every month, 7pm, at a café in town with a proper alcohol-free drinks list (say below and I'll message you where!). Next one is THIS Thursday (the 5th)! Usually 8 to 12 of us, all stages: stopped, cutting down, just curious. Just turn up, I'll have a cactus on the table so you can find us 🌵 x",
    replies: [
      ["gareth", "Wakefield here. Might come over on Thursday.", 3],
      ["rachel", "wish this was in York!! anyone fancy starting one there? I'd come but I'd be rubbish at organising it lol", 4],
      ["mel", "Rachel DO IT 🙌 happy to tell you how we got going, honestly it's just booking a table and turning up", 14],
      ["gareth", "Came along last night. Good bunch, good drinks list, cactus confirmed. Back next month.", 90],
      ["rachel", "ok I asked in the school mums group chat and got one maybe and a thumbs up. is that a start?? x", 30],
    ],
  },
  {
    key: "bristol-running-club",
    category: "events-and-meet-ups",
    author: "beth",
    daysAgo: 35, // Fri 16 Oct
    hour: 18,
    title: "Sober running club in Bristol, Saturdays",
    body: "We run 5k every Saturday at 9am from a café in the centre (message me for where), then coffee and pastries back there. All paces welcome, walking included. The whole point is the Saturday morning we used to spend hungover!",
    replies: [
      ["chris", "Love this. I'm in Bath, is it worth the trip?", 2],
      ["beth", "Chris, a couple of people come over from Bath on the train every week. The coffee alone is worth it!", 3],
      ["niall", "A mate runs something similar in Manchester if anyone up this way wants details.", 12],
      ["chris", "Did my first one yesterday. Slowest person there by a distance and nobody cared. Coffee as promised. Back next Saturday.", 191],
      ["liv", "is it pushchair friendly? asking for the spring", 4],
    ],
  },
  {
    key: "online-quiz-night",
    category: "events-and-meet-ups",
    author: "ruth",
    daysAgo: 7, // Fri 13 Nov; the quiz is Wed 18 Nov
    hour: 10,
    title: "Online quiz night, Wednesday 8pm",
    body: "Our monthly online quiz is next Wednesday, the 18th, at 8pm. Six rounds, silly prizes, bring your best mocktail. Say below if you're in and I'll message you the link on the day; I'd rather not post it where anyone passing can see it.",
    replies: [
      ["aisha", "We're in! Team name: The Virgin Marys 😊", 2],
      ["kofi", "Is there a drinks round? Because I'm going to win the drinks round.", 3],
      ["ruth", "There is always a drinks round, Kofi.", 2],
      ["anj", "In. Will there be a tiebreak question? I'd like to prepare.", 20],
      ["ruth", "Eleven of us tonight, which is a record. The Virgin Marys won overall. Kofi did not win the drinks round. December's date to follow.", 105.25],
      ["kofi", "I would like it on record that the question about bitters was ambiguous.", 0.5],
    ],
  },
];
