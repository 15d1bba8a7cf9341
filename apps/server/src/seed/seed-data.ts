import { ACADEMY_DEFAULTS, type AcademyFacts } from '@academy/contract/academy-constants';
import type { ContactInput } from '@academy/contract/contact';
import type { PublicRegistrationInput } from '@academy/contract/registration';
import { ACADEMY_NAME } from '@academy/contract/site';
import type { TeamRole } from '@academy/contract/team';
import type { SeedImageKind } from '../images/process.ts';

/**
 * Demo content for a fresh install (STYLE.md: "a newcomer sees a living site on first start").
 * No pictures here: the seeder draws them with makeSeedImage from `hue`, `kind` and the labels.
 * Dates are relative (`daysAgo`) so the site looks current whenever it is first started.
 */

export type SeedTeamMember = { name: string; role: TeamRole; jersey_number: number | null; hue: number };
/** `tags`: the post's tags in order (decision 047); `customExcerpt`: the editor's own excerpt, when it wrote one. */
export type SeedPost = { title: string; html: string; daysAgo: number; coverLabel: string; hue: number; tags: string[]; customExcerpt?: string };
/** `tagged`: the seeded children shown in the photo, by name (decision 051). */
export type SeedPhoto = { caption: string; hue: number; kind: SeedImageKind; tagged?: readonly string[] };
export type SeedAlbum = { name: string; caption: string; daysAgo: number; photos: SeedPhoto[] };
export type SeedVideo = { title: string; video_url: string; hue: number };

export const seedTeam: readonly SeedTeamMember[] = [
  { name: 'Samuel Okello', role: 'head_coach', jersey_number: null, hue: 210 },
  { name: 'Maria Fernández', role: 'assistant_coach', jersey_number: null, hue: 25 },
  { name: 'Joseph Mwangi', role: 'goalkeeper_coach', jersey_number: null, hue: 160 },
  { name: 'Aisha Nakato', role: 'fitness_coach', jersey_number: null, hue: 330 },
  { name: 'Brian Ssemakula', role: 'goalkeeper', jersey_number: 1, hue: 45 },
  { name: 'Daniel Kiprono', role: 'goalkeeper', jersey_number: 23, hue: 55 },
  { name: 'Ivan Mugisha', role: 'defender', jersey_number: 2, hue: 200 },
  { name: 'Hassan Juma', role: 'defender', jersey_number: 4, hue: 190 },
  { name: 'Lucas Pereira', role: 'defender', jersey_number: 5, hue: 220 },
  { name: 'Emmanuel Otieno', role: 'midfielder', jersey_number: 6, hue: 120 },
  { name: 'Kevin Lubega', role: 'midfielder', jersey_number: 8, hue: 135 },
  { name: 'Yusuf Abdi', role: 'midfielder', jersey_number: 10, hue: 100 },
  { name: 'Peter Wanyama', role: 'forward', jersey_number: 9, hue: 0 },
  { name: 'Noah Achieng', role: 'forward', jersey_number: 11, hue: 15 },
];

const list = (items: readonly string[]) =>
  `<ol>${items.map((item) => `<li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>${item}</li>`).join('')}</ol>`;

