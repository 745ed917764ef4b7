'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState } from 'react'
import { qrDetector, referenceFromQr, type BarcodeDetectorInstance } from './qrScanner'
import * as styles from './kiosk.css'
import * as dialog from './dialog.css'

const SCAN_EVERY_MS = 250
const CAMERA_UNAVAILABLE = 'The camera is not available. Please type your name or booking reference instead.'
const READER_UNAVAILABLE = 'The QR code reader could not start. Please type your name or booking reference instead.'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onScanned: (reference: string) => void }

/** The tablet's camera reading the QR code from the confirmation e-mail; closing it stops the camera. */
export function QrScanDialog({ open, onOpenChange, onScanned }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={styles.subtitle}>Scan your QR code</Dialog.Title>
          <Dialog.Description className={styles.text}>Hold the QR code from your confirmation e-mail up to the camera.</Dialog.Description>
          {open ? <CameraReader onScanned={onScanned} /> : null}
          <Dialog.Close className={styles.button.outline}>Cancel</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function CameraReader({ onScanned }: { onScanned: (reference: string) => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const latest = useRef(onScanned)
  useEffect(() => {
    latest.current = onScanned
  }, [onScanned])

  useEffect(() => {
    let stream: MediaStream | null = null
    let timer: number | undefined
    let stopped = false
    // The reader (on an iPad, the polyfill and its WebAssembly) loads while the camera starts.
    const reader: Promise<BarcodeDetectorInstance | null> = qrDetector().catch(() => null)
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        if (stopped || !video.current) {
          // Closed while the camera was starting: the clean-up ran before there was a stream to stop.
          for (const track of stream.getTracks()) track.stop()
          return
        }
        video.current.srcObject = stream
        await video.current.play()
      } catch {
        if (!stopped) setProblem(CAMERA_UNAVAILABLE)
        return
      }
      const detector = await reader
      if (stopped) return
      if (!detector) {
        setProblem(READER_UNAVAILABLE)
        return
      }
      let reading = false
      timer = window.setInterval(async () => {
        // A slow reader (the polyfill on an older tablet) finishes one frame before taking the next.
        if (stopped || reading || !video.current || video.current.readyState < 2) return
        reading = true
        try {
          for (const code of await detector.detect(video.current)) {
            const reference = referenceFromQr(code.rawValue)
            if (reference && !stopped) {
              stopped = true
              latest.current(reference)
              return
            }
          }
        } catch {
          // A frame the detector could not read: the next one is tried.
        } finally {
          reading = false
        }
      }, SCAN_EVERY_MS)
    }
    void start()
    return () => {
      stopped = true
      window.clearInterval(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [])

  return (
    <>
      <video ref={video} className={dialog.video} muted playsInline aria-label="Camera view" />
      <p role="alert" className={styles.liveRegion}>
        {problem}
      </p>
    </>
  )
}
