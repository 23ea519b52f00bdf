/** Footage behind the hero's text: muted, so browsers let it play by itself, and hidden from screen readers. */
export function HeroVideo({ src, onError }: { src: string; onError: () => void }) {
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <video src={src} autoPlay muted loop playsInline onError={onError} className="size-full object-cover" />
      {/* Keeps the white text readable over any footage. */}
      <div className="absolute inset-0 bg-leaf-950/60" />
    </div>
  );
}
