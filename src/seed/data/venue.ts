import type { Venue } from '@/payload-types'

// The spec anonymises the venue's name, phone, e-mail and address. These are clearly fake,
// editable placeholders (an Ofcom drama number, a reserved .example domain) for the manager
// to replace in Settings > Venue facts.
const postcode = 'TA6 0XX'
const mapQuery = encodeURIComponent(`Play Centre ${postcode}`)

export const venueSeed: Omit<Venue, 'id' | 'createdAt' | 'updatedAt'> = {
  name: 'Play Centre & Cafe',
  tagline: 'Indoor play for ages 0-12, with a family cafe, in Somerset',
  copyrightYear: 2024,
  phone: '01632 960123',
  email: 'hello@playcentre.example',
  address: { line1: 'Unit 4, Quay Road', line2: null, town: 'Bridgwater', county: 'Somerset', postcode },
  social: [
    { platform: 'facebook', url: 'https://www.facebook.com/' },
    { platform: 'instagram', url: 'https://www.instagram.com/' },
    { platform: 'tiktok', url: 'https://www.tiktok.com/' },
  ],
  maps: {
    viewLabel: 'View on Google Maps',
    viewUrl: `https://www.google.com/maps/search/?api=1&query=${mapQuery}`,
    directionsLabel: 'Get Directions',
    directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${mapQuery}`,
  },
  directions: {
    byCar: `Leave the M5 at the motorway junction and follow the main road towards the town centre, then turn onto the quay road; we are on the right. For sat nav use ${postcode}. About 5 minutes' drive from the train station.`,
    byBus: 'Buses stop on the main road, a 5-minute walk from the venue.',
    byTrain: 'The train station is 1.2 miles away, about 5 minutes by car or taxi.',
  },
  parking: {
    freeOutside: 'Free parking outside the venue.',
    charges: 'Parking: 2 hours free, then £8 per 2 hours.',
  },
  openingHours: [{ day: 'Monday - Sunday', hours: '9:30 AM - 4:00 PM' }],
  contactHoursNote: 'Open 9:30am to 4:00pm every day. Last entry 1 hour before closing (3:00pm).',
  kioskFooterHours: 'Mon-Sun: 9:30 AM - 5:00 PM',
  venueHours: 'Mon-Sun 9:00 AM - 6:00 PM',
}
