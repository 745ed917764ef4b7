// The shared integration project keeps one Payload for every file (isolate: false): nothing to
// close between files; the process's exit closes its pool.
export {}
