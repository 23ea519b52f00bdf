import { formatRupees, trpc } from '@verdant/web-kit';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { bundledImageFor, productImageUrl } from '../../../shared/catalog/product-image';
import { useDebounced } from './use-debounced';

/** Search opens its results from 2 characters. */
const MIN_SEARCH_LENGTH = 2;
const DEBOUNCE_MS = 200;

/**
 * The search field takes the logo's and links' place; results show from 2 characters; a click
 * outside, the close button, Escape or choosing a result closes it.
 */
export function SearchOverlay({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  const [text, setText] = useState('');
  const container = useRef<HTMLElement>(null);
  const resultsId = useId();
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const results = trpc.products.search.useQuery(
    { text: query },
    { enabled: query.length >= MIN_SEARCH_LENGTH, placeholderData: (previous) => previous },
  );
  // A failed search shows no message; the results simply do not open.
  const showResults = text.trim().length >= MIN_SEARCH_LENGTH && !results.isError;

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) onClose(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [onClose]);

  const choose = () => {
    setText('');
    onClose(false);
  };

  return (
    <search ref={container} className="relative min-w-0 flex-1">
      <div className="flex items-center gap-2 rounded-full border border-leaf-200 bg-white px-3 text-ink shadow-sm sm:px-4">
        <Search aria-hidden="true" className="size-5 text-stone-500" />
        <input
          type="search"
          // biome-ignore lint/a11y/noAutofocus: the shopper just asked to search; the field is what they want.
          autoFocus
          aria-label="Search plants"
          aria-controls={showResults ? resultsId : undefined}
          placeholder="Search plants…"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-11 min-w-0 flex-1 bg-transparent outline-none"
        />
        <button
          type="button"
          aria-label="Close search"
          onClick={() => onClose(true)}
          className="grid size-8 place-items-center rounded-full hover:bg-leaf-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {showResults && (
        <section
          id={resultsId}
          aria-label="Search results"
          className="fixed inset-x-4 top-16 max-h-[350px] sm:absolute sm:inset-x-0 sm:top-full sm:mt-2 overflow-y-auto rounded-2xl border border-leaf-100 bg-white text-ink shadow-xl"
        >
          {results.data === undefined ? (
            <p role="status" className="p-4 text-stone-600">
              Searching…
            </p>
          ) : results.data.length === 0 ? (
            <p role="status" className="p-4 text-stone-600">
              No plants found
            </p>
          ) : (
            <ul>
              {results.data.map((product) => (
                <li key={product.id}>
                  <Link
                    to={`/product/${product.slug}`}
                    onClick={choose}
                    className="flex w-full items-center gap-3 px-4 py-2 text-left hover:bg-leaf-50 focus-visible:bg-leaf-50"
                  >
                    <img
                      src={productImageUrl(product.mainImageUrl, bundledImageFor(product.slug))}
                      alt=""
                      className="size-12 rounded-lg bg-cream-100 object-cover"
                    />
                    <span className="flex-1 font-medium">{product.name}</span>
                    <span className="text-leaf-800">{formatRupees(product.price)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </search>
  );
}
