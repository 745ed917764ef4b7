// Stands in for `server-only`, which throws outside a React Server Components bundle.
export {}
