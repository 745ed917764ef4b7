export type SocialPluginOptions = {
  /** Both set: the latest public post is read from this page through the Graph API. */
  facebookPageId?: string
  facebookAccessToken?: string
  graphApiUrl: string
  timeoutMs?: number
}