export const seedPosts: readonly SeedPost[] = [
  {
    title: 'Academy trials open for the new season',
    tags: ['Trials', 'U12', 'U14', 'Academy news'],
    daysAgo: 2,
    coverLabel: 'Trials open',
    hue: 130,
    html: [
      `<h2>Trials for ages 10 to 14</h2>`,
      `<p>${ACADEMY_NAME} is opening its doors to new players for the coming season. Trials run on the next three <strong>Saturday mornings</strong> from 8:30 to 11:30 at our home ground, and every child between 10 and 14 is welcome, whatever club or school they play for today.</p>`,
      `<p>We are not only looking for the fastest runner or the hardest shot. Our coaches watch how a player receives the ball, how they talk to teammates, and how they react after a mistake. Attitude and willingness to learn count as much as talent.</p>`,
      `<h3>What to bring</h3>`,
      list([
        'Boots and shin guards (we have a few spare pairs)',
        'A full water bottle and a light snack',
        'A parent or guardian for the short welcome talk at 8:15',
      ]),
      `<p>Places in each age group are limited to keep training groups small, so please <a href="/register">register your child online</a> before the first session. Our team will confirm the time slot by phone within two working days.</p>`,
      `<p>If your child has a health condition we should know about, mention it in the form or speak to Coach Aisha on the day. Every player trains under the eye of a first-aid trained coach.</p>`,
    ].join(''),
  },
  {
    title: 'Academy under-12s lift the Lakeside Cup',
    tags: ['Match report', 'U12'],
    customExcerpt: 'Our under-12s won the Lakeside Cup final 2–1 after a late winner: the story of the day, the goals and what the players said.',
    daysAgo: 6,
    coverLabel: 'Lakeside Cup champions',
    hue: 45,
    html: [
      `<h2>Champions after a nervy final</h2>`,
      `<p>What a weekend for our under-12 squad. After three group games without conceding a goal, the team beat Kira Juniors <strong>2–1</strong> in a final that was decided in the last five minutes.</p>`,
      `<p>Kira took the lead just before half-time from a corner, and for a while it looked like the cup would slip away. Coach Samuel asked the boys and girls to keep passing and stay patient. It worked: Yusuf A. levelled with a low shot from the edge of the box, and Noah A. headed the winner from a Kevin L. cross.</p>`,
      `<h3>Tournament in numbers</h3>`,
      list(['5 matches played, 5 won', '14 goals scored, 2 conceded', 'Brian S. named goalkeeper of the tournament']),
      `<p>Beyond the trophy, we were proud of how the players behaved: they shook hands with every opponent, helped tidy the pitch and cheered the girls' final that followed theirs.</p>`,
      `<p>Thank you to the parents who drove, cooked and shouted from the touchline all day. The trophy will sit in the clubhouse until the end of the season, so come and take a photo with it.</p>`,
    ].join(''),
  },
  {
    title: 'Parent information night: everything about the season',
    tags: ['Academy news'],
    daysAgo: 9,
    coverLabel: 'Parent info night',
    hue: 260,
    html: [
      `<p>Parents and guardians of every registered player are invited to our <strong>information night</strong> next Thursday at 6:30 pm in the clubhouse. The evening lasts about an hour and ends with tea and a chance to meet the whole coaching staff. Younger brothers and sisters are welcome: there will be a supervised kick-about outside.</p>`,
      `<h2>On the agenda</h2>`,
      list([
        'The training calendar and match schedule until the end of the season',
        'How we group players by age and ability, and how groups change',
        'Kit, uniform sizes and the new training tops',
        'Safeguarding: who to call, photo consent and travel to away games',
        'Questions from parents',
      ]),
      `<p>We will also explain how we keep families informed: match reports and news on this website, urgent changes by text message, and a short monthly note from the head coach.</p>`,
      `<p>Cannot make it? Send your questions through the <a href="/contact">contact page</a> and we will answer them in a written summary that every family receives by email after the meeting.</p>`,
    ].join(''),
  },
  {
    title: 'Nutrition tips for young footballers',
    tags: ['Training'],
    daysAgo: 14,
    coverLabel: 'Eat well, play well',
    hue: 95,
    html: [
      `<p>Young players train hard, grow fast and often forget to eat and drink enough. Our fitness coach, Aisha Nakato, shares a few simple habits that make a real difference on the pitch.</p>`,
      `<h2>Before training</h2>`,
      `<p>A light meal two to three hours before a session gives steady energy. Think <em>posho or rice with beans</em>, a banana, or bread with peanut butter. Avoid heavy fried food just before playing.</p>`,
      `<h2>During and after</h2>`,
      list([
        '<strong>Water first:</strong> small sips every 15 minutes, more on hot afternoons',
        'Fresh fruit such as oranges or pineapple at half-time',
        'Within an hour after training: a proper meal with protein, like eggs, fish, beans or chicken',
        'Sweet fizzy drinks are a treat, not a sports drink',
      ]),
      `<h3>Sleep is part of the diet</h3>`,
      `<p>Children aged 10 to 14 need nine to eleven hours of sleep. Muscles recover and grow while they rest, and tired players pick up more injuries. Screens off an hour before bed helps more than any supplement.</p>`,
      `<p>Questions about a specific diet or allergy? Aisha is at the ground every Tuesday and Thursday and is always happy to talk.</p>`,
    ].join(''),
  },
  {
    title: 'Coaching clinic with a former national team goalkeeper',
    tags: ['Training', 'U14', 'Academy news'],
    daysAgo: 19,
    coverLabel: 'Goalkeeper clinic',
    hue: 175,
    html: [
      `<p>Our goalkeepers had a special visitor last weekend: a former national team keeper spent the whole morning with the academy's young shot-stoppers and our goalkeeper coach, Joseph Mwangi.</p>`,
      `<h2>Three lessons from the clinic</h2>`,
      list([
        '<strong>Set position:</strong> weight on the front of the feet, hands ready, before every shot',
        '<strong>Footwork first:</strong> small quick steps, then the dive, never the other way round',
        '<strong>Talk:</strong> a keeper who organises the defence saves more goals than a keeper who only dives',
      ]),
      `<p>The session finished with a penalty competition between the keepers and the coaches. The keepers won, and nobody has let the coaches forget it since. Every keeper went home with a signed pair of training gloves.</p>`,
      `<p>Joseph will build these drills into the Tuesday goalkeeper sessions for the rest of the season. Field players who want to try in goal are welcome to join the last twenty minutes; every squad needs more than one player who is comfortable with the gloves on.</p>`,
    ].join(''),
  },
  {
    title: 'Under-12 league: a hard-fought draw away at Entebbe',
    tags: ['Match report', 'U12'],
    daysAgo: 24,
    coverLabel: 'U12 league report',
    hue: 205,
    html: [
      `<p>Our under-12 team travelled to Entebbe Rising Stars on Saturday and came home with a <strong>1–1 draw</strong> after a match played in heavy rain.</p>`,
      `<h2>Match report</h2>`,
      `<p>The pitch was soft and the ball kept stopping in the puddles, which made our usual short passing game difficult. Entebbe used the conditions well and scored first from a long ball over our defence midway through the first half.</p>`,
      `<p>At half-time the coaches asked the team to play more direct and to win the second balls. Captain Emmanuel O. led by example in midfield, and ten minutes from time Peter W. turned his defender and finished low into the corner.</p>`,
      `<h3>Coach's view</h3>`,
      `<p><em>"Not our prettiest game, but I loved the character. They adapted, they kept their heads and they never stopped running for each other,"</em> said head coach Samuel Okello.</p>`,
      list(['Scorer: Peter W.', 'Player of the match: Emmanuel O.', 'Next match: home, Saturday at 3 pm']),
      `<p>The draw keeps us second in the league table, two points behind the leaders, with four matches to play. Next up is a home game on Saturday afternoon: come and support the team.</p>`,
    ].join(''),
  },
  {
    title: 'Academy kit day and new training tops',
    tags: ['Academy news', 'U14'],
    daysAgo: 31,
    coverLabel: 'Kit day',
    hue: 350,
    html: [
      `<p>The new season's training tops have arrived, and every registered player receives one free of charge on our <strong>kit day</strong> this Saturday between 9:00 and 12:00 at the clubhouse.</p>`,
      `<h2>How it works</h2>`,
      list([
        'Bring your child so they can try the sizes: Small, Medium, Large and XL',
        'Match kits from last season can be swapped for a bigger size if they no longer fit',
        'Second-hand boots in good condition are welcome for our boot exchange',
      ]),
      `<p>The boot exchange has become one of our favourite traditions. Children grow out of boots long before they wear them out, so families leave the pairs that no longer fit and take a pair that does. Last year more than forty pairs found a new owner.</p>`,
      `<p>The tops were funded by our local partners and by the parents who volunteered at the end-of-year tournament. Thank you all: the players look fantastic in them. Remember to write your child's name inside the collar.</p>`,
    ].join(''),
  },
  {
    title: 'Why we train in small-sided games',
    tags: ['Training', 'U12', 'U14'],
    daysAgo: 38,
    coverLabel: 'Small-sided games',
    hue: 30,
    html: [
      `<p>Parents sometimes ask why our sessions rarely feature eleven-a-side matches. The answer is simple: children learn football by touching the ball, and small-sided games give them many more touches.</p>`,
      `<h2>What the research and our experience say</h2>`,
      list([
        'In four-against-four, each player touches the ball up to five times more often than in a full match',
        'More decisions per minute: pass, dribble or shoot, again and again',
        'Nobody hides on the wing: every player attacks and defends',
        'Goalkeepers face more shots and take part in the build-up',
      ]),
      `<p>We still play full matches at the weekend, and older groups spend time on team shape. But most of the week is built around small games, with a coach stepping in to ask questions rather than give orders. Players who understand why they choose a pass make better decisions when nobody is there to tell them.</p>`,
      `<p>If you want to read more, the <a href="https://www.fifa.com/">FIFA grassroots programme</a> describes the same approach for young players around the world.</p>`,
    ].join(''),
  },
];

