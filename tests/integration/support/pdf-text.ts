import { execFile } from 'node:child_process'

/** The text of a PDF as a reader would copy it (poppler's pdftotext, a separate program). */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-layout', '-', '-'],
      { encoding: 'utf8', maxBuffer: 10_000_000 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    )
    child.stdin?.end(pdf)
  })
}
