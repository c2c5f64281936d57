// The profile writer of warpagg/profiling/ on the host alone (no GPU, no
// CUDA call): two registered units' counters as JSON, written to
// $WARPAGG_PROFILE_FILE with %p expanded (test/cli/profile-writer.test).
#include <warpagg/profiling/profile.cuh>

int main() {
  using namespace warpagg::profile;
  static const site_info a[] = {
      {"/src/a \"quoted\".cu", 12, "0123456789abcdef", "ns::hist", "atomicAdd", 4},
      {"/src/a.cu", 20, "fedcba9876543210", "never", "atomicMax", 0}};
  static const site_info b[] = {
      {"/src/b.cu", 7, "00000000000000ff", "scatter", "atomicAdd_system", 0}};
  // Each site's counters in `stripes` copies (one per SM group), summed by
  // the writer: site 0 of a is split over two of them.
  static site_counts ca[2 * stripes], cb[1 * stripes];
  for (site_counts *c : {ca, cb})
    for (unsigned k = 0; k < (c == ca ? 2u : 1u) * stripes; ++k)
      c[k] = {0, 0, 0, 0, 0, 0, 0, 0, ~0ull, 0};
  ca[0] = {6, 180, 24, 5, 2, 1, 1, 4, 4096 + 4 * 10, 4096 + 4 * 255};
  ca[7] = {4, 120, 16, 4, 1, 0, 1, 4, 4096, 4096 + 4 * 100};
  cb[0] = {5, 160, 160, 0, 0, 5, 0, 8, 800, 800 + 8 * 159};
  std::vector<detail::unit> units = {{a, 2, ca}, {b, 1, cb}};
  detail::write_profile(detail::profile_path(), detail::profile_json(units));
  return 0;
}
