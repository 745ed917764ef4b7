import { getImageProps } from 'next/image'

type ServerImageProps = { src: string; alt: string; width: number; height: number; sizes: string; className?: string }

/**
 * next/image's optimised, lazily loaded srcset on a plain <img>, drawn on the server. Unlike
 * <Image>, which is a client component, it adds no image code to the page's JavaScript (about 5 kB
 * gzip on the landing page and the menu). The pictures need nothing from the client: no blur
 * placeholder, no onLoad.
 */
export function ServerImage({ src, alt, width, height, sizes, className }: ServerImageProps) {
  const { props } = getImageProps({ src, alt, width, height, sizes })
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own
  return <img {...props} alt={alt} className={className} />
}
