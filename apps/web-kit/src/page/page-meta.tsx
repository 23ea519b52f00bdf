/** React 19 hoists these into <head>, so each page names itself for tabs, bookmarks and search results. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