/**
 * Not public yet, so the admin screens show every state: a draft, and a post scheduled a week ahead
 * (`inDays`), published by its job at that time.
 */
export const seedUnpublishedPosts: readonly (Omit<SeedPost, 'daysAgo'> & { status: 'draft' | 'scheduled'; inDays?: number })[] = [
  {
    title: 'Summer camp 2027: first ideas',
    tags: ['Academy news'],
    status: 'draft',
    coverLabel: 'Summer camp',
    hue: 45,
    html: '<h2>Summer camp</h2><p>Notes for the coaches: a week of football in July, mornings on the pitch, afternoons on games and rest. Dates, prices and the registration form are still to be confirmed.</p>',
  },
  {
    title: 'Winter tournament fixtures',
    tags: ['U12', 'U14'],
    status: 'scheduled',
    inDays: 7,
    coverLabel: 'Winter fixtures',
    hue: 200,
    html: '<h2>Fixtures</h2><p>The winter tournament fixtures for every age group are out. Matches are on Saturday mornings; please arrive thirty minutes before kick-off with boots, shin pads and water.</p>',
  },
];

export const seedAlbums: readonly SeedAlbum[] = [
  {
    name: 'Lakeside Cup final day',
    caption: 'Our under-12s bring the trophy home.',
    daysAgo: 6,
    photos: [
      { caption: 'Warm-up before the final', hue: 45, kind: 'action' },
      { caption: 'Yusuf levels the score', hue: 50, kind: 'action' },
      { caption: 'Brian saves a late penalty', hue: 40, kind: 'action' },
      // Leon's family said no to photos on the website: this photo is hidden from visitors (decision 051).
      { caption: 'The winning squad', hue: 35, kind: 'crowd', tagged: ['Leon Ochieng'] },
      { caption: 'Captain Emmanuel with the cup', hue: 55, kind: 'portrait' },
      { caption: 'Parents on the touchline', hue: 30, kind: 'crowd' },
      { caption: 'Medals for everyone', hue: 60, kind: 'portrait' },
    ],
  },
  {
    name: 'Goalkeeper clinic',
    caption: 'A morning of diving, footwork and penalties.',
    daysAgo: 19,
    photos: [
      { caption: 'Set position drill', hue: 175, kind: 'action' },
      { caption: 'Coach Joseph explains footwork', hue: 180, kind: 'portrait' },
      // Isaac's family said yes to the website, not to social media: marked "Not for social media".
      { caption: 'Low dives on the wet grass', hue: 170, kind: 'action', tagged: ['Isaac Kato'] },
      { caption: 'Keepers versus coaches shoot-out', hue: 165, kind: 'crowd' },
      { caption: 'Gloves off, smiles on', hue: 185, kind: 'portrait' },
    ],
  },
  {
    name: 'Saturday training sessions',
    caption: 'Small-sided games, drills and a lot of fun.',
    daysAgo: 27,
    photos: [
      { caption: 'Rondo in the centre circle', hue: 120, kind: 'action' },
      { caption: 'Four against four', hue: 110, kind: 'action' },
      { caption: 'Dribbling through the cones', hue: 130, kind: 'action' },
      { caption: 'Water break', hue: 100, kind: 'crowd' },
      { caption: 'Shooting practice', hue: 140, kind: 'action' },
      { caption: 'Coach Maria with the under-10s', hue: 115, kind: 'portrait' },
    ],
  },
  {
    name: 'Kit day and boot exchange',
    caption: 'New training tops for every player.',
    daysAgo: 31,
    photos: [
      { caption: 'Trying on the new tops', hue: 350, kind: 'portrait' },
      { caption: 'The boot exchange table', hue: 340, kind: 'crowd' },
      { caption: 'Volunteers at work', hue: 355, kind: 'crowd' },
      { caption: 'Ready for the season', hue: 5, kind: 'action' },
      { caption: 'Team photo in the new kit', hue: 345, kind: 'crowd' },
      { caption: 'Our youngest player', hue: 0, kind: 'portrait' },
      { caption: 'Thank you, partners', hue: 335, kind: 'crowd' },
      { caption: 'First kick in the new tops', hue: 10, kind: 'action' },
    ],
  },
];

