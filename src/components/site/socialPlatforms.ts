/** Display names and short marks of the social platforms a venue can link to. */
export const platformNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
}
export const platformMarks: Record<string, string> = { facebook: 'f', instagram: 'IG', tiktok: 'TT', x: 'X', youtube: 'YT' }
