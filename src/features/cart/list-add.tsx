import { lazy, Suspense, type ComponentProps } from 'react';

const AddToBagFromList = lazy(() => import('./components/AddToBagFromList'));

/** "Add to bag" under a card of the member's lists; its code and words load with the list. */
export function ListAddToBag(props: ComponentProps<typeof AddToBagFromList>) {
  return (
    <Suspense fallback={<span aria-hidden="true" style={{ display: 'block', minHeight: 44 }} />}>
      <AddToBagFromList {...props} />
    </Suspense>
  );
}
