// The only formatting the kit does itself: digits of a typed number and file sizes. Business values
// (pesos, dd/Mon/yyyy dates, truncation) are formatted by the app with src/domain/format.ts and passed
// in (TextInput's `format`/`parse`; toasts are cut by the app before they show), so there is one behaviour.

/** Keeps only the digits of a text. */
export function onlyDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

/** A file size in B, KB or MB with one decimal, e.g. "2.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
