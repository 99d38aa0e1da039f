import { Link } from '@tanstack/react-router';
import { useSetParam } from '../paths';

/** A word of the search screen that opens its results. */
export function WordLink({ word, className }: { word: string; className: string | undefined }) {
  const set = useSetParam();
  return (
    <Link
      to="/{-$set}/productList/resultsList"
      params={set}
      search={{ keyword: word }}
      className={className}
    >
      {word}
    </Link>
  );
}
