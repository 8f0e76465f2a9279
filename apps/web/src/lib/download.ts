/** Hands `content` to the browser as a file download named `fileName`. */
export function downloadFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL may go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
