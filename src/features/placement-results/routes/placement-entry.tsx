/** `/placement-test-results/add` (spec §2). */
export default function PlacementEntryPage() {
  return null;
}
