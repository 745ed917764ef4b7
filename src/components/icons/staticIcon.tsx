import { createElement, type ReactNode, type SVGProps } from 'react'
import type { LucideIcon, LucideIconData } from 'lucide-react'

type IconNodeEntry = LucideIconData['node'][number]

/**
 * A lucide icon's drawing data. lucide-react's icon components pass it to its `Icon` component,
 * which is a client component ('use client': it reads a context): an icon rendered through it on
 * the server becomes a client component that the browser downloads and hydrates. Its drawing is
 * read here instead (the forwardRef's render gives the element it would draw, whose `icon` prop
 * is the data), so the SVG is plain markup. Checked by tests/unit/staticIcon.spec.tsx.
 */
export function lucideIconData(icon: LucideIcon): LucideIconData {
  const render = (icon as unknown as { render?: (props: object, ref: null) => { props?: { icon?: LucideIconData } } }).render
  const data = render?.({}, null)?.props?.icon
  if (!data || !Array.isArray(data.node))
    throw new Error(`lucide-react's icon ${icon.displayName ?? ''} no longer carries its drawing data`)
  return data
}

function drawNode([tag, attributes, children]: IconNodeEntry, index: number): ReactNode {
  const { key, ...rest } = attributes as Record<string, unknown> & { key?: string }
  return createElement(tag, { ...rest, key: key ?? index }, ...(Array.isArray(children) ? children.map(drawNode) : []))
}

type Props = Omit<SVGProps<SVGSVGElement>, 'ref'> & { icon: LucideIcon; size?: number | string }

/** A lucide icon as plain SVG markup: no client component, no JavaScript in the browser. */
export function StaticIcon({ icon, size = 24, strokeWidth = 2, ...rest }: Props) {
  const data = lucideIconData(icon)
  const width = data.size ?? data.width ?? 24
  const height = data.size ?? data.height ?? 24
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${height}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {data.node.map(drawNode)}
    </svg>
  )
}