/**
 * Only embedded in the page (toEmbedUrl), never fetched by the server. The ids are well-formed
 * placeholders: replace them with the academy's own channel videos before going live.
 */
export const seedVideos: readonly SeedVideo[] = [
  { title: 'Rondo drills for young players', video_url: 'https://www.youtube.com/watch?v=Q2n7a0vEw3c', hue: 120 },
  { title: 'Goalkeeper footwork and diving basics', video_url: 'https://www.youtube.com/watch?v=kLm4R9pTq1Y', hue: 175 },
  { title: 'Passing and first touch: 10 minute warm-up', video_url: 'https://www.youtube.com/watch?v=Zt8wXo3Hb5s', hue: 210 },
  { title: 'Lakeside Cup final highlights', video_url: 'https://www.youtube.com/watch?v=Vb6Jd2Ne0rU', hue: 45 },
];

export const seedRegistrations: readonly PublicRegistrationInput[] = [
  {
    parent_name: 'Grace Namuli',
    data_consent: true,
    photo_consent: 'yes',
    parent_email: 'grace.namuli@example.com',
    contact_phone: '+256 772 481 390',
    residence: 'Ntinda, Kampala',
    contact_permission: 'yes',
    player_name: 'Isaac Kato',
    player_age: 11,
    years_playing: '2',
    current_school: 'Ntinda Hill Primary School',
    uniform_size: 'Medium',
    health_conditions: 'Mild asthma, carries an inhaler',
  },
  {
    parent_name: 'David Ochieng',
    data_consent: true,
    photo_consent: 'no',
    parent_email: 'd.ochieng@example.com',
    contact_phone: '+256 701 225 874',
    residence: 'Kira, Wakiso',
    contact_permission: 'yes',
    player_name: 'Leon Ochieng',
    player_age: 13,
    years_playing: '4+',
    current_school: 'Kira Junior Academy',
    uniform_size: 'Large',
    health_conditions: 'N/A',
  },
  {
    parent_name: 'Fatuma Hassan',
    data_consent: true,
    photo_consent: 'yes',
    parent_email: 'fatuma.hassan@example.com',
    contact_phone: '+256 752 903 112',
    residence: 'Kibuli, Kampala',
    contact_permission: 'no',
    player_name: 'Amina Hassan',
    player_age: 10,
    years_playing: '1',
    current_school: 'Kibuli Girls Primary School',
    uniform_size: 'Small',
  },
  {
    parent_name: 'Robert Tumusiime',
    data_consent: true,
    photo_consent: 'no',
    parent_email: 'rtumusiime@example.com',
    contact_phone: '+256 783 660 457',
    residence: 'Entebbe',
    contact_permission: 'yes',
    player_name: 'Ethan Tumusiime',
    player_age: 14,
    years_playing: '3',
    current_school: 'Lakeside College Entebbe',
    uniform_size: 'XL',
    health_conditions: 'Recovering from a sprained ankle, cleared by doctor',
  },
  {
    parent_name: 'Sofia Martins',
    data_consent: true,
    photo_consent: 'yes',
    parent_email: 'sofia.martins@example.com',
    contact_phone: '+256 709 318 226',
    residence: 'Muyenga, Kampala',
    contact_permission: 'yes',
    player_name: 'Tiago Martins',
    player_age: 12,
    years_playing: '2',
    current_school: 'Kampala International School',
    uniform_size: 'Medium',
    health_conditions: '',
  },
];

