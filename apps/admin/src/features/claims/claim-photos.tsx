/**
 * The customer's photos of one step as thumbnails, each a link to the full-size photo in a new tab. The photos
 * are served to the back office's session on the same origin, so a plain link and image load them.
 */
export function ClaimPhotos({ urls, firstNumber }: { urls: readonly string[]; firstNumber: number }) {
  return (
    <ul aria-label="Photos" className="flex flex-wrap gap-3">
      {urls.map((url, index) => {
        const name = `Photo ${firstNumber + index} of the claim`;
        return (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="block overflow-hidden rounded-lg border border-stone-200 hover:border-leaf-600"
            >
              <img src={url} alt={name} loading="lazy" className="size-28 bg-stone-100 object-cover" />
              <span className="sr-only"> (opens full size in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
