/** The Apply via Email link: a message to the careers address, subject "Application for {title}". */
export function applyMailto(careersEmail: string, jobTitle: string): string {
  return `mailto:${careersEmail}?subject=${encodeURIComponent(`Application for ${jobTitle}`)}`;
}
