/**
 * The iframe snippet another site pastes to embed a player (`/embed/m/{id}`, `/embed/t/{id}`):
 * the same markup the server's oEmbed answer gives, with the title escaped.
 */
export function embedSnippet(
  src: string,
  size: { width: number; height: number },
  title: string,
): string {
  const escapedTitle = title
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return (
    `<iframe src="${src}" width="${size.width}" height="${size.height}" ` +
    `title="${escapedTitle}" style="border:0" loading="lazy"></iframe>`
  );
}
