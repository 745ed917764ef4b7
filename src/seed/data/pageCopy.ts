import type { LandingPage, MenuPage, PartyPage } from '@/payload-types'

type Copy<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'>
const lines = (...texts: string[]) => texts.map((text) => ({ text }))

export const landingPageSeed: Copy<LandingPage> = {
  hero: {
    heading: 'Where Little Adventures Begin',
    subheading: "Somerset's indoor play centre for ages 0-12, with a family cafe. Rain or shine, there's always fun inside.",
    bookLabel: 'Book Your Visit',
    tiles: [
      { icon: 'child', label: 'Ages 0-12', detail: 'Zones for every age', href: '#activities' },
      { icon: 'cake', label: 'Birthday Parties', detail: 'Packages from £13 per child', href: '/party-booking' },
      { icon: 'coffee', label: 'Cafe Menu', detail: 'Kids meals, coffee and cake', href: '/menu' },
      { icon: 'parking', label: 'Free Parking', detail: 'Right outside the venue', href: '#contact' },
    ],
  },
  highlights: {
    eventHeading: 'Special Event',
    eventButtonLabel: 'Book Your Session',
    socialHeading: 'Latest News',
    socialGenericTitle: 'Facebook Updates',
    socialGenericText: 'Click to see our latest announcements',
  },
  about: {
    heading: 'About Us',
    body:
      'We are a family-run indoor play centre in Somerset, built for children from babies to 12-year-olds. ' +
      'Our multi-level play frame, toddler zone and baby area are cleaned daily and watched over by our friendly team, ' +
      'while grown-ups relax in the cafe with a good coffee and a clear view of the fun.',
    highlights: lines('Ages 0-12', 'Separate baby and toddler zones', 'Family cafe', 'Free parking outside'),
  },
  activitiesIntro: { heading: 'Activities', intro: 'Something for every age and every energy level.' },
  ageGuidelines: {
    heading: 'Age Guidelines',
    intro: 'Each zone is designed for an age group so everyone plays safely. Children must be supervised by an adult aged 18 or over.',
    zones: [
      { title: 'Baby Area', ages: 'Under 1s', description: 'Soft, padded play for babies who are crawling or just starting to pull up.' },
      { title: 'Toddler Zone', ages: 'Ages 1-6', description: 'Gentle slides, ball pools and sensory play sized for little legs.' },
      { title: 'Play Frame', ages: 'Ages 4-12', description: 'Three levels of climbing, slides and obstacles for bigger adventurers.' },
    ],
  },
  pricing: {
    heading: 'Pricing',
    intro: 'Simple prices, no hidden fees. Book online to guarantee your session.',
    entryTitle: 'Standard Entry',
    entryFromText: 'per person',
    entryNotes: lines(
      'Adults £2.00 at weekends only; free Monday to Friday in term time',
      'Weekday flexible play time',
      '2-hour weekend sessions',
      'Baby & toddler sessions on weekday mornings £8 per child',
    ),
    entryButtonLabel: 'Book Entry',
    partyTitle: 'Birthday Party',
    partyPricePence: 20000,
    partyNotes: lines('Up to 60 children', 'Full private hire', 'Food not included'),
    partyButtonLabel: 'Enquire About Parties',
  },
  offersIntro: { heading: 'Special Offers', intro: 'Ways to play more for less.' },
  loyalty: {
    heading: 'Loyalty Rewards',
    intro: 'Earn 1 point for every £1 you spend, plus 50 welcome points when you join. Membership is free and automatic when you book.',
    cardText: 'Buy 9 sessions, get your 10th free',
    tiers: [
      { name: 'Bronze', detail: 'From 0 points' },
      { name: 'Silver', detail: '500+ points: 5% bonus points at weekends' },
      { name: 'Gold', detail: '2000+ points: 10% bonus points' },
      { name: 'Platinum', detail: '5000+ points: 15% bonus points' },
    ],
  },
  contact: {
    heading: 'Contact Us',
    intro: "Questions about visiting, parties or groups? We're happy to help.",
    formHeading: 'Send Us a Message',
    formIntro: "Fill in the form and we'll get back to you soon.",
  },
}

export const partyPageSeed: Copy<PartyPage> = {
  heading: 'Birthday Party Inquiry',
  intro: "Tell us about the party you have in mind and we'll take care of the rest.",
  timeSlots: [
    { label: '9:30 AM - 11:30 AM' },
    { label: '12:00 PM - 2:00 PM' },
    { label: '2:00 PM - 4:00 PM' },
    { label: '4:00 PM - 6:00 PM' },
  ],
  catering: {
    heading: 'Catering Policy',
    points: lines('External food is not allowed', 'Birthday cakes are welcome, but must be eaten off-site'),
  },
  help: {
    heading: 'Need Help?',
    text: 'Call us to talk through your party.',
    hours: 'Mon-Sun 9:00 AM - 6:00 PM',
  },
  responsePromise: "We'll contact you within 24 hours to discuss your party booking.",
}

export const menuPageSeed: Copy<MenuPage> = {
  heading: 'Cafe Menu',
  intro: 'Freshly prepared food and drinks for all the family.',
  allergenInfo:
    'Please tell a member of staff about any allergies before you order. Our kitchen handles gluten, dairy, eggs, nuts, peanuts, fish, soya and sesame, so we cannot guarantee any dish is free from traces.',
  footer: 'All prices include VAT',
  posterHeading: 'Cafe Menu',
  posterFooter: 'Please tell us about any allergies before ordering. All prices include VAT.',
  qrTips: lines(
    'Print the code and place it on each cafe table',
    'Families scan it with their phone camera to open the menu',
    'The menu updates automatically whenever prices change',
  ),
}