export const seedContactMessages: readonly ContactInput[] = [
  {
    fullname: 'Harriet Akello',
    email: 'harriet.akello@example.com',
    phone: '+256 774 102 553',
    city: 'Kampala',
    message: 'Hello, my daughter is 9 and will turn 10 in February. Can she already come to the trials, or should we wait for the next intake? Thank you.',
  },
  {
    fullname: 'Michael Banda',
    email: 'michael.banda@example.com',
    city: 'Mukono',
    message: 'I run a small sports shop in Mukono and would like to talk about sponsoring boots for the boot exchange. Who is the right person to contact?',
  },
  {
    fullname: 'Esther Wairimu',
    email: 'esther.wairimu@example.com',
    phone: '+254 712 345 678',
    message: 'We are moving from Nairobi to Kampala in January. Is there a waiting list for the under-14 group, and do you help new players settle in?',
  },
];

/** Trial sessions of the demo, days from the first start (times in UTC). */
export const seedTrials = [
  {
    inDays: 6,
    hourUtc: 14,
    location: 'Academy Training Ground, Pitch 2',
    min_age: 10,
    max_age: 12,
    capacity: 16,
    notes: 'Meet the coaches at the clubhouse 15 minutes before the start.',
  },
  { inDays: 13, hourUtc: 7, location: 'Academy Training Ground, Main Pitch', min_age: 12, max_age: 14, capacity: 12, notes: null },
] as const;

/** The academy's facts: address, phone, training, fees, social links, the home page's reasons. */
/**
 * The demo's results policy (docs/decisions/039): the youngest age group publishes nothing but
 * the fixture, U12 the outcome without a score, U14 (the seeded U13 squad, ages 13–14) scores.
 */
export const SEED_RESULTS_POLICY = { U11: 'none', U12: 'outcome', U14: 'scores' } as const;
export const seedAcademy: AcademyFacts = { ...ACADEMY_DEFAULTS, results_policy: { ...SEED_RESULTS_POLICY } };
