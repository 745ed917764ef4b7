import type { NoticePost } from '@/payload-types'

type NoticeSeed = Omit<NoticePost, 'id' | 'createdAt' | 'updatedAt' | 'publishedAt'> & { hoursAgo: number }

// The spec's notice board is a static list of five announcements; these are its seeded copy,
// dated relative to the day the database is seeded so the relative ages read naturally.
export const noticePostsSeed: NoticeSeed[] = [
  {
    hoursAgo: 2,
    type: 'hours',
    text: "We're open every day this week, 9:30 AM - 4:00 PM. Book online to guarantee your play session, or just pop in!",
    likes: 24,
    comments: 3,
    shares: 2,
  },
  {
    hoursAgo: 26,
    type: 'event',
    text: 'K-pop Demon Hunters party day is coming! Three sessions at 9:30am, 12:00pm and 2:30pm, max 40 kids each. Standard entry prices apply. Book your slot now!',
    likes: 58,
    comments: 12,
    shares: 9,
  },
  {
    hoursAgo: 74,
    type: 'update',
    text: 'New on the cafe menu: loaded jacket potatoes and our famous hot chocolate with cream and marshmallows.',
    likes: 31,
    comments: 5,
    shares: 1,
  },
  {
    hoursAgo: 146,
    type: 'offer',
    text: 'Bulk session credits are here: 10 sessions for £75, saving £20. Credits never expire and apply automatically when you book.',
    likes: 42,
    comments: 7,
    shares: 6,
  },
  {
    hoursAgo: 242,
    type: 'announcement',
    text: 'A friendly reminder that safety socks are required for everyone on the play frame. Socks are on sale at reception.',
    likes: 17,
    comments: 2,
    shares: 0,
  },
]
